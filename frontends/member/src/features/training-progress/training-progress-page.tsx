import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Container, Spinner, TierGate, errorMessage } from '@trap/ui';
import { statsQuery, type PracticeStatsBody, type StatsFilters } from '../../shared/stats/stats-api.ts';
import { GoalsPanel } from '../../shared/training/goals-panel.tsx';
import { pct, useAllStats } from '../../shared/training/training-api.ts';
import '../../shared/styles/page.css';
import '../../shared/stats/stats.css';
import '../../shared/training/training.css';

// recharts is big: it loads only when the charts are on screen.
const ProgressCharts = lazy(() => import('./progress-charts.tsx'));

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const filters = (from = '', to = ''): StatsFilters => ({ discipline: '', from, to, location: '', compareFrom: '', compareTo: '' });

/** /training-progress: performance charts, score trends and the member's goals. */
export default function TrainingProgressPage() {
  const all = useAllStats();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Training Progress</h1>
          <Link to="/training-hub">Training Hub →</Link>
        </header>
        <Card role="region" aria-labelledby="tp-charts" data-tour="progress-charts">
          <h2 id="tp-charts" className="pr-h2">
            Performance charts
          </h2>
          {all.isPending ? <Spinner /> : null}
          {all.isError ? <p className="pr-error">{errorMessage(all.error)}</p> : null}
          {all.data && !all.data.trend.bySession.length ? (
            <p className="pr-muted">
              No sessions yet. <Link to="/practice">Log a practice session</Link> and your charts start here.
            </p>
          ) : null}
          {all.data?.trend.bySession.length ? (
            <Suspense fallback={<Spinner />}>
              <ProgressCharts stats={all.data} />
            </Suspense>
          ) : null}
        </Card>
        <ScoreTrends slope={all.data?.trend.slopePerMonth ?? null} />
        <GoalsPanel />
      </div>
    </Container>
  );
}

type Buckets = PracticeStatsBody['byStation'];
const change = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? null : Math.round((b - a) * 100));

/** The last 90 days against the 90 before, in total and per station and direction. */
function ScoreTrends({ slope }: { slope: number | null }) {
  const now = Date.now();
  const recentF = filters(isoDay(now - 90 * DAY), isoDay(now));
  const earlierF = filters(isoDay(now - 180 * DAY), isoDay(now - 91 * DAY));
  const recent = useQuery(statsQuery(recentF));
  const earlier = useQuery(statsQuery(earlierF));
  const rows = (kind: 'station' | 'direction') => {
    const pick = (s: PracticeStatsBody | undefined): Buckets => (kind === 'station' ? s?.byStation : s?.byDirection) ?? [];
    const keys = [...new Set([...pick(earlier.data), ...pick(recent.data)].map((b) => b.key))];
    const order = ['left', 'straight', 'right'];
    keys.sort((a, b) => (kind === 'station' ? Number(a) - Number(b) : order.indexOf(a) - order.indexOf(b)));
    return keys.map((k) => {
      const a = pick(earlier.data).find((b) => b.key === k)?.rate;
      const b = pick(recent.data).find((x) => x.key === k)?.rate;
      return { label: kind === 'station' ? `Station ${k}` : k[0]!.toUpperCase() + k.slice(1), a, b, d: change(a, b) };
    });
  };
  const table = [...rows('station'), ...rows('direction')];
  return (
    <Card role="region" aria-labelledby="tp-trends" data-tour="progress-trends">
      <h2 id="tp-trends" className="pr-h2">
        Score trends
      </h2>
      {slope !== null ? (
        <p>
          Your average per round is going {slope >= 0 ? 'up' : 'down'} by <strong>{Math.abs(slope)}</strong> targets a month.
        </p>
      ) : null}
      {recent.isPending || earlier.isPending ? <Spinner /> : null}
      {recent.data && earlier.data ? (
        <>
          <p className="pr-muted">
            Last 90 days: {recent.data.averagePerRound ?? '–'} per round ({pct(recent.data.hitRate)}) over {recent.data.basis.sessions}{' '}
            session(s); the 90 days before: {earlier.data.averagePerRound ?? '–'} per round ({pct(earlier.data.hitRate)}) over{' '}
            {earlier.data.basis.sessions} session(s).
          </p>
          {/* per station and direction is the miss map's data (Pro Lane): locked with its upgrade link below it */}
          <TierGate feature="shot_patterns" compact>
            {table.length ? (
              <table className="st-table tr-trend">
                <caption className="pr-muted">Hit rate per station and direction</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="ui-sr-only">Station and direction</span>
                    </th>
                    <th scope="col">90 days before</th>
                    <th scope="col">Last 90 days</th>
                    <th scope="col">Change</th>
                  </tr>
                </thead>
                <tbody>
                  {table.map((r) => (
                    <tr key={r.label}>
                      <th scope="row">{r.label}</th>
                      <td>{pct(r.a)}</td>
                      <td>{pct(r.b)}</td>
                      <td className={r.d == null ? undefined : r.d >= 0 ? 'tr-change--up' : 'tr-change--down'}>
                        {r.d == null ? '–' : `${r.d > 0 ? '+' : ''}${r.d} pts`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="pr-muted">Score rounds target by target to see trends per station and direction.</p>
            )}
          </TierGate>
        </>
      ) : null}
    </Card>
  );
}
