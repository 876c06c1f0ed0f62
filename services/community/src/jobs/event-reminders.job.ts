import type { ClubEventService } from '../modules/events/club-event.service.ts';

export const EVENT_REMINDERS_QUEUE = 'community-event-reminders';
export const EVENT_REMINDERS_JOB = 'club-event-reminders';
export const EVENT_REMINDERS_SCHEDULER_ID = 'club-event-reminders-hourly';

export interface EventRemindersJobData {
  /** ISO time to evaluate at; the schedule leaves it out (= now). */
  now?: string;
}

/** Hourly: registered members of an event starting within a day are reminded once (Upcoming Event). */
export const eventRemindersProcessor =
  (events: ClubEventService) =>
  async (job: { data: EventRemindersJobData }): Promise<{ reminded: number }> => ({
    reminded: await events.sendReminders(job.data.now ? new Date(job.data.now) : new Date()),
  });
