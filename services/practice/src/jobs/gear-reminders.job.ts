import type { WorkerContext } from '@trap/kit/worker';
import type { PracticeConfig } from '../config.ts';
import { licenceExpiryReminders } from '../modules/licence/licence.module.ts';
import { MaintenanceDueReminder } from '../modules/equipment/maintenance-reminders.ts';

export const GEAR_REMINDERS_QUEUE = 'practice-gear-reminders';
export const GEAR_REMINDERS_JOB = 'gear-reminders';
export const GEAR_REMINDERS_SCHEDULER_ID = 'gear-reminders-daily';

export interface GearRemindersJobData {
  /** ISO time to evaluate at; the schedule leaves it out (= now). */
  now?: string;
}

/** One family of reminders: finds what is due at `now`, records each reminder once with its event, and counts them. */
export interface GearReminder {
  name: string;
  send(now: Date): Promise<number>;
}

/**
 * The reminders the daily job runs, in order; a module adds its own here (equipment: Maintenance Due;
 * the licence vault: 90, 30 and 7 days before expiry).
 */
export function buildGearReminders(_ctx: WorkerContext<PracticeConfig>): GearReminder[] {
  return [new MaintenanceDueReminder(_ctx), licenceExpiryReminders(_ctx)];
}

/** Daily: every reminder family in turn; the counts say what went out. */
export const gearRemindersProcessor =
  (reminders: GearReminder[]) =>
  async (job: { data: GearRemindersJobData }): Promise<Record<string, number>> => {
    const now = job.data.now ? new Date(job.data.now) : new Date();
    const sent: Record<string, number> = {};
    for (const reminder of reminders) sent[reminder.name] = await reminder.send(now);
    return sent;
  };
