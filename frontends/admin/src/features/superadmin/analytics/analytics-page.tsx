import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics, AnalyticsMetric, RetentionCohort } from '@trap/contracts';
import { Card, FormField, INTL_LOCALE, ListState, Select, formatNumber, type Language } from '@trap/ui';
import { rupees, superadminQueries } from '../superadmin-api.ts';
import { useAnalyticsT } from './texts/texts.ts';
import './analytics.css';

const PERIODS = [
  { days: 7, labelKey: 'periods.last7' },
  { days: 30, labelKey: 'periods.last30' },
  { days: 90, labelKey: 'periods.last90' },
] as const;

// A chart's day ("7 Dec") and a cohort's month ("Dec 2026") in the page's language: @trap/ui's formatters
// have no day without its year nor a short month, so these two are Intl's with the same locales.
const shortDay = (day: string, language: Language) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(INTL_LOCALE[language], { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = (month: string, language: Language) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(INTL_LOCALE[language], { month: 'short', year: 'numeric', timeZone: 'UTC' });

function PeriodSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useAnalyticsT();
  return (
    <Select className="sa-an-period" value={days} onChange={(e) => onChange(Number(e.target.value))}>
      {PERIODS.map((p) => (
        <option key={p.days} value={p.days}>
          {t(p.labelKey)}
        </option>
      ))}
    </Select>
  );
}

const PRIMARY = 'var(--color-primary, #0f3460)';
const SECONDARY = 'var(--color-secondary, #e94560)';
const AXIS = { fontSize: 12 };

type Row = { day: string } & Record<AnalyticsMetric, number>;

/** One chart: its heading with the period's figures, a summary for screen readers, or a line saying there is nothing yet. */
function ChartCard({
  title,
  figures,
  summary,
  empty,
  children,
}: {
  title: string;
  figures: string;
  summary: string;
  empty: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const { t } = useAnalyticsT();
  return (
    <Card className="sa-an-card">
      <section aria-labelledby={id} className="sa-an-chart">
        <h3 id={id}>{title}</h3>
        <p className="sa-an-figures">{figures}</p>
        {empty ? (
          <p className="sa-muted">{t('nothing')}</p>
        ) : (
          <figure className="sa-an-plot" role="img" aria-label={summary}>
            <ResponsiveContainer width="100%" height={220}>
              {children}
            </ResponsiveContainer>
          </figure>
        )}
      </section>
    </Card>
  );
}

function Charts({ data }: { data: Analytics }) {
  const { t, language } = useAnalyticsT();
  const count = (n: number) => formatNumber(n, language);
  const money = (paise: number) => rupees(paise, language);
  const rows: Row[] = data.days.map((day, i) => ({
    day: shortDay(day, language),
    ...(Object.fromEntries(Object.entries(data.series).map(([k, v]) => [k, v[i] ?? 0])) as Record<AnalyticsMetric, number>),
  }));
  const total = (m: AnalyticsMetric) => data.totals[m] ?? 0;
  const range = t('range', { from: shortDay(data.days[0]!, language), to: shortDay(data.days[data.days.length - 1]!, language) });
  const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} />;
  const x = <XAxis dataKey="day" tick={AXIS} minTickGap={16} />;
  const margin = { top: 8, right: 8, bottom: 0, left: -12 };
  return (
    <div className="sa-an-grid">
      <ChartCard
        title={t('signups.title')}
        figures={t('signups.figures', { n: count(total('signups')) })}
        summary={t('signups.summary', { range, n: count(total('signups')) })}
        empty={!total('signups')}
      >
        <BarChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="signups" name={t('signups.series')} fill={PRIMARY} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={t('paying.title')}
        figures={t('paying.figures', { now: count(total('paying_members')), payments: count(total('paid_invoices')) })}
        summary={t('paying.summary', { range, now: count(total('paying_members')) })}
        empty={!total('paying_members') && !data.series.paying_members?.some(Boolean)}
      >
        <LineChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} domain={[0, 'auto']} />
          <Tooltip />
          <Line type="monotone" dataKey="paying_members" name={t('paying.series')} stroke={PRIMARY} strokeWidth={2} dot={false} />
        </LineChart>
      </ChartCard>
      <ChartCard
        title={t('revenue.title')}
        figures={t('revenue.figures', { amount: money(total('revenue_paise')), payments: count(total('paid_invoices')) })}
        summary={t('revenue.summary', { range, amount: money(total('revenue_paise')) })}
        empty={!total('revenue_paise')}
      >
        <BarChart data={rows.map((r) => ({ ...r, revenue: r.revenue_paise / 100 }))} margin={{ ...margin, left: 4 }}>
          {grid}
          {x}
          <YAxis tick={AXIS} tickFormatter={(v: number) => t('revenue.tick', { n: count(v / 1000) })} />
          <Tooltip formatter={(v) => money(Number(v) * 100)} />
          <Bar dataKey="revenue" name={t('revenue.series')} fill={PRIMARY} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={t('sessions.title')}
        figures={t('sessions.figures', { sessions: count(total('sessions_logged')), targets: count(total('targets_logged')) })}
        summary={t('sessions.summary', { range, sessions: count(total('sessions_logged')), targets: count(total('targets_logged')) })}
        empty={!total('sessions_logged')}
      >
        <ComposedChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis yAxisId="sessions" tick={AXIS} allowDecimals={false} />
          <YAxis yAxisId="targets" orientation="right" tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar yAxisId="sessions" dataKey="sessions_logged" name={t('sessions.sessions')} fill={PRIMARY} />
          <Line yAxisId="targets" type="monotone" dataKey="targets_logged" name={t('sessions.targets')} stroke={SECONDARY} strokeWidth={2} dot={false} />
        </ComposedChart>
      </ChartCard>
      <ChartCard
        title={t('forum.title')}
        figures={t('forum.figures', { topics: count(total('forum_topics')), replies: count(total('forum_replies')) })}
        summary={t('forum.summary', { range, topics: count(total('forum_topics')), replies: count(total('forum_replies')) })}
        empty={!total('forum_topics') && !total('forum_replies')}
      >
        <BarChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="forum_topics" name={t('forum.topics')} stackId="forum" fill={PRIMARY} />
          <Bar dataKey="forum_replies" name={t('forum.replies')} stackId="forum" fill={SECONDARY} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={t('views.title')}
        figures={t('views.figures', { n: count(total('content_views')) })}
        summary={t('views.summary', { range, n: count(total('content_views')) })}
        empty={!total('content_views')}
      >
        <LineChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Line type="monotone" dataKey="content_views" name={t('views.series')} stroke={PRIMARY} strokeWidth={2} dot={false} />
        </LineChart>
      </ChartCard>
    </div>
  );
}

/** Retention by sign-up month: a cohort table, each later month as a share of the month's sign-ups. */
function Retention({ cohorts }: { cohorts: RetentionCohort[] }) {
  const shown = cohorts.filter((c) => c.signups > 0);
  const { t, language } = useAnalyticsT();
  const count = (n: number) => formatNumber(n, language);
  const width = Math.max(0, ...shown.map((c) => c.active.length));
  return (
    <Card className="sa-an-card">
      <section aria-labelledby="sa-an-retention" className="sa-an-chart">
        <h3 id="sa-an-retention">{t('retention.title')}</h3>
        <p className="sa-muted">{t('retention.intro')}</p>
        {shown.length === 0 ? (
          <p className="sa-muted">{t('retention.none')}</p>
        ) : (
          <div className="sa-an-scroll" tabIndex={0} role="region" aria-label={t('retention.table')}>
            <table className="sa-an-table">
              <thead>
                <tr>
                  <th scope="col">{t('retention.month')}</th>
                  <th scope="col">{t('retention.members')}</th>
                  {Array.from({ length: width }, (_, k) => (
                    <th scope="col" key={k}>
                      {t('retention.monthN', { n: count(k + 1) })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.month}>
                    <th scope="row">{monthLabel(c.month, language)}</th>
                    <td>{count(c.signups)}</td>
                    {Array.from({ length: width }, (_, k) => {
                      const n = c.active[k];
                      if (n === undefined) return <td key={k} aria-label={t('retention.notYet')} />;
                      const share = Math.round((n / c.signups) * 100);
                      return (
                        <td
                          key={k}
                          title={t('retention.cell', { n: count(n), total: count(c.signups) })}
                          style={{ ['--share' as string]: `${Math.round(share * 0.4)}%` }}
                          className="sa-an-cell"
                        >
                          {count(share)}%
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Card>
  );
}

/** Super-admin Analytics: the analytics read model's series over a chosen period, and retention. */
export default function SuperAdminAnalytics() {
  const [days, setDays] = useState(30);
  const data = useQuery({
    ...superadminQueries.analytics(days),
    placeholderData: (previous) => previous,
  });
  const { t } = useAnalyticsT();
  return (
    <div className="sa-page">
      <h2>{t('title')}</h2>
      <FormField label={t('period')}>
        <PeriodSelect days={days} onChange={setDays} />
      </FormField>
      <ListState query={data} loading={t('loading')} what={t('what')}>
        {(d) => (
          <>
            <Charts data={d} />
            <Retention cohorts={d.retention ?? []} />
          </>
        )}
      </ListState>
    </div>
  );
}
