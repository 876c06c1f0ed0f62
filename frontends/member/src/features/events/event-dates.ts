import { istDayOf } from '@trap/contracts';
import { INTL_LOCALE, SITE_TIME_ZONE, formatDateTime, formatMonth, formatTime, type Language } from '@trap/ui';

/**
 * Events are in India: every date on these screens is shown in IST, whatever the device's zone, in the
 * page's language (en-IN or hi-IN, the same fields in both): @trap/ui's formats, and one formatter per
 * language and kind for the shapes they do not have.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const fmt = (kind: string, language: Language, opts: Intl.DateTimeFormatOptions, timeZone = SITE_TIME_ZONE) => {
  const key = `${kind}|${language}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone, ...opts })));
  return f;
};
const dayFmt = (language: Language) => fmt('day', language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** A time of day in India: "9:30 am" / "9:30 am" in Hindi's digits and words. */
export const timeText = (iso: string, language: Language = 'en') => formatTime(iso, language);
/** A date and time in India: "12 Dec 2026, 9:30 am" (a deadline, a pay-by time). */
export const dateTimeText = (iso: string, language: Language = 'en') => formatDateTime(iso, language);
/** "7 Dec 2026, 9:30 am" as the entries show a cut-off or an early-bird date. */
export const mediumDateTimeText = (iso: string, language: Language = 'en') =>
  fmt('medium', language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export { istDayOf };

/** The IST month (YYYY-MM) of now. */
export const currentMonth = () => istDayOf(new Date()).slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** "December 2026" / "दिसंबर 2026" */
export const monthLabel = (month: string, language: Language = 'en') => formatMonth(`${month}-01T12:00:00+05:30`, language);

/** "Sat, 12 Dec 2026" */
export const dayText = (iso: string, language: Language = 'en') => dayFmt(language).format(new Date(iso));
/** "Sat, 12 Dec 2026" of a calendar day (YYYY-MM-DD) */
export const calendarDayText = (day: string, language: Language = 'en') => dayFmt(language).format(new Date(`${day}T12:00:00+05:30`));

/**
 * When an event happens, in words: "Sat, 12 Dec 2026, 9:30 am – 2:00 pm IST", "Mon, 5 Jan 2027 – Sat, 10 Jan 2027 (all day)".
 * `allDayText`: "(all day)" in the page's language.
 */
export function whenText(e: { startDate: string; endDate: string; allDay: boolean }, language: Language = 'en', allDayText = '(all day)'): string {
  const firstDay = istDayOf(e.startDate);
  const lastDay = istDayOf(e.endDate);
  const day = (iso: string) => dayText(iso, language);
  const time = (iso: string) => timeText(iso, language);
  if (e.allDay) return firstDay === lastDay ? `${day(e.startDate)} ${allDayText}` : `${day(e.startDate)} – ${day(e.endDate)} ${allDayText}`;
  const start = `${day(e.startDate)}, ${time(e.startDate)}`;
  if (e.endDate === e.startDate) return `${start} IST`;
  if (firstDay === lastDay) return `${start} – ${time(e.endDate)} IST`;
  return `${start} – ${day(e.endDate)}, ${time(e.endDate)} IST`;
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

/** The grid's column heads, Monday first: English as WEEKDAYS, Hindi as Intl writes them (सोम … रवि). */
export function weekdayNames(language: Language = 'en'): readonly string[] {
  if (language === 'en') return WEEKDAYS;
  const f = fmt('weekday', language, { weekday: 'short' }, 'UTC');
  // 2024-01-01 was a Monday
  return WEEKDAYS.map((_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}
