import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { Logger } from '../logger.ts';
import { consumerModels } from './event-records.ts';

const DAY_MS = 86_400_000;

export interface EventRecordsRetentionOptions {
  /** processed_events markers older than this are removed (PROCESSED_EVENTS_RETENTION_DAYS) */
  processedDays: number;
  /** dead letters older than this are removed (DEAD_LETTERS_RETENTION_DAYS) */
  deadLetterDays: number;
}

/**
 * Removes processed_events markers and dead letters older than their retention. Safe to run in any
 * number of replicas at once: both are plain deletes by date, and deleting what another run already
 * deleted changes nothing. On MongoDB 7 a TTL index would do this (event-records.ts); FerretDB 1.24
 * has none.
 */
export async function removeExpiredEventRecords(
  conn: Connection,
  opts: EventRecordsRetentionOptions & { now?: Date },
): Promise<{ processed: number; deadLetters: number }> {
  const now = (opts.now ?? new Date()).getTime();
  const { processed, dead } = consumerModels(conn);
  const [p, d] = await Promise.all([
    processed.deleteMany({ processedAt: { $lt: new Date(now - opts.processedDays * DAY_MS) } }),
    dead.deleteMany({ failedAt: { $lt: new Date(now - opts.deadLetterDays * DAY_MS) } }),
  ]);
  return { processed: p.deletedCount, deadLetters: d.deletedCount };
}

export interface RetentionJobOptions extends EventRecordsRetentionOptions {
  conn: Connection;
  logger: Logger;
  /** how often a pass runs (EVENT_RETENTION_INTERVAL_MINUTES) */
  intervalMs: number;
  /**
   * Claims each interval's pass across the service's replicas (SET NX with the interval as expiry),
   * so one replica does it: on FerretDB a delete by date reads the whole collection. When Redis
   * cannot answer the pass runs anyway, since concurrent passes are harmless.
   */
  redis?: Redis;
  /** the claim's key, e.g. `<REDIS_PREFIX>event-retention:<MONGO_DB>` */
  lockKey?: string;
}

/**
 * The periodic cleanup of processed_events and dead_letters, off every request and event path: a
 * timer in the background (unref'd), the first pass at a random point within the first interval so
 * replicas started together do not all start at once, passes never overlapping.
 */
export class EventRecordsRetention {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  private readonly opts: RetentionJobOptions;
  constructor(opts: RetentionJobOptions) {
    this.opts = opts;
  }

  start(): void {
    this.schedule(Math.random() * this.opts.intervalMs);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.schedule(this.opts.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const { redis, lockKey, logger } = this.opts;
    if (redis && lockKey) {
      const claimed = await redis.set(lockKey, '1', 'PX', Math.max(1, Math.round(this.opts.intervalMs)), 'NX').then(
        (ok) => ok === 'OK',
        () => true,
      );
      if (!claimed) return; // another replica has this interval's pass
    }
    await this.runOnce().catch((err: unknown) => logger.warn({ err }, 'event records cleanup failed; next pass retries'));
  }

  /** One pass now, whatever the schedule (tests, operators). */
  async runOnce(now?: Date): Promise<{ processed: number; deadLetters: number }> {
    const removed = await removeExpiredEventRecords(this.opts.conn, { ...this.opts, now });
    if (removed.processed || removed.deadLetters) {
      this.opts.logger.info(
        { ...removed, processedDays: this.opts.processedDays, deadLetterDays: this.opts.deadLetterDays },
        'old event records removed',
      );
    }
    return removed;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
