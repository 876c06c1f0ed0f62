import { istDayOf } from '@trap/contracts';
import { REMINDER_STAGES, type ReminderStage } from './licence.model.ts';

const DAY_MS = 86_400_000;

/** The calendar day in India (IST) at `now`, YYYY-MM-DD. */
export const istDay = (now: Date) => istDayOf(now);
export const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Days before validUntil each stage is due (the lapse: the day after validUntil). */
const STAGE_OFFSET: Record<ReminderStage, number> = { '90': -90, '30': -30, '7': -7, expired: 1 };

/** The reminder a licence with `daysLeft` is due for now (the most urgent one), or null while it is further out. */
export function dueStage(daysLeft: number): ReminderStage | null {
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= 7) return '7';
  if (daysLeft <= 30) return '30';
  if (daysLeft <= 90) return '90';
  return null;
}

/** The IST day the next reminder not yet sent is due, or null when every one went out. */
export function nextReminderOn(validUntil: string, sent: readonly ReminderStage[]): string | null {
  const next = REMINDER_STAGES.find((s) => !sent.includes(s));
  return next ? addDays(validUntil, STAGE_OFFSET[next]) : null;
}

/**
 * The stages recorded once `stage` goes out: it and every earlier one (a licence saved 20 days before
 * its expiry gets the 30-day reminder, never a stale 90-day one after it).
 */
export const sentThrough = (stage: ReminderStage, sent: readonly ReminderStage[]): ReminderStage[] =>
  REMINDER_STAGES.filter((s) => sent.includes(s) || REMINDER_STAGES.indexOf(s) <= REMINDER_STAGES.indexOf(stage));

export type LicenceStatusAt = { status: 'valid' | 'expiring' | 'expired'; daysLeft: number };

/** Where a licence stands on the IST day of `now`. */
export function statusAt(validUntil: string, now: Date): LicenceStatusAt {
  const daysLeft = daysBetween(istDay(now), validUntil);
  return { daysLeft, status: daysLeft < 0 ? 'expired' : daysLeft <= 90 ? 'expiring' : 'valid' };
}
