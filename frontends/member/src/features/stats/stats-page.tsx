import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutPath, DISCIPLINE_RULES, DISCIPLINES, tierIncludes, type Discipline } from '@trap/contracts';
import { Button, Card, Container, FormField, Input, Spinner, TierGate, errorMessage, useMemberTier, urlOf, Select } from '@trap/ui';
import { practiceApi } from '@trap/contracts/api/route-paths';
import { NO_FILTERS, pct, statsInput, statsQuery, type PracticeStatsBody, type StatsFilters } from '../../shared/stats/stats-api.ts';
import { MissMap } from '../../shared/stats/miss-map.tsx';
import '../../shared/styles/page.css';
import '../../shared/stats/stats.css';

// recharts is big: it loads only when the charts are on screen.
const StatsCharts = lazy(() => import('./stats-charts.tsx'));

const dateText = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** /practice/stats (My Stats): every number derived from the member's logged targets. */
export default function StatsPage() {
  const [filters, setFilters] = useState<StatsFilters>(NO_FILTERS);
  const stats = useQuery({ ...statsQuery(filters), placeholderData: keepPreviousData });
  const set = (change: Partial<StatsFilters>) => setFilters((f) => ({ ...f, ...change }));
  const tier = useMemberTier();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">My Stats</h1>
          <Link to="/practice">← Log Practice</Link>
        </header>
        <Card aria-label="Filters">
          <div className="st-filters">
            <FormField label="Discipline">
              <Select value={filters.discipline} onChange={(e) => set({ discipline: e.target.value as '' | Discipline })}>
                <option value="">All disciplines</option>
                {DISCIPLINES.map((d) => (
                  <option key={d} value={d}>
                    {DISCIPLINE_RULES[d].label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="From">
              <Input type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
            </FormField>
            <FormField label="To">
              <Input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
            </FormField>
            <FormField label="Location">
              <Input value={filters.location} placeholder="Any range" maxLength={200} onChange={(e) => set({ location: e.target.value })} />
            </FormField>
            <FormField label="Compare with: from">
              <Input type="date" value={filters.compareFrom} onChange={(e) => set({ compareFrom: e.target.value })} />
            </FormField>
            <FormField label="Compare with: to">
              <Input type="date" value={filters.compareTo} onChange={(e) => set({ compareTo: e.target.value })} />
            </FormField>
            {/* the CSV export is Shooter's Circle's (tier table): a lower tier gets the upgrade link instead of a refused download */}
            {tierIncludes(tier, 'shooters_circle') ? (
              <Button asChild variant="outline">
                <a href={urlOf(practiceApi.getStatsCsv, statsInput({ ...filters, compareFrom: '', compareTo: '' }))} download>
                  Export CSV
                </a>
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={checkoutPath('shooters_circle')}>Export CSV with Shooter&apos;s Circle</Link>
              </Button>
            )}
          </div>
        </Card>
        {stats.isPending ? <Spinner /> : null}
        {stats.isError ? <p className="pr-error">{errorMessage(stats.error)}</p> : null}
        {stats.data?.historyLimit ? (
          <p className="pr-muted" role="note">
            Range Pass shows your stats of the last {stats.data.historyLimit.days} days (from {stats.data.historyLimit.from}).{' '}
            <Link to={checkoutPath(stats.data.historyLimit.fullHistoryTier)}>Upgrade to Shooter&apos;s Circle for your full history</Link>
          </p>
        ) : null}
        {stats.data ? <StatsBody stats={stats.data} /> : null}
      </div>
    </Container>
  );
}

function StatCard({ label, value, sub }: { label: string; value: string | number; sub?: string }) {
  return (
    <Card className="st-card" role="group" aria-label={label}>
      <span className="st-card__label">{label}</span>
      <span className="st-card__value">{value}</span>
      {sub ? <span className="st-card__sub">{sub}</span> : null}
    </Card>
  );
}

function StatsBody({ stats }: { stats: PracticeStatsBody }) {
  const b = stats.barrels;
  const best = stats.best.round;
  if (stats.basis.sessions === 0)
    return (
      <Card>
        <p>No sessions match these filters yet.</p>
        <p>
          <Link to="/practice">Log a practice session</Link> and your statistics appear here.
        </p>
      </Card>
    );
  return (
    <>
      <p className="st-basis" role="note">
        {stats.basis.note}
      </p>
      <div className="st-cards">
        <StatCard label="Average per round" value={stats.averagePerRound ?? '–'} sub={`hit rate ${pct(stats.hitRate)}`} />
        <StatCard label="Best round" value={best ? `${best.kills}/${best.targets}` : '–'} sub={best ? dateText(best.date) : undefined} />
        <StatCard label="Sessions" value={stats.basis.sessions} sub={`${stats.basis.rounds} rounds`} />
        <StatCard label="1st vs 2nd barrel kills" value={`${b.first} / ${b.second}`} sub={`first-barrel rate ${pct(b.firstBarrelRate)}`} />
        <StatCard label="Longest run" value={stats.longestRun} sub="consecutive hits" />
        {stats.dtl ? <StatCard label="Down-The-Line" value={`DTL ${stats.dtl.written}`} sub={`of ${stats.dtl.maxPoints} points`} /> : null}
      </div>
      <Suspense fallback={<Spinner />}>
        <StatsCharts stats={stats} />
      </Suspense>
      {stats.comparison ? <Comparison comparison={stats.comparison} /> : null}
      {/* miss maps are Pro Lane's (tier table) */}
      <TierGate feature="shot_patterns" compact>
        <MissMap byStation={stats.byStation} byDirection={stats.byDirection} />
      </TierGate>
    </>
  );
}

const signed = (n: number | null, f: (x: number) => string) => (n == null ? '–' : `${n > 0 ? '+' : ''}${f(n)}`);

/** The selected period against the comparison period (the server computes B minus A). */
function Comparison({ comparison }: { comparison: NonNullable<PracticeStatsBody['comparison']> }) {
  const { a, b, change } = comparison;
  const rows: [string, string, string, string][] = [
    ['Sessions', String(a.sessions), String(b.sessions), signed(b.sessions - a.sessions, String)],
    ['Average per round', String(a.averagePerRound ?? '–'), String(b.averagePerRound ?? '–'), signed(change.averagePerRound, String)],
    ['Hit rate', pct(a.hitRate), pct(b.hitRate), signed(change.hitRate, (x) => `${Math.round(x * 100)} pts`)],
    [
      'First-barrel rate',
      pct(a.firstBarrelRate),
      pct(b.firstBarrelRate),
      signed(change.firstBarrelRate, (x) => `${Math.round(x * 100)} pts`),
    ],
  ];
  return (
    <Card aria-labelledby="st-compare">
      <h2 id="st-compare" className="pr-h2">
        Comparison between periods
      </h2>
      <table className="st-table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">Selected period</th>
            <th scope="col">Comparison period</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, x, y, d]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{x}</td>
              <td>{y}</td>
              <td>{d}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
