import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_JOURNAL_COLLECTION, isFerretDb } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { names, scored, storeWithRelay } from './support/stores.ts';

describe('one write per batch of guarded changes with their events (OutboxStore.updateBatch)', () => {
  let t: Awaited<ReturnType<typeof storeWithRelay>>;
  beforeAll(async () => {
    t = await storeWithRelay('kitbatchstore', 'BatchRound');
  });
  afterAll(() => t.close());

  it('when a job writes two groups of changes, then each group is counted, every change is stored and each event is published once', async () => {
    const ids = names('groups', 130);
    await t.store.insertMissing(ids.map((id) => ({ _id: id, score: 0 })));
    const [first, second] = await t.store.updateBatch([
      ids.slice(0, 100).map((id) => scored(id, 0, 5)),
      ids.slice(100).map((id) => scored(id, 0, 6)),
    ]);
    expect([first, second]).toEqual([100, 30]);

    const stored = await t.store.model
      .find({ _id: { $in: ids } })
      .sort({ _id: 1 })
      .lean();
    expect(stored.map((d) => d.score)).toEqual(ids.map((_, i) => (i < 100 ? 5 : 6)));
    // a publish and a locked pull per event: 130 of them took past 30 s at load 30-40 on 2 cores
    await eventually(async () => (await t.store.countUnsettled({ _id: { $in: ids } })) === 0, { timeoutMs: 100_000 });
    const events = await t.published('groups-');
    expect(events).toHaveLength(ids.length);
    expect(new Set(events.map((e) => e.roundId)).size).toBe(ids.length);
    expect(await t.conn.db!.collection(BATCH_JOURNAL_COLLECTION).countDocuments()).toBe(0);
  });

  it('when some documents moved on since the caller read them, then those are left as they are, without their events, and the rest is written', async () => {
    const ids = names('moved', 6);
    await t.store.insertMissing(ids.map((id, i) => ({ _id: id, score: i < 2 ? 9 : 1 })));
    // the caller read score 1 for all six; two were changed by someone else since
    const [applied] = await t.store.updateBatch([ids.map((id) => scored(id, 1, 2))]);
    expect(applied).toBe(4);
    const stored = await t.store.model
      .find({ _id: { $in: ids } })
      .sort({ _id: 1 })
      .lean();
    expect(stored.map((d) => d.score)).toEqual([9, 9, 2, 2, 2, 2]);
    await eventually(async () => (await t.published('moved-')).length === 4);
    expect((await t.published('moved-')).map((e) => e.roundId).sort()).toEqual(ids.slice(2));
  });

  it('when a job reads pages by _id with only some fields and writes each page, then a document changed after its page was read is left alone', async () => {
    const ids = names('paged', 10);
    await t.store.insertMissing(ids.map((id) => ({ _id: id, score: 1 })));
    const filter = { _id: { $regex: '^paged-' }, score: 1 };
    const page1 = await t.store.readPage(filter, { score: 1 }, null, 4);
    expect(page1).toEqual(ids.slice(0, 4).map((id) => ({ _id: id, score: 1 })));
    // someone else moves the first one on after the page was read
    await t.store.model.collection.updateOne({ _id: ids[0] } as never, { $set: { score: 9 } });
    expect(await t.store.updateBatch([page1.map((d) => scored(d._id, 1, 2))])).toEqual([3]);
    const page2 = await t.store.readPage(filter, { score: 1 }, page1.at(-1)!._id, 4);
    const page3 = await t.store.readPage(filter, { score: 1 }, page2.at(-1)!._id, 4);
    expect([...page2, ...page3].map((d) => d._id)).toEqual(ids.slice(4));
    const stored = await t.store.model
      .find({ _id: { $in: ids } })
      .sort({ _id: 1 })
      .lean();
    expect(stored.map((d) => d.score)).toEqual([9, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
  });

  /** Runs the batch in a child process that dies (SIGKILL) in it or right after it; nothing was published. */
  async function batchThenCrash(prefix: string, count: number, env: Record<string, string>): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./fixtures/batch-then-crash.ts', import.meta.url))], {
      env: { ...process.env, ...env, MONGO_URL: t.env.MONGO_URL, MONGO_DB: t.env.MONGO_DB, PREFIX: prefix, COUNT: String(count) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const written = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve();
      }),
    );
    await Promise.race([written, exited]);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
  }

  it('when the job dies after its batch and before any publish, then a fresh relay publishes every event once', async () => {
    const ids = names('after', 40);
    await t.store.insertMissing(ids.map((id) => ({ _id: id, score: 1 })));
    await t.relay.stop(); // this test's relay would publish them; the crash is before any relay

    await batchThenCrash('after', ids.length, {});

    expect((await t.store.model.find({ _id: { $in: ids } }).lean()).every((d) => d.score === 2)).toBe(true);
    expect(await t.store.countUnsettled({ _id: { $in: ids } })).toBe(ids.length);
    expect(await t.published('after-')).toEqual([]);

    t.startRelay();
    await t.relay.flush();
    // a publish and a locked pull per event: 130 of them took past 30 s at load 30-40 on 2 cores
    await eventually(async () => (await t.store.countUnsettled({ _id: { $in: ids } })) === 0, { timeoutMs: 100_000 });
    const events = await t.published('after-');
    expect(events.map((e) => e.roundId).sort()).toEqual(ids);
  });

  it('when the job dies inside its batch (FerretDB: between the delete and the insert), then recoverBatches puts the changed documents back with their events, published once', async () => {
    const ferret = await isFerretDb(t.conn);
    const ids = names('inside', 30);
    await t.store.insertMissing(ids.map((id) => ({ _id: id, score: 1 })));

    await batchThenCrash('inside', ids.length, { STORE_TEST_CRASH: 'batch-deleted' });
    if (ferret) expect(await t.store.model.countDocuments({ _id: { $in: ids } })).toBe(0); // died with the batch deleted

    expect(await t.store.recoverBatches(0)).toBe(ferret ? ids.length : 0);
    const stored = await t.store.model.find({ _id: { $in: ids } }).lean();
    expect(stored.map((d) => d.score)).toEqual(ids.map(() => 2));
    await t.relay.flush();
    // a publish and a locked pull per event: 130 of them took past 30 s at load 30-40 on 2 cores
    await eventually(async () => (await t.store.countUnsettled({ _id: { $in: ids } })) === 0, { timeoutMs: 100_000 });
    expect((await t.published('inside-')).map((e) => e.roundId).sort()).toEqual(ids);
    // a second recovery finds nothing left to do
    expect(await t.store.recoverBatches(0)).toBe(0);
  });
});
