import { formatTime, formatWeekday, type Language, type TFunction } from '@trap/ui';

/** Dates of the squad screen, in India's time (where the squads shoot). */
const IST_OFFSET_MS = 5.5 * 3600_000;

/** "Sat, 28 Nov, 2026, 7:00 am" / "शनि, 28 नव॰ 2026, 7:00 am": the day, the year in India, the time. */
export function sessionWhen(t: TFunction, language: Language, iso: string): string {
  const year = new Date(new Date(iso).getTime() + IST_OFFSET_MS).getUTCFullYear();
  return t('when', { day: formatWeekday(iso, language), year: String(year), time: formatTime(iso, language) });
}

/** 180 -> "3 h", 90 -> "1 h 30 min" (in the page's language) */
export function durationText(t: TFunction, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? t('hours', { n: h }) : '', m ? t('minutes', { n: m }) : ''].filter(Boolean).join(' ');
}

/** What a datetime-local field holds ("2026-12-12T07:30", India's time) as an instant: "2026-12-12T07:30:00+05:30". */
export const fromIstInput = (v: string) => (v.length === 16 ? `${v}:00+05:30` : v);

/** A datetime-local value (India's time) some days from now at a given hour. */
export function istInputInDays(days: number, hour = 7): string {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}
