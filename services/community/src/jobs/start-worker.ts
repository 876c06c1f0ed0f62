import type { Logger } from '@trap/kit';
import { startWorker, type QueueSpec, type WorkerSpec } from '@trap/kit/worker';
import type { CommunityConfig } from '../config.ts';
import { ClubEventRepository } from '../modules/events/club-event.repository.ts';
import { ClubEventService } from '../modules/events/club-event.service.ts';
import {
  EVENT_REMINDERS_JOB,
  EVENT_REMINDERS_QUEUE,
  EVENT_REMINDERS_SCHEDULER_ID,
  eventRemindersProcessor,
} from './event-reminders.job.ts';
import { EventEntryRepository } from '../modules/event-entries/event-entry.repository.ts';
import { EventEntryService } from '../modules/event-entries/event-entry.service.ts';
import {
  ENTRY_OFFERS_CRON,
  ENTRY_OFFERS_JOB,
  ENTRY_OFFERS_QUEUE,
  ENTRY_OFFERS_SCHEDULER_ID,
  entryOffersProcessor,
} from './entry-offers.job.ts';
import { MemberProfileRepository } from '../read-models/member-profiles/member-profile.repository.ts';
import { squadsModule } from '../modules/squads/squads.module.ts';
import {
  SQUAD_REMINDERS_JOB,
  SQUAD_REMINDERS_QUEUE,
  SQUAD_REMINDERS_SCHEDULER_ID,
  squadRemindersProcessor,
} from './squad-reminders.job.ts';

/**
 * The community worker (kit startWorker): scheduled community jobs on BullMQ, with its own outbox
 * relay so the notices its jobs record go out even while the API is down. One queue per job family;
 * a new job adds its queue and worker to the lists below.
 */
export async function startCommunityWorker(config: CommunityConfig, opts: { logger?: Logger } = {}) {
  let clubEvents!: ClubEventService;
  const running = await startWorker(
    config,
    (ctx) => {
      clubEvents = new ClubEventService(new ClubEventRepository(ctx));
      const queues: QueueSpec[] = [
        {
          name: EVENT_REMINDERS_QUEUE,
          schedulers: [
            {
              id: EVENT_REMINDERS_SCHEDULER_ID,
              repeat: { pattern: config.EVENT_REMINDERS_CRON, tz: 'Asia/Kolkata' },
              job: {
                name: EVENT_REMINDERS_JOB,
                opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 200 },
              },
            },
          ],
        },
      ];
      // group sessions of squads: the members going hear of it the day before
      const squads = squadsModule(ctx, new MemberProfileRepository(ctx.conn));
      queues.push({
        name: SQUAD_REMINDERS_QUEUE,
        schedulers: [
          {
            id: SQUAD_REMINDERS_SCHEDULER_ID,
            repeat: { pattern: config.EVENT_REMINDERS_CRON, tz: 'Asia/Kolkata' },
            job: {
              name: SQUAD_REMINDERS_JOB,
              opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 200 },
            },
          },
        ],
      });
      // paid entries: pay links past their time expire and free their places for the waiting list
      const events = clubEvents;
      const entries = new EventEntryService(
        new EventEntryRepository(ctx),
        (v, id) => events.get(v, id),
        async () => null,
      );
      queues.push({
        name: ENTRY_OFFERS_QUEUE,
        schedulers: [
          {
            id: ENTRY_OFFERS_SCHEDULER_ID,
            repeat: { pattern: ENTRY_OFFERS_CRON, tz: 'Asia/Kolkata' },
            job: {
              name: ENTRY_OFFERS_JOB,
              opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 200 },
            },
          },
        ],
      });
      const workers: WorkerSpec[] = [
        { queue: EVENT_REMINDERS_QUEUE, process: eventRemindersProcessor(clubEvents), concurrency: 1 },
        { queue: ENTRY_OFFERS_QUEUE, process: entryOffersProcessor(entries), concurrency: 1 },
        { queue: SQUAD_REMINDERS_QUEUE, process: squadRemindersProcessor(squads.sessions), concurrency: 1 },
      ];
      return { queues, workers };
    },
    opts,
  );
  return {
    ...running,
    eventReminders: running.queues[EVENT_REMINDERS_QUEUE]!,
    squadReminders: running.queues[SQUAD_REMINDERS_QUEUE]!,
    entryOffers: running.queues[ENTRY_OFFERS_QUEUE]!,
    clubEvents,
  };
}
export type CommunityWorker = Awaited<ReturnType<typeof startCommunityWorker>>;
