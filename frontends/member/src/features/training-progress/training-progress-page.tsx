import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Container, Spinner, TierGate, errorMessage, formatNumber, type Language } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { statsQuery, type PracticeStatsBody, type StatsFilters } from '../../shared/stats/stats-api.ts';
import { GoalsPanel } from '../../shared/training/goals-panel.tsx';
import { useAllStats } from '../../shared/training/training-api.ts';
import { TRAINING_PROGRESS_NS, useTrainingProgressT } from './texts/texts.ts';
import '../../shared/styles/page.css';
import '../../shared/stats/stats.css';
import '../../shared/training/training.css';

// recharts is big: it loads only when the charts are on screen.
const ProgressCharts = lazy(() => import('./progress-charts.tsx'));

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const num = (value: number | null | undefined, language: Language) => (value == null ? '–' : formatNumber(value, language));
const pct = (rate: number | null | undefined, language: Language) =>
  rate == null ? '–' : `${formatNumber(Math.round(rate * 100), language)}%`;
const DIRECTIONS: { key: string; labelKey: string }[] = [
  { key: 'left', labelKey: 'direction.left' },
  { key: 'straight', labelKey: 'direction.straight' },
  { key: 'right', labelKey: 'direction.right' },
];
const filters = (from = '', to = ''): StatsFilters => ({ discipline: '', from, to, location: '', compareFrom: '', compareTo: '' });

/** /training-progress: performance charts, score trends and the member's goals. */
export default function TrainingProgressPage() {
  const { t } = useTrainingProgressT();
  const all = useAllStats();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Link to="/training-hub">{t('toHub')}</Link>
        </header>
        <Card role="region" aria-labelledby="tp-charts" data-tour="progress-charts">
          <h2 id="tp-charts" className="pr-h2">
            {t('charts')}
          </h2>
          {all.isPending ? <Spinner /> : null}
          {all.isError ? <p className="pr-error">{errorMessage(all.error)}</p> : null}
          {all.data && !all.data.trend.bySession.length ? (
            <p className="pr-muted">
              <Trans ns={TRAINING_PROGRESS_NS} i18nKey="noSessions" components={{ practice: <Link to="/practice" /> }} />
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
  const { t, language } = useTrainingProgressT();
  const now = Date.now();
  const recentF = filters(isoDay(now - 90 * DAY), isoDay(now));
  const earlierF = filters(isoDay(now - 180 * DAY), isoDay(now - 91 * DAY));
  const recent = useQuery(statsQuery(recentF));
  const earlier = useQuery(statsQuery(earlierF));
  const rows = (kind: 'station' | 'direction') => {
    const pick = (s: PracticeStatsBody | undefined): Buckets => (kind === 'station' ? s?.byStation : s?.byDirection) ?? [];
    const keys = [...new Set([...pick(earlier.data), ...pick(recent.data)].map((b) => b.key))];
    const order = DIRECTIONS.map((d) => d.key);
    keys.sort((a, b) => (kind === 'station' ? Number(a) - Number(b) : order.indexOf(a) - order.indexOf(b)));
    return keys.map((k) => {
      const a = pick(earlier.data).find((b) => b.key === k)?.rate;
      const b = pick(recent.data).find((x) => x.key === k)?.rate;
      const direction = DIRECTIONS.find((d) => d.key === k);
      const label =
        kind === 'station' ? t('station', { station: k }) : direction ? t(direction.labelKey) : k[0]!.toUpperCase() + k.slice(1);
      return { label, a, b, d: change(a, b) };
    });
  };
  const table = [...rows('station'), ...rows('direction')];
  return (
    <Card role="region" aria-labelledby="tp-trends" data-tour="progress-trends">
      <h2 id="tp-trends" className="pr-h2">
        {t('trends')}
      </h2>
      {slope !== null ? (
        <p>
          {slope >= 0 ? (
            <Trans ns={TRAINING_PROGRESS_NS} i18nKey="trendUp" values={{ targets: num(slope, language) }} components={{ num: <strong /> }} />
          ) : (
            <Trans ns={TRAINING_PROGRESS_NS} i18nKey="trendDown" values={{ targets: num(-slope, language) }} components={{ num: <strong /> }} />
          )}
        </p>
      ) : null}
      {recent.isPending || earlier.isPending ? <Spinner /> : null}
      {recent.data && earlier.data ? (
        <>
          <p className="pr-muted">
            {t('periods', {
              recent: num(recent.data.averagePerRound, language),
              recentRate: pct(recent.data.hitRate, language),
              recentSessions: num(recent.data.basis.sessions, language),
              earlier: num(earlier.data.averagePerRound, language),
              earlierRate: pct(earlier.data.hitRate, language),
              earlierSessions: num(earlier.data.basis.sessions, language),
            })}
          </p>
          {/* per station and direction is the miss map's data (Pro Lane): locked with its upgrade link below it */}
          <TierGate feature="shot_patterns" compact>
            {table.length ? (
              <table className="st-table tr-trend">
                <caption className="pr-muted">{t('tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="ui-sr-only">{t('stationAndDirection')}</span>
                    </th>
                    <th scope="col">{t('earlier')}</th>
                    <th scope="col">{t('recent')}</th>
                    <th scope="col">{t('change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {table.map((r) => (
                    <tr key={r.label}>
                      <th scope="row">{r.label}</th>
                      <td>{pct(r.a, language)}</td>
                      <td>{pct(r.b, language)}</td>
                      <td className={r.d == null ? undefined : r.d >= 0 ? 'tr-change--up' : 'tr-change--down'}>
                        {r.d == null ? '–' : t('points', { points: `${r.d > 0 ? '+' : ''}${num(r.d, language)}` })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="pr-muted">{t('tableEmpty')}</p>
            )}
          </TierGate>
        </>
      ) : null}
    </Card>
  );
}
