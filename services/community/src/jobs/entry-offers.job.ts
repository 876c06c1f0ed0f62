import type { EventEntryService } from '../modules/event-entries/event-entry.service.ts';

export const ENTRY_OFFERS_QUEUE = 'community-entry-offers';
export const ENTRY_OFFERS_JOB = 'club-event-entry-offers';
export const ENTRY_OFFERS_SCHEDULER_ID = 'club-event-entry-offers-quarter-hourly';
/** Every quarter of an hour: a pay link past its time frees its place for the next on the waiting list soon after, even when nobody reads the event. */
export const ENTRY_OFFERS_CRON = '*/15 * * * *';

export interface EntryOffersJobData {
  /** ISO time to evaluate at; the schedule leaves it out (= now). */
  now?: string;
}

/** Pending and offered entries whose pay link ran out expire, and their places are offered to the waiting list. */
export const entryOffersProcessor =
  (entries: EventEntryService) =>
  async (job: { data: EntryOffersJobData }): Promise<{ books: number }> => ({
    books: await entries.expireOverdue(job.data.now ? new Date(job.data.now) : new Date()),
  });
