import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tierFeature, tierIncludes } from '@trap/contracts';
import { Card, useMemberTier } from '@trap/ui';
import type { PracticeStatsBody } from '../../shared/stats/stats-api.ts';

const shortDate = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
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
            <Line type="monotone" dataKey="average" name="Average per round" stroke="var(--color-primary)" strokeWidth={2} dot={trend.length < 40} />
          </LineChart>
        </ResponsiveContainer>
      </Card>
      {perStation ? (
        <>
          <Card className="st-chart" aria-labelledby="st-stations">
            <h2 id="st-stations" className="pr-h2">
              Hit rate per station
            </h2>
            {stations.length ? (
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={stations} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="name" fontSize={12} />
                  <YAxis domain={[0, 100]} unit="%" fontSize={12} />
                  <Tooltip formatter={(v) => `${String(v)}%`} />
                  <Bar dataKey="rate" name="Hit rate" fill="var(--color-primary)" />
                </BarChart>
              </ResponsiveContainer>
            ) : (
              <p className="pr-muted">No rounds scored target by target with stations.</p>
            )}
          </Card>
          <Card className="st-chart" aria-labelledby="st-directions">
            <h2 id="st-directions" className="pr-h2">
              Hit rate per direction
            </h2>
            {directions.length ? (
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={directions} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="name" fontSize={12} />
                  <YAxis domain={[0, 100]} unit="%" fontSize={12} />
                  <Tooltip formatter={(v) => `${String(v)}%`} />
                  <Bar dataKey="rate" name="Hit rate" fill="var(--color-secondary)" />
                </BarChart>
              </ResponsiveContainer>
            ) : (
              <p className="pr-muted">No directions logged yet: tap Left, Straight or Right before the outcome while scoring.</p>
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}
