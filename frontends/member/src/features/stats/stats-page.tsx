import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutPath, DISCIPLINE_RULES, DISCIPLINES, tierIncludes, type Discipline } from '@trap/contracts';
import {
  Button,
  Card,
  Container,
  FormField,
  Input,
  Spinner,
  TierGate,
  errorMessage,
  formatDate,
  formatNumber,
  useMemberTier,
  urlOf,
  Select,
  type Language,
} from '@trap/ui';
import { practiceApi } from '@trap/contracts/api/route-paths';
import { NO_FILTERS, pct, statsInput, statsQuery, type PracticeStatsBody, type StatsFilters } from '../../shared/stats/stats-api.ts';
import { MissMap } from '../../shared/stats/miss-map.tsx';
import { useMemberT } from '../../shared/i18n/member-texts.ts';
import '../../shared/styles/page.css';
import '../../shared/stats/stats.css';

// recharts is big (~110 KB compressed): it loads only when the charts come near the screen (see WhenNear).
const StatsCharts = lazy(() => import('./stats-charts.tsx'));

/**
 * Renders its children once its place comes within half a screen of the viewport: the charts sit below
 * the filters and the cards, so a phone's first screen does not fetch recharts. Without an
 * IntersectionObserver (old browsers, jsdom) they render at once.
 */
function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '0px 0px 50% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} className="st-charts-place" />;
}

// a calendar day of India: noon there is the same day on India's clock, whatever the browser's zone
const dateText = (iso: string, language: Language) => formatDate(`${iso.slice(0, 10)}T12:00:00+05:30`, language);

/** /practice/stats (My Stats): every number derived from the member's logged targets. */
export default function StatsPage() {
  const [filters, setFilters] = useState<StatsFilters>(NO_FILTERS);
  const stats = useQuery({ ...statsQuery(filters), placeholderData: keepPreviousData });
  const set = (change: Partial<StatsFilters>) => setFilters((f) => ({ ...f, ...change }));
  const tier = useMemberTier();
  const { t, language } = useMemberT();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('stats.title')}</h1>
          <Link to="/practice">{t('stats.practiceLink')}</Link>
        </header>
        <Card aria-label={t('stats.filters')}>
          <div className="st-filters">
            <FormField label={t('stats.discipline')}>
              <Select value={filters.discipline} onChange={(e) => set({ discipline: e.target.value as '' | Discipline })}>
                <option value="">{t('stats.allDisciplines')}</option>
                {DISCIPLINES.map((d) => (
                  <option key={d} value={d}>
                    {DISCIPLINE_RULES[d].label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('stats.from')}>
              <Input type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
            </FormField>
            <FormField label={t('stats.to')}>
              <Input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
            </FormField>
            <FormField label={t('stats.location')}>
              <Input
                value={filters.location}
                placeholder={t('stats.anyRange')}
                maxLength={200}
                onChange={(e) => set({ location: e.target.value })}
              />
            </FormField>
            <FormField label={t('stats.compareFrom')}>
              <Input type="date" value={filters.compareFrom} onChange={(e) => set({ compareFrom: e.target.value })} />
            </FormField>
            <FormField label={t('stats.compareTo')}>
              <Input type="date" value={filters.compareTo} onChange={(e) => set({ compareTo: e.target.value })} />
            </FormField>
            {/* the CSV export is Shooter's Circle's (tier table): a lower tier gets the upgrade link instead of a refused download */}
            {tierIncludes(tier, 'shooters_circle') ? (
              <Button asChild variant="outline">
                <a href={urlOf(practiceApi.getStatsCsv, statsInput({ ...filters, compareFrom: '', compareTo: '' }))} download>
                  {t('stats.exportCsv')}
                </a>
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={checkoutPath('shooters_circle')}>{t('stats.exportCsvUpgrade')}</Link>
              </Button>
            )}
          </div>
        </Card>
        {stats.isPending ? <Spinner /> : null}
        {stats.isError ? <p className="pr-error">{errorMessage(stats.error)}</p> : null}
        {stats.data?.historyLimit ? (
          <p className="pr-muted" role="note">
            {t('stats.historyLimit', {
              days: formatNumber(stats.data.historyLimit.days, language),
              from: dateText(stats.data.historyLimit.from, language),
            })}{' '}
            <Link to={checkoutPath(stats.data.historyLimit.fullHistoryTier)}>{t('stats.historyUpgrade')}</Link>
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
  const { t, language } = useMemberT();
  const n = (value: number) => formatNumber(value, language);
  const b = stats.barrels;
  const best = stats.best.round;
  if (stats.basis.sessions === 0)
    return (
      <Card>
        <p>{t('stats.empty')}</p>
        <p>
          <Link to="/practice">{t('stats.emptyLink')}</Link>
          {t('stats.emptyAfter')}
        </p>
      </Card>
    );
  return (
    <>
      <p className="st-basis" role="note">
        {stats.basis.note}
      </p>
      <div className="st-cards">
        <StatCard
          label={t('stats.averagePerRound')}
          value={stats.averagePerRound == null ? '–' : n(stats.averagePerRound)}
          sub={t('stats.hitRateSub', { rate: pct(stats.hitRate) })}
        />
        <StatCard
          label={t('stats.bestRound')}
          value={best ? `${n(best.kills)}/${n(best.targets)}` : '–'}
          sub={best ? dateText(best.date, language) : undefined}
        />
        <StatCard
          label={t('stats.sessions')}
          value={n(stats.basis.sessions)}
          sub={t('stats.roundsSub', { rounds: n(stats.basis.rounds) })}
        />
        <StatCard
          label={t('stats.barrels')}
          value={`${n(b.first)} / ${n(b.second)}`}
          sub={t('stats.firstBarrelSub', { rate: pct(b.firstBarrelRate) })}
        />
        <StatCard label={t('stats.longestRun')} value={n(stats.longestRun)} sub={t('stats.consecutiveHits')} />
        {stats.dtl ? (
          <StatCard
            label={t('stats.dtl')}
            value={t('stats.dtlValue', { written: stats.dtl.written })}
            sub={t('stats.dtlSub', { maxPoints: n(stats.dtl.maxPoints) })}
          />
        ) : null}
      </div>
      <WhenNear>
        <Suspense fallback={<Spinner />}>
          <StatsCharts stats={stats} />
        </Suspense>
      </WhenNear>
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
  const { t, language } = useMemberT();
  const n = (value: number) => formatNumber(value, language);
  const orDash = (value: number | null) => (value == null ? '–' : n(value));
  const ratePoints = (x: number) => t('stats.ratePoints', { points: n(Math.round(x * 100)) });
  const rows: [string, string, string, string][] = [
    [t('stats.sessions'), n(a.sessions), n(b.sessions), signed(b.sessions - a.sessions, n)],
    [t('stats.averagePerRound'), orDash(a.averagePerRound), orDash(b.averagePerRound), signed(change.averagePerRound, n)],
    [t('stats.hitRate'), pct(a.hitRate), pct(b.hitRate), signed(change.hitRate, ratePoints)],
    [t('stats.firstBarrelRate'), pct(a.firstBarrelRate), pct(b.firstBarrelRate), signed(change.firstBarrelRate, ratePoints)],
  ];
  return (
    <Card aria-labelledby="st-compare">
      <h2 id="st-compare" className="pr-h2">
        {t('stats.compareTitle')}
      </h2>
      <table className="st-table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('stats.selectedPeriod')}</th>
            <th scope="col">{t('stats.comparisonPeriod')}</th>
            <th scope="col">{t('stats.change')}</th>
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
