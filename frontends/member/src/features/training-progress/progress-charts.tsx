import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PracticeStatsBody } from '../../shared/stats/stats-api.ts';
import { AverageTrendChart } from '../../shared/stats/average-trend-chart.tsx';

const shortDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
const monthText = (m: string) => new Date(`${m}-15T12:00:00`).toLocaleDateString(undefined, { month: 'short', year: '2-digit' });

/** Scores per session and per month; its own chunk so recharts loads only here. */
export default function ProgressCharts({ stats }: { stats: PracticeStatsBody }) {
  const sessions = stats.trend.bySession.map((s) => ({ date: shortDate(s.date), average: s.averagePerRound }));
  const months = stats.trend.byMonth.map((m) => ({ month: monthText(m.month), average: m.averagePerRound, sessions: m.sessions }));
  return (
    <div className="st-charts">
      <figure className="tr-pattern" aria-labelledby="tp-c1">
        <h3 id="tp-c1" className="pr-h2">
          Average per round, session by session
        </h3>
        <AverageTrendChart data={sessions} name="Average per round" />
      </figure>
      <figure className="tr-pattern" aria-labelledby="tp-c2">
        <h3 id="tp-c2" className="pr-h2">
          Average per round by month
        </h3>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={months} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" fontSize={12} />
            <YAxis domain={[0, 'auto']} fontSize={12} />
            <Tooltip />
            <Bar dataKey="average" name="Average per round" fill="var(--color-secondary)" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
