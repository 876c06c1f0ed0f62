import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { count, monthText, rupees, type CartridgeSummary } from './cartridges-api.ts';

/** What the cartridges used each month cost (at the average price paid); its own chunk so recharts loads only here. */
export default function LedgerChart({ months }: { months: CartridgeSummary['months'] }) {
  const data = months.map((m) => ({ month: monthText(m.month), cost: m.cost ?? 0, used: m.used }));
  return (
    <ResponsiveContainer width="100%" height={200}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" fontSize={11} interval="preserveStartEnd" />
        <YAxis fontSize={11} width={56} tickFormatter={(v: number) => `₹${count(Math.round(v / 1000))}k`} />
        <Tooltip
          formatter={(value, _name, item) => [`${rupees(Number(value))} (${count((item.payload as { used: number }).used)} cartridges)`, 'Cost of use']}
        />
        <Bar dataKey="cost" name="Cost of use" fill="var(--color-primary)" />
      </BarChart>
    </ResponsiveContainer>
  );
}
