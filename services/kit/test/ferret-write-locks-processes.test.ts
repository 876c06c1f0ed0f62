import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { Schema, type Connection } from 'mongoose';
import { connectMongo, DOCUMENT_LOCK_PREFIX, DocumentLockTimeoutError, isFerretDb, lockKeyOf, writesLocked } from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';
import { runWriters } from './support/writer-processes.ts';

const WRITER = fileURLToPath(new URL('./support/model-writer.ts', import.meta.url));
const PROCESSES = 3; // two API replicas and a worker
const WRITES = 50; // each, one at a time, every one acknowledged
const GROUP = 4; // documents the updateMany writers all match

type Mode = 'by-id' | 'many' | 'upsert';

/** The writers of one mode, each making its own fields and the shared count. */
const runModelWriters = (env: NodeJS.ProcessEnv, mode: Mode, extraEnv: Record<string, string> = {}) =>
  runWriters(WRITER, PROCESSES, { ...env, ...extraEnv, MODE: mode, WRITES: String(WRITES) });

/**
 * Repositories write through mongoose models, not through the kit's stores: `updateOne` by `_id`,
 * `updateMany` by another field, upserts by another field. On FerretDB 1.24 each is a read, change,
 * write back without isolation, so several processes writing the same documents lose updates;
 * the kit routes every write of a FerretDB connection through the documents' locks
 * (store/ferret-write-locks.ts), so none is lost. Each test lets three real processes make 50
 * writes each at once; a lost write is a missing field (`p1_7`) or a missing count (`n`).
 */
describe('writes a repository makes through a mongoose model from several processes at once', () => {
  let env: NodeJS.ProcessEnv;
  let conn: Connection;
  let ferret: boolean;

  beforeAll(async () => {
    env = testEnv('kitmodelprocs');
    conn = await connectMongo(env.MONGO_URL!, env.MONGO_DB!);
    ferret = await isFerretDb(conn);
  });
  afterAll(async () => {
    await conn.close();
    await cleanupTestEnv(env);
  });

  const coll = (mode: Mode) => conn.db!.collection<Record<string, unknown>>(`probes_${mode}`);

  /** Sets up the documents a mode writes (none for upsert: the writers race to insert it). */
  const prepare = async (mode: Mode) => {
    await coll(mode).deleteMany({});
    if (mode === 'by-id') await coll(mode).insertOne({ _id: 'by-id' as never, n: 0 });
    if (mode === 'many')
      await coll(mode).insertMany([
        ...Array.from({ length: GROUP }, (_, i) => ({ _id: `g${i}` as never, group: 'g', n: 0 })),
        { _id: 'other' as never, group: 'h', n: 0 },
      ]);
  };

  /** What the writers' acknowledged writes should have left, against what is stored. */
  const lostIn = async (mode: Mode) => {
    const docs =
      mode === 'by-id'
        ? await coll(mode)
            .find({ _id: 'by-id' as never })
            .toArray()
        : await coll(mode)
            .find(mode === 'many' ? { group: 'g' } : { key: 'k' })
            .toArray();
    const expectedDocs = mode === 'many' ? GROUP : 1;
    const perDoc = PROCESSES * WRITES;
    const fields = docs.reduce((sum, d) => sum + Object.keys(d).filter((k) => /^p\d+_\d+$/.test(k)).length, 0);
    const counts = docs.reduce((sum, d) => sum + ((d.n as number | undefined) ?? 0), 0);
    return {
      documents: docs.length,
      extraDocuments: docs.length - expectedDocs,
      lostFields: expectedDocs * perDoc - fields,
      lostCounts: expectedDocs * perDoc - counts,
      untouched: mode === 'many' ? ((await coll(mode).findOne({ _id: 'other' as never }))?.n as number) : 0,
    };
  };

  const run = async (mode: Mode, extraEnv: Record<string, string> = {}) => {
    await prepare(mode);
    const results = await runModelWriters(env, mode, extraEnv);
    expect(results.reduce((n, r) => n + r.errors, 0)).toBe(0);
    return lostIn(mode);
  };

  it('when the lock across processes is off (test switch), then FerretDB loses acknowledged model writes of every kind: the loss the lock prevents', async ({
    skip,
  }) => {
    if (!ferret) skip(); // MongoDB 7 applies each update atomically: nothing to show
    const off = { STORE_CROSS_PROCESS_LOCKS: 'off' };
    const lost = { byId: await run('by-id', off), many: await run('many', off), upsert: await run('upsert', off) };
    console.log(`[model writes] without the lock across processes: ${JSON.stringify(lost)}`);
    expect(lost.byId.lostFields + lost.byId.lostCounts).toBeGreaterThan(0);
    expect(lost.many.lostFields + lost.many.lostCounts).toBeGreaterThan(0);
    expect(lost.upsert.lostFields + lost.upsert.lostCounts + lost.upsert.extraDocuments).toBeGreaterThan(0);
  }, 300_000);

  it('when three processes each update one document by _id through Model.updateOne, then every field and every count is there (0 lost)', async () => {
    const lost = await run('by-id');
    console.log(`[model writes] updateOne by _id with the lock: ${JSON.stringify(lost)}`);
    expect(lost).toEqual({ documents: 1, extraDocuments: 0, lostFields: 0, lostCounts: 0, untouched: 0 });
  }, 180_000);

  it('when three processes each update the same documents through Model.updateMany by a field other than _id, then every document has every field and every count, and a document outside the filter is untouched', async () => {
    const lost = await run('many');
    console.log(`[model writes] updateMany by a field with the lock: ${JSON.stringify(lost)}`);
    expect(lost).toEqual({ documents: GROUP, extraDocuments: 0, lostFields: 0, lostCounts: 0, untouched: 0 });
  }, 180_000);

  it('when three processes each upsert by a field other than _id and the document does not exist yet, then exactly one document is inserted and it has every field and every count', async () => {
    const lost = await run('upsert');
    console.log(`[model writes] upsert by a field with the lock: ${JSON.stringify(lost)}`);
    expect(lost).toEqual({ documents: 1, extraDocuments: 0, lostFields: 0, lostCounts: 0, untouched: 0 });
  }, 180_000);
});

describe('a model write while another process holds its document', () => {
  let env: NodeJS.ProcessEnv;
  let conn: Connection;

  beforeAll(async () => {
    env = testEnv('kitmodellock');
    conn = await connectMongo(env.MONGO_URL!, env.MONGO_DB!);
  });
  afterAll(async () => {
    await conn.close();
    await cleanupTestEnv(env);
  });

  it('when the store is MongoDB, then the driver runs as it ships; when it is FerretDB, then every write of the connection is routed through the locks', async () => {
    expect(writesLocked(conn.getClient())).toBe(await isFerretDb(conn));
  });

  it("when another process holds a document's lock past the wait (FerretDB), then Model.updateOne and updateMany of it end in a clear time-out error and write nothing", async ({
    skip,
  }) => {
    if (!(await isFerretDb(conn))) skip(); // MongoDB: the plain atomic update, no lock
    const Thing = conn.model('Thing', new Schema({ _id: String, label: String, n: Number }, { collection: 'things' }));
    await Thing.create({ _id: 'held', label: 'a', n: 0 });
    const redis = new Redis(env.REDIS_URL!);
    const key = DOCUMENT_LOCK_PREFIX + lockKeyOf(env.MONGO_DB!, 'things', 'held');
    await redis.set(key, 'another-process-token', 'PX', 10_000);
    const before = process.env.STORE_LOCK_WAIT_MS;
    process.env.STORE_LOCK_WAIT_MS = '300';
    try {
      await expect(Thing.updateOne({ _id: 'held' }, { $inc: { n: 1 } })).rejects.toBeInstanceOf(DocumentLockTimeoutError);
      await expect(Thing.updateMany({ label: 'a' }, { $inc: { n: 1 } })).rejects.toBeInstanceOf(DocumentLockTimeoutError);
      expect((await Thing.findById('held').lean())?.n).toBe(0);
      expect(await redis.get(key)).toBe('another-process-token');
    } finally {
      process.env.STORE_LOCK_WAIT_MS = before;
      if (before === undefined) delete process.env.STORE_LOCK_WAIT_MS;
      await redis.del(key);
      redis.disconnect();
    }
    // once the other process lets go, the same write goes through
    await Thing.updateMany({ label: 'a' }, { $inc: { n: 1 } });
    expect((await Thing.findById('held').lean())?.n).toBe(1);
  });
});
