import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tierFeature, tierIncludes } from '@trap/contracts';
import { Card, formatDate, formatNumber, useMemberTier } from '@trap/ui';
import { useMemberT } from '../../shared/i18n/member-texts.ts';
import type { PracticeStatsBody } from '../../shared/stats/stats-api.ts';
import { AverageTrendChart } from '../../shared/stats/average-trend-chart.tsx';

const ratePoints = (buckets: PracticeStatsBody['byStation'], label: (k: string) => string) =>
  buckets.map((b) => ({ name: label(b.key), rate: b.rate == null ? 0 : Math.round(b.rate * 100), targets: b.targets }));

/** The trend and the hit rates; its own chunk so recharts loads only here. */
export default function StatsCharts({ stats }: { stats: PracticeStatsBody }) {
  const { t, language } = useMemberT();
  // a calendar day of India (noon there is the same day on India's clock), the axis without the year as before
  const dayOf = (iso: string) => formatDate(`${iso.slice(0, 10)}T12:00:00+05:30`, language).replace(/\s+\d{4}$/, '');
  const trend = stats.trend.bySession.map((s) => ({ date: dayOf(s.date), average: s.averagePerRound }));
  const stations = ratePoints(stats.byStation, (k) => t('stats.stationName', { station: k }));
  const directionLabel: Record<string, string> = {
    left: t('directions.left'),
    straight: t('directions.straight'),
    right: t('directions.right'),
  };
  const order = ['left', 'straight', 'right'];
  const sortedDirections = [...stats.byDirection].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  const directions = ratePoints(sortedDirections, (k) => directionLabel[k] ?? k);
  const slope = stats.trend.slopePerMonth;
  // hit rates per station and direction are the miss map's (Pro Lane): below it the service leaves them out and the locked map says so
  const perStation = tierIncludes(useMemberTier(), tierFeature('shot_patterns').tier);
  return (
    <div className="st-charts">
      <Card className="st-chart" aria-labelledby="st-trend">
        <h2 id="st-trend" className="pr-h2">
          {t('stats.trendTitle')}
        </h2>
        {slope != null ? (
          <p className="pr-muted">
            {slope >= 0
              ? t('stats.trendUp', { targets: formatNumber(slope, language) })
              : t('stats.trendDown', { targets: formatNumber(-slope, language) })}
          </p>
        ) : null}
        <AverageTrendChart data={trend} name={t('stats.averagePerRound')} />
      </Card>
      {perStation ? (
        <>
          <HitRateChart id="st-stations" title={t('stats.perStation')} points={stations} fill="var(--color-primary)">
            {t('stats.perStationEmpty')}
          </HitRateChart>
          <HitRateChart id="st-directions" title={t('stats.perDirection')} points={directions} fill="var(--color-secondary)">
            {t('stats.perDirectionEmpty')}
          </HitRateChart>
        </>
      ) : null}
    </div>
  );
}

/** One hit-rate bar chart (per station, per direction); `children` is what it says when there is nothing to draw. */
function HitRateChart({
  id,
  title,
  points,
  fill,
  children,
}: {
  id: string;
  title: string;
  points: ReturnType<typeof ratePoints>;
  fill: string;
  children: ReactNode;
}) {
  const { t } = useMemberT();
  return (
    <Card className="st-chart" aria-labelledby={id}>
      <h2 id={id} className="pr-h2">
        {title}
      </h2>
      {points.length ? (
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" fontSize={12} />
            <YAxis domain={[0, 100]} unit="%" fontSize={12} />
            <Tooltip formatter={(v) => `${String(v)}%`} />
            <Bar dataKey="rate" name={t('stats.hitRate')} fill={fill} />
          </BarChart>
        </ResponsiveContainer>
      ) : (
        <p className="pr-muted">{children}</p>
      )}
    </Card>
  );
}
