import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics, AnalyticsMetric, RetentionCohort } from '@trap/contracts';
import { Card, FormField, ListState, Select } from '@trap/ui';
import { rupees, superadminQueries } from '../superadmin-api.ts';
import './analytics.css';

const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function PeriodSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <Select className="sa-an-period" value={days} onChange={(e) => onChange(Number(e.target.value))}>
      {PERIODS.map((p) => (
        <option key={p.days} value={p.days}>
          {p.label}
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
  return (
    <Card className="sa-an-card">
      <section aria-labelledby={id} className="sa-an-chart">
        <h3 id={id}>{title}</h3>
        <p className="sa-an-figures">{figures}</p>
        {empty ? (
          <p className="sa-muted">Nothing recorded in this period yet.</p>
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
  const rows: Row[] = data.days.map((day, i) => ({
    day: shortDay(day),
    ...(Object.fromEntries(Object.entries(data.series).map(([k, v]) => [k, v[i] ?? 0])) as Record<AnalyticsMetric, number>),
  }));
  const t = (m: AnalyticsMetric) => data.totals[m] ?? 0;
  const range = `${shortDay(data.days[0]!)} to ${shortDay(data.days[data.days.length - 1]!)}`;
  const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} />;
  const x = <XAxis dataKey="day" tick={AXIS} minTickGap={16} />;
  const margin = { top: 8, right: 8, bottom: 0, left: -12 };
  return (
    <div className="sa-an-grid">
      <ChartCard
        title="Sign-ups"
        figures={`${count(t('signups'))} new members`}
        summary={`Sign-ups per day, ${range}: ${count(t('signups'))} in all`}
        empty={!t('signups')}
      >
        <BarChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="signups" name="Sign-ups" fill={PRIMARY} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Paying members"
        figures={`${count(t('paying_members'))} now · ${count(t('paid_invoices'))} payments in the period`}
        summary={`Paying members at the end of each day, ${range}: ${count(t('paying_members'))} now`}
        empty={!t('paying_members') && !data.series.paying_members?.some(Boolean)}
      >
        <LineChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} domain={[0, 'auto']} />
          <Tooltip />
          <Line type="monotone" dataKey="paying_members" name="Paying members" stroke={PRIMARY} strokeWidth={2} dot={false} />
        </LineChart>
      </ChartCard>
      <ChartCard
        title="Revenue"
        figures={`${rupees(t('revenue_paise'))} from ${count(t('paid_invoices'))} payments`}
        summary={`Revenue per day, ${range}: ${rupees(t('revenue_paise'))} in all`}
        empty={!t('revenue_paise')}
      >
        <BarChart data={rows.map((r) => ({ ...r, revenue: r.revenue_paise / 100 }))} margin={{ ...margin, left: 4 }}>
          {grid}
          {x}
          <YAxis tick={AXIS} tickFormatter={(v: number) => `₹${count(v / 1000)}k`} />
          <Tooltip formatter={(v) => rupees(Number(v) * 100)} />
          <Bar dataKey="revenue" name="Revenue" fill={PRIMARY} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Sessions and targets logged"
        figures={`${count(t('sessions_logged'))} sessions · ${count(t('targets_logged'))} targets`}
        summary={`Practice sessions and targets logged per day, ${range}: ${count(t('sessions_logged'))} sessions, ${count(t('targets_logged'))} targets`}
        empty={!t('sessions_logged')}
      >
        <ComposedChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis yAxisId="sessions" tick={AXIS} allowDecimals={false} />
          <YAxis yAxisId="targets" orientation="right" tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar yAxisId="sessions" dataKey="sessions_logged" name="Sessions" fill={PRIMARY} />
          <Line yAxisId="targets" type="monotone" dataKey="targets_logged" name="Targets" stroke={SECONDARY} strokeWidth={2} dot={false} />
        </ComposedChart>
      </ChartCard>
      <ChartCard
        title="Forum activity"
        figures={`${count(t('forum_topics'))} topics · ${count(t('forum_replies'))} replies`}
        summary={`New forum topics and replies per day, ${range}: ${count(t('forum_topics'))} topics, ${count(t('forum_replies'))} replies`}
        empty={!t('forum_topics') && !t('forum_replies')}
      >
        <BarChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="forum_topics" name="Topics" stackId="forum" fill={PRIMARY} />
          <Bar dataKey="forum_replies" name="Replies" stackId="forum" fill={SECONDARY} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Content views"
        figures={`${count(t('content_views'))} views of posts, podcasts, AMAs, tips, shooters and ranges`}
        summary={`Content views per day, ${range}: ${count(t('content_views'))} in all`}
        empty={!t('content_views')}
      >
        <LineChart data={rows} margin={margin}>
          {grid}
          {x}
          <YAxis tick={AXIS} allowDecimals={false} />
          <Tooltip />
          <Line type="monotone" dataKey="content_views" name="Views" stroke={PRIMARY} strokeWidth={2} dot={false} />
        </LineChart>
      </ChartCard>
    </div>
  );
}

/** Retention by sign-up month: a cohort table, each later month as a share of the month's sign-ups. */
function Retention({ cohorts }: { cohorts: RetentionCohort[] }) {
  const shown = cohorts.filter((c) => c.signups > 0);
  const width = Math.max(0, ...shown.map((c) => c.active.length));
  return (
    <Card className="sa-an-card">
      <section aria-labelledby="sa-an-retention" className="sa-an-chart">
        <h3 id="sa-an-retention">Retention by sign-up month</h3>
        <p className="sa-muted">
          Of the members who signed up in a month, the share active in each month after (logged a session or a competition, posted in the
          forum, or paid).
        </p>
        {shown.length === 0 ? (
          <p className="sa-muted">No sign-ups in the last twelve months yet.</p>
        ) : (
          <div className="sa-an-scroll" tabIndex={0} role="region" aria-label="Retention table">
            <table className="sa-an-table">
              <thead>
                <tr>
                  <th scope="col">Sign-up month</th>
                  <th scope="col">Members</th>
                  {Array.from({ length: width }, (_, k) => (
                    <th scope="col" key={k}>
                      Month {k + 1}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.month}>
                    <th scope="row">{monthLabel(c.month)}</th>
                    <td>{count(c.signups)}</td>
                    {Array.from({ length: width }, (_, k) => {
                      const n = c.active[k];
                      if (n === undefined) return <td key={k} aria-label="not yet" />;
                      const share = Math.round((n / c.signups) * 100);
                      return (
                        <td
                          key={k}
                          title={`${count(n)} of ${count(c.signups)}`}
                          style={{ ['--share' as string]: `${Math.round(share * 0.4)}%` }}
                          className="sa-an-cell"
                        >
                          {share}%
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
  return (
    <div className="sa-page">
      <h2>Analytics</h2>
      <FormField label="Period">
        <PeriodSelect days={days} onChange={setDays} />
      </FormField>
      <ListState query={data} loading="Loading analytics..." what="Analytics">
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
