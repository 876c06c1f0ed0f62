import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDayMonth, formatShortMonth, type Language } from '@trap/ui';
import type { PracticeStatsBody } from '../../shared/stats/stats-api.ts';
import { AverageTrendChart } from '../../shared/stats/average-trend-chart.tsx';
import { useTrainingProgressT } from './texts/texts.ts';

// a calendar day (midday UTC, the same day in India) and a month (mid-month), as short as a chart's axis needs them
const shortDate = (day: string, language: Language) => formatDayMonth(`${day.slice(0, 10)}T12:00:00Z`, language);
const monthText = (month: string, language: Language) => formatShortMonth(`${month}-15T12:00:00Z`, language);

/** Scores per session and per month; its own chunk so recharts loads only here. */
export default function ProgressCharts({ stats }: { stats: PracticeStatsBody }) {
  const { t, language } = useTrainingProgressT();
  const sessions = stats.trend.bySession.map((s) => ({ date: shortDate(s.date, language), average: s.averagePerRound }));
  const months = stats.trend.byMonth.map((m) => ({ month: monthText(m.month, language), average: m.averagePerRound, sessions: m.sessions }));
  return (
    <div className="st-charts">
      <figure className="tr-pattern" aria-labelledby="tp-c1">
        <h3 id="tp-c1" className="pr-h2">
          {t('chartSessions')}
        </h3>
        <AverageTrendChart data={sessions} name={t('averagePerRound')} />
      </figure>
      <figure className="tr-pattern" aria-labelledby="tp-c2">
        <h3 id="tp-c2" className="pr-h2">
          {t('chartMonths')}
        </h3>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={months} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" fontSize={12} />
            <YAxis domain={[0, 'auto']} fontSize={12} />
            <Tooltip />
            <Bar dataKey="average" name={t('averagePerRound')} fill="var(--color-secondary)" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
