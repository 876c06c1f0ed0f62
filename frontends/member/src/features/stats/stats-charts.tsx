import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tierFeature, tierIncludes } from '@trap/contracts';
import { Card, useMemberTier } from '@trap/ui';
import type { PracticeStatsBody } from '../../shared/stats/stats-api.ts';

const shortDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
const ratePoints = (buckets: PracticeStatsBody['byStation'], label: (k: string) => string) =>
  buckets.map((b) => ({ name: label(b.key), rate: b.rate == null ? 0 : Math.round(b.rate * 100), targets: b.targets }));

/** The trend and the hit rates; its own chunk so recharts loads only here. */
export default function StatsCharts({ stats }: { stats: PracticeStatsBody }) {
  const trend = stats.trend.bySession.map((s) => ({ date: shortDate(s.date), average: s.averagePerRound }));
  const stations = ratePoints(stats.byStation, (k) => `Station ${k}`);
  const order = ['left', 'straight', 'right'];
  const sortedDirections = [...stats.byDirection].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  const directions = ratePoints(sortedDirections, (k) => k[0]!.toUpperCase() + k.slice(1));
  const slope = stats.trend.slopePerMonth;
  // hit rates per station and direction are the miss map's (Pro Lane): below it the service leaves them out and the locked map says so
  const perStation = tierIncludes(useMemberTier(), tierFeature('shot_patterns').tier);
  return (
    <div className="st-charts">
      <Card className="st-chart" aria-labelledby="st-trend">
        <h2 id="st-trend" className="pr-h2">
          Trend: average per round
        </h2>
        {slope != null ? (
          <p className="pr-muted">
            {slope >= 0 ? 'Up' : 'Down'} {Math.abs(slope)} targets per round a month
          </p>
        ) : null}
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={trend} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" fontSize={12} />
            <YAxis domain={[0, 'auto']} fontSize={12} allowDecimals={false} />
            <Tooltip />
            <Line
              type="monotone"
              dataKey="average"
              name="Average per round"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={trend.length < 40}
            />
          </LineChart>
        </ResponsiveContainer>
      </Card>
      {perStation ? (
        <>
          <HitRateChart id="st-stations" title="Hit rate per station" points={stations} fill="var(--color-primary)">
            No rounds scored target by target with stations.
          </HitRateChart>
          <HitRateChart id="st-directions" title="Hit rate per direction" points={directions} fill="var(--color-secondary)">
            No directions logged yet: tap Left, Straight or Right before the outcome while scoring.
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
            <Bar dataKey="rate" name="Hit rate" fill={fill} />
          </BarChart>
        </ResponsiveContainer>
      ) : (
        <p className="pr-muted">{children}</p>
      )}
    </Card>
  );
}
