/** The period a digest run covers; one e-mail per subscriber per period key, ever. */
export function periodKey(frequency: 'daily' | 'weekly', at: Date, timeZone = 'Asia/Kolkata'): string {
  // the calendar date where the members live, not UTC
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .split('-')
    .map(Number) as [number, number, number];
  if (frequency === 'daily') return `daily-${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // ISO 8601 week: the week with the year's first Thursday is week 1
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `weekly-${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
