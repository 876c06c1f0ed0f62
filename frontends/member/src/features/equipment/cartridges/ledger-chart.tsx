import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';
import { count, shortMonthText } from '../texts/words.ts';
import type { CartridgeSummary } from './cartridges-api.ts';

/** What the cartridges used each month cost (at the average price paid); its own chunk so recharts loads only here. */
export default function LedgerChart({ months }: { months: CartridgeSummary['months'] }) {
  const { t, language } = useEquipmentT();
  const data = months.map((m) => ({ month: shortMonthText(m.month, language), cost: m.cost ?? 0, used: m.used }));
  const name = t('cartridges.chart.costOfUse');
  return (
    <ResponsiveContainer width="100%" height={200}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" fontSize={11} interval="preserveStartEnd" />
        <YAxis fontSize={11} width={56} tickFormatter={(v: number) => `₹${count(Math.round(v / 1000), language)}k`} />
        <Tooltip
          formatter={(value, _name, item) => [
            t('cartridges.chart.tooltip', {
              cost: formatRupees(Number(value), language),
              n: count((item.payload as { used: number }).used, language),
            }),
            name,
          ]}
        />
        <Bar dataKey="cost" name={name} fill="var(--color-primary)" />
      </BarChart>
    </ResponsiveContainer>
  );
}
