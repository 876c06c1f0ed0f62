import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix } from '../notifications/snooze-queue.ts';

export const AMA_REMINDER_QUEUE = 'notifications-ama-reminder';
const AMA_REMINDER_JOB = 'ama-reminder';

export interface AmaReminderJobData {
  reminderId: string;
  /** ISO; the job only notifies while the stored reminder is still due at this time */
  remindAt: string;
}

/** The job id names the reminder and its time: asking twice adds one job, and the removal finds it. */
export const amaReminderJobId = (reminderId: string, remindAt: Date) => `ama-reminder-${reminderId}-${remindAt.getTime()}`;

/**
 * A delayed job per AMA reminder, due shortly before the start (as for snooze wake-ups, the API
 * process schedules and the worker runs it).
 */
export class AmaReminderScheduler {
  readonly queue: Queue<AmaReminderJobData>;

  constructor(connection: Redis, redisPrefix: string) {
    this.queue = new Queue<AmaReminderJobData>(AMA_REMINDER_QUEUE, { connection, prefix: bullPrefix(redisPrefix) });
  }

  async schedule(reminderId: string, remindAt: Date): Promise<void> {
    await this.queue.add(
      AMA_REMINDER_JOB,
      { reminderId, remindAt: remindAt.toISOString() },
      {
        jobId: amaReminderJobId(reminderId, remindAt),
        delay: Math.max(0, remindAt.getTime() - Date.now()),
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 1000,
      },
    );
  }

  /** Drops the pending job; a job already running finds the reminder removed and sends nothing. */
  async cancel(reminderId: string, remindAt: Date): Promise<void> {
    const job = await this.queue.getJob(amaReminderJobId(reminderId, remindAt));
    if (!job) return;
    try {
      await job.remove();
    } catch {
      // locked by a worker right now: it checks the removed flag itself
    }
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
