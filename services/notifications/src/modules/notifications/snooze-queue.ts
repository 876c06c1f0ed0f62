import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export const SNOOZE_QUEUE = 'notifications-snooze';
const WAKE_JOB = 'snooze-wake-up';
export const SWEEP_JOB = 'snooze-sweep';

export interface WakeJobData {
  notificationId?: string;
}

/** BullMQ keys live under REDIS_PREFIX like every other key of the run. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}bull`;

/**
 * A delayed job per snooze, due at snoozeUntil. The job id names the notification and the time,
 * so asking twice for the same snooze adds one job; a re-snooze adds another and the older one
 * finds nothing to wake (the wake-up is conditional on the stored time).
 */
export class SnoozeScheduler {
  readonly queue: Queue<WakeJobData>;

  constructor(connection: Redis, redisPrefix: string) {
    this.queue = new Queue<WakeJobData>(SNOOZE_QUEUE, { connection, prefix: bullPrefix(redisPrefix) });
  }

  async schedule(notificationId: string, snoozeUntil: Date): Promise<void> {
    await this.queue.add(
      WAKE_JOB,
      { notificationId },
      {
        jobId: `wake-${notificationId}-${snoozeUntil.getTime()}`,
        delay: Math.max(0, snoozeUntil.getTime() - Date.now()),
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 1000,
      },
    );
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
