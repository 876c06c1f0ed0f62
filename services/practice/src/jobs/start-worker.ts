import type { Logger } from '@trap/kit';
import { startWorker } from '@trap/kit/worker';
import type { PracticeConfig } from '../config.ts';
import {
  GEAR_REMINDERS_JOB,
  GEAR_REMINDERS_QUEUE,
  GEAR_REMINDERS_SCHEDULER_ID,
  buildGearReminders,
  gearRemindersProcessor,
} from './gear-reminders.job.ts';

/**
 * The practice worker (kit startWorker): scheduled practice jobs on BullMQ, with its own outbox relay
 * so the reminders its jobs record go out even while the API is down.
 */
export async function startPracticeWorker(config: PracticeConfig, opts: { logger?: Logger } = {}) {
  const running = await startWorker(
    config,
    (ctx) => ({
      queues: [
        {
          name: GEAR_REMINDERS_QUEUE,
          schedulers: [
            {
              id: GEAR_REMINDERS_SCHEDULER_ID,
              repeat: { pattern: config.GEAR_REMINDERS_CRON, tz: 'Asia/Kolkata' },
              job: {
                name: GEAR_REMINDERS_JOB,
                opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 200 },
              },
            },
          ],
        },
      ],
      workers: [{ queue: GEAR_REMINDERS_QUEUE, process: gearRemindersProcessor(buildGearReminders(ctx)), concurrency: 1 }],
    }),
    opts,
  );
  return { ...running, gearReminders: running.queues[GEAR_REMINDERS_QUEUE]! };
}
export type PracticeWorker = Awaited<ReturnType<typeof startPracticeWorker>>;
