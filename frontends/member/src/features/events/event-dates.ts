import { istDayOf } from '@trap/contracts';

/** Events are in India: every date on these screens is shown in IST, whatever the device's zone. */
const TZ = 'Asia/Kolkata';
const fmt = (opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { timeZone: TZ, ...opts });
const dayFmt = fmt({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFmt = fmt({ hour: 'numeric', minute: '2-digit' });
const monthFmt = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export { istDayOf };

/** The IST month (YYYY-MM) of now. */
export const currentMonth = () => istDayOf(new Date()).slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** "December 2026" */
export const monthLabel = (month: string) => monthFmt.format(new Date(`${month}-01T00:00:00Z`));

/** "Sat, 12 Dec 2026" */
export const dayText = (iso: string) => dayFmt.format(new Date(iso));
/** "Sat, 12 Dec 2026" of a calendar day (YYYY-MM-DD) */
export const calendarDayText = (day: string) => dayFmt.format(new Date(`${day}T12:00:00+05:30`));

/** When an event happens, in words: "Sat, 12 Dec 2026, 9:30 am – 2:00 pm IST", "Mon, 5 Jan 2027 – Sat, 10 Jan 2027 (all day)". */
export function whenText(e: { startDate: string; endDate: string; allDay: boolean }): string {
  const firstDay = istDayOf(e.startDate);
  const lastDay = istDayOf(e.endDate);
  if (e.allDay)
    return firstDay === lastDay ? `${dayText(e.startDate)} (all day)` : `${dayText(e.startDate)} – ${dayText(e.endDate)} (all day)`;
  const start = `${dayText(e.startDate)}, ${timeFmt.format(new Date(e.startDate))}`;
  if (e.endDate === e.startDate) return `${start} IST`;
  if (firstDay === lastDay) return `${start} – ${timeFmt.format(new Date(e.endDate))} IST`;
  return `${start} – ${dayText(e.endDate)}, ${timeFmt.format(new Date(e.endDate))} IST`;
}

/** The days (YYYY-MM-DD) an event covers. */
export function daysOf(e: { startDate: string; endDate: string }): string[] {
  const out: string[] = [];
  const last = istDayOf(e.endDate);
  for (let d = istDayOf(e.startDate); d <= last && out.length < 400;) {
    out.push(d);
    d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return out;
}

/** The weeks of a month for a Monday-first grid: each week seven days, null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
