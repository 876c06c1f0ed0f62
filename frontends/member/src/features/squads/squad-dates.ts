/** Dates of the squad screen, in India's time (where the squads shoot). */
const IST = 'Asia/Kolkata';

/** "Sat, 28 Nov 2026, 7:00 am" */
export const sessionWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: IST,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** 180 -> "3 h", 90 -> "1 h 30 min" */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** What a datetime-local field holds ("2026-12-12T07:30", India's time) as an instant: "2026-12-12T07:30:00+05:30". */
export const fromIstInput = (v: string) => (v.length === 16 ? `${v}:00+05:30` : v);

/** A datetime-local value (India's time) some days from now at a given hour. */
export function istInputInDays(days: number, hour = 7): string {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}
