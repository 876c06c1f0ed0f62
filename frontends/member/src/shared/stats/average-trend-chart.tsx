import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The average per round, session by session: the trend line of My Stats and of Training Progress
 * (dots while there are fewer than 40 sessions). Only the screens' recharts chunks import it.
 */
export function AverageTrendChart({ data, name }: { data: { date: string; average: number | null }[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" fontSize={12} />
        <YAxis domain={[0, 'auto']} fontSize={12} allowDecimals={false} />
        <Tooltip />
        <Line type="monotone" dataKey="average" name={name} stroke="var(--color-primary)" strokeWidth={2} dot={data.length < 40} />
      </LineChart>
    </ResponsiveContainer>
  );
}
