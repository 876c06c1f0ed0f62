import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  DOCUMENT_LOCK_PREFIX,
  DocumentLockTimeoutError,
  documentLockKey,
  isFerretDb,
  OutboxRelay,
  pushEvents,
  recordEvent,
  withDocumentLock,
  withDocumentLocks,
  type OutboxEntry,
} from '@trap/kit';
import { roundLogged } from './support/events.ts';
import { openStores, roundModel } from './support/stores.ts';

describe('writes to a document that carries an outbox', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let Round: ReturnType<typeof roundModel>;

  beforeAll(async () => {
    stores = await openStores('kitlocks');
    Round = roundModel(stores.conn);
  });
  afterAll(async () => {
    await stores.close();
  });

  it('when the relay drains while use cases keep updating the same document, then no update is lost and every event leaves the outbox', async () => {
    await Round.create({ _id: 'r-race', score: 0 });
    const relay = new OutboxRelay({ bus: stores.bus, models: [Round], logger: stores.logger });
    const writes = Array.from({ length: 20 }, (_, i) =>
      withDocumentLock(Round, 'r-race', () =>
        Round.updateOne(
          { _id: 'r-race' },
          { $inc: { score: 1 }, ...pushEvents(recordEvent(roundLogged, { roundId: 'r-race', score: i })) },
        ),
      ).then(() => relay.kick()),
    );
    await Promise.all(writes);
    await relay.flush();
    await relay.stop();

    const doc = await Round.collection.findOne({ _id: 'r-race' as never });
    expect(doc?.score).toBe(20);
    expect((doc?._outbox as OutboxEntry[] | undefined) ?? []).toEqual([]);
  });

  it('when one queued write fails, then the writes behind it still run', async () => {
    const order: string[] = [];
    const failing = withDocumentLock(Round, 'k', async () => {
      order.push('a');
      throw new Error('boom');
    });
    const next = withDocumentLock(Round, 'k', async () => {
      order.push('b');
      return 'ok';
    });
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
    expect(order).toEqual(['a', 'b']);
  });

  it('when a bulk write holds several documents, then single writes to any of them wait for it, and overlapping bulk writes do not deadlock', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const bulk = withDocumentLocks(Round, ['b1', 'b2', 'b3'], async () => {
      order.push('bulk start');
      await held;
      order.push('bulk end');
    });
    await expect.poll(() => order.includes('bulk start')).toBe(true); // it holds b1, b2 and b3 now
    const single = withDocumentLock(Round, 'b2', async () => order.push('single b2'));
    const other = withDocumentLock(Round, 'b9', async () => order.push('single b9'));
    const overlapping = withDocumentLocks(Round, ['b3', 'b1'], async () => order.push('bulk 2'));
    await other;
    release();
    await Promise.all([bulk, single, overlapping]);
    expect(order.indexOf('single b9')).toBeLessThan(order.indexOf('bulk end'));
    expect(order.indexOf('bulk end')).toBeLessThan(order.indexOf('single b2'));
    expect(order.indexOf('bulk end')).toBeLessThan(order.indexOf('bulk 2'));
  });

  it('when a write under a document\'s lock makes another kit write to the same document, then it runs inside the held lock instead of waiting on itself', async () => {
    const order: string[] = [];
    await withDocumentLock(Round, 'nested', async () => {
      order.push('outer');
      await withDocumentLocks(Round, ['nested', 'nested-2'], async () => {
        order.push('inner');
      });
    });
    expect(order).toEqual(['outer', 'inner']);
  });

  it('when another process holds a document\'s lock past the wait (FerretDB), then the write ends in a clear time-out error and writes nothing', async ({ skip }) => {
    if (!(await isFerretDb(stores.conn))) skip(); // MongoDB: the in-process queue only
    const redis = new Redis(stores.env.REDIS_URL!);
    const key = DOCUMENT_LOCK_PREFIX + documentLockKey(Round, 'held-elsewhere');
    await redis.set(key, 'another-process-token', 'PX', 10_000);
    const before = process.env.STORE_LOCK_WAIT_MS;
    process.env.STORE_LOCK_WAIT_MS = '300';
    try {
      let ran = false;
      const write = withDocumentLock(Round, 'held-elsewhere', async () => {
        ran = true;
      });
      await expect(write).rejects.toBeInstanceOf(DocumentLockTimeoutError);
      await expect(write).rejects.toThrow(/nothing was written/);
      expect(ran).toBe(false);
      // the other holder's lock is untouched (released only by its own token)
      expect(await redis.get(key)).toBe('another-process-token');
    } finally {
      process.env.STORE_LOCK_WAIT_MS = before;
      if (before === undefined) delete process.env.STORE_LOCK_WAIT_MS;
      await redis.del(key);
      redis.disconnect();
    }
  });
});
