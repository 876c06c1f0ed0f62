/** IST days and months of the analytics read model. */
const IST_OFFSET_MS = 330 * 60_000;
export const istDay = (at: Date | string): string => new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
export const istMonth = (at: Date | string): string => istDay(at).slice(0, 7);
/** `YYYY-MM` plus n months */
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
export const monthsBetween = (a: string, b: string): number => {
  const [ay, am] = a.split('-').map(Number) as [number, number];
  const [by, bm] = b.split('-').map(Number) as [number, number];
  return by * 12 + bm - (ay * 12 + am);
};
