import type { GroupSessionsService } from '../modules/squads/group-sessions.service.ts';

export const SQUAD_REMINDERS_QUEUE = 'community-squad-reminders';
export const SQUAD_REMINDERS_JOB = 'group-session-reminders';
export const SQUAD_REMINDERS_SCHEDULER_ID = 'group-session-reminders-hourly';

export interface SquadRemindersJobData {
  /** ISO time to evaluate at; the schedule leaves it out (= now). */
  now?: string;
}

/** Hourly (the events calendar's cron): the members going to a group session starting within a day are reminded once (Upcoming Event). */
export const squadRemindersProcessor =
  (sessions: GroupSessionsService) =>
  async (job: { data: SquadRemindersJobData }): Promise<{ reminded: number }> => ({
    reminded: await sessions.sendReminders(job.data.now ? new Date(job.data.now) : new Date()),
  });
