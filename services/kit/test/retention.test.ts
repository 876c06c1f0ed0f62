import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, EventRecordsRetention, loadConfig, removeExpiredEventRecords, startService, type RunningService } from '@trap/kit';
import { cleanupTestEnv, eventually, testEnv } from '@trap/kit/testing';
import { openStores, sleep } from './support/stores.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY_MS);

/** processed_events markers and dead letters of the given ages (days), as the consumers write them. */
async function seed(conn: import('mongoose').Connection, processedAges: number[], deadAges: number[]) {
  const now = Date.now();
  if (processedAges.length) {
    await conn.collection('processed_events').insertMany(
      processedAges.map((age, i) => ({
        _id: `probe__x:${age}-${i}` as never,
        consumer: 'probe__x',
        eventId: `${age}-${i}`,
        subject: 'practice.round.logged',
        processedAt: daysAgo(age, now),
      })),
    );
  }
  if (deadAges.length) {
    await conn.collection('dead_letters').insertMany(
      deadAges.map((age, i) => ({
        consumer: 'probe__x',
        eventId: `${age}-${i}`,
        subject: 'practice.round.logged',
        envelope: {},
        error: 'boom',
        deliveries: 6,
        failedAt: daysAgo(age, now),
      })),
    );
  }
}
const ages = async (conn: import('mongoose').Connection) => ({
  processed: (await conn.collection('processed_events').find({}).toArray()).map((d) => d.eventId as string).sort(),
  dead: (await conn.collection('dead_letters').find({}).toArray()).map((d) => d.eventId as string).sort(),
});

describe('retention of processed_events and dead_letters', () => {
  it('has documented defaults: markers outlive the streams (35 days against 30), dead letters 90 days, a pass every hour', () => {
    const config = loadConfig({ SERVICE_NAME: 'x', PORT: 0 }, {}, {});
    expect([config.PROCESSED_EVENTS_RETENTION_DAYS, config.DEAD_LETTERS_RETENTION_DAYS, config.EVENT_RETENTION_INTERVAL_MINUTES]).toEqual([
      35, 90, 60,
    ]);
    const custom = loadConfig(
      { SERVICE_NAME: 'x', PORT: 0 },
      {},
      { PROCESSED_EVENTS_RETENTION_DAYS: '40', DEAD_LETTERS_RETENTION_DAYS: '7', EVENT_RETENTION_INTERVAL_MINUTES: '5' },
    );
    expect([custom.PROCESSED_EVENTS_RETENTION_DAYS, custom.DEAD_LETTERS_RETENTION_DAYS, custom.EVENT_RETENTION_INTERVAL_MINUTES]).toEqual([
      40, 7, 5,
    ]);
    expect(() => loadConfig({ SERVICE_NAME: 'x', PORT: 0 }, {}, { DEAD_LETTERS_RETENTION_DAYS: '0' })).toThrow(
      /DEAD_LETTERS_RETENTION_DAYS/,
    );
  });

  describe('one pass', () => {
    let stores: Awaited<ReturnType<typeof openStores>>;
    beforeAll(async () => {
      stores = await openStores('kitretention');
    });
    afterAll(() => stores?.close());

    it('removes what is older than its retention and keeps what is newer, with each retention on its own', async () => {
      await seed(stores.conn, [0, 10, 34, 36, 120], [1, 89, 91, 400]);
      expect(await removeExpiredEventRecords(stores.conn, { processedDays: 35, deadLetterDays: 90 })).toEqual({
        processed: 2,
        deadLetters: 2,
      });
      expect(await ages(stores.conn)).toEqual({ processed: ['0-0', '10-1', '34-2'], dead: ['1-0', '89-1'] });
      // a shorter setting removes more; running it again changes nothing more
      expect(await removeExpiredEventRecords(stores.conn, { processedDays: 5, deadLetterDays: 30 })).toEqual({
        processed: 2,
        deadLetters: 1,
      });
      expect(await removeExpiredEventRecords(stores.conn, { processedDays: 5, deadLetterDays: 30 })).toEqual({
        processed: 0,
        deadLetters: 0,
      });
      expect(await ages(stores.conn)).toEqual({ processed: ['0-0'], dead: ['1-0'] });
    });

    it("when another replica holds this interval's claim, then the scheduled pass leaves the rows alone; once the claim lapses it runs", async () => {
      await seed(stores.conn, [50], [200]);
      const redis = createRedis(stores.env.REDIS_URL!);
      const lockKey = `${stores.env.REDIS_PREFIX}event-retention:${stores.env.MONGO_DB}`;
      await redis.set(lockKey, 'other-replica', 'PX', 1500);
      const job = new EventRecordsRetention({
        conn: stores.conn,
        logger: stores.logger,
        processedDays: 35,
        deadLetterDays: 90,
        intervalMs: 100,
        redis,
        lockKey,
      });
      job.start();
      try {
        await sleep(700);
        expect((await ages(stores.conn)).processed).toContain('50-0');
        await eventually(async () => (await ages(stores.conn)).processed.length === 1 && (await ages(stores.conn)).dead.length === 1, {
          timeoutMs: 5000,
        });
        expect(await ages(stores.conn)).toEqual({ processed: ['0-0'], dead: ['1-0'] });
        expect(stores.logs.find((l) => l.msg === 'old event records removed')).toMatchObject({ processed: 1, deadLetters: 1 });
      } finally {
        await job.stop();
        await redis.del(lockKey);
        redis.disconnect();
      }
    });
  });

  describe('in a running service', () => {
    const env = testEnv('kitretentionsvc', {
      PROCESSED_EVENTS_RETENTION_DAYS: '3',
      DEAD_LETTERS_RETENTION_DAYS: '10',
      // a pass every 300 ms instead of every hour
      EVENT_RETENTION_INTERVAL_MINUTES: '0.005',
    });
    let svc: RunningService;
    beforeAll(async () => {
      svc = await startService(loadConfig({ SERVICE_NAME: 'kitretentionsvc', PORT: 0 }, {}, env), () => ({ routes: () => {} }));
    });
    afterAll(async () => {
      await svc?.stop();
      await cleanupTestEnv(env);
    });

    it('when the configured retention passes, then the service removes old markers and dead letters by itself and keeps recent ones', async () => {
      await seed(svc.ctx.conn, [0, 2, 4, 30], [5, 11, 60]);
      await eventually(async () => (await ages(svc.ctx.conn)).processed.length === 2 && (await ages(svc.ctx.conn)).dead.length === 1, {
        timeoutMs: 8000,
        intervalMs: 100,
      });
      expect(await ages(svc.ctx.conn)).toEqual({ processed: ['0-0', '2-1'], dead: ['5-0'] });
    });
  });
});
