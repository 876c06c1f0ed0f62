import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo, isFerretDb } from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';
import type { Connection } from 'mongoose';
import { percentile, runWriters } from './support/writer-processes.ts';

const WRITER = fileURLToPath(new URL('./support/store-writer.ts', import.meta.url));
const PROCESSES = 3; // an API, its worker and a consumer (or two replicas and a worker)
const WRITES = 100; // each, one at a time, every one acknowledged

/** The writers of one document, each with its own fields and both shared counters. */
const runStoreWriters = (env: NodeJS.ProcessEnv, docId: string, extraEnv: Record<string, string> = {}) =>
  runWriters(WRITER, PROCESSES, { ...env, ...extraEnv, DOC_ID: docId, WRITES: String(WRITES) });

/**
 * The probe in the kit: several real processes (node --import tsx, not promises) change one
 * document through the store layer at once, each its own fields and both shared counters. On
 * FerretDB 1.24 an update is a read, change, write back without isolation (FerretDB#3040), so
 * without the cross-process lock updates are lost; with it none is.
 */
describe('one document written by several processes through the store layer', () => {
  let env: NodeJS.ProcessEnv;
  let conn: Connection;
  let ferret: boolean;

  beforeAll(async () => {
    env = testEnv('kitprocs');
    conn = await connectMongo(env.MONGO_URL!, env.MONGO_DB!);
    ferret = await isFerretDb(conn);
  });
  afterAll(async () => {
    await conn.close();
    await cleanupTestEnv(env);
  });

  const lostOn = async (docId: string) => {
    const doc = (await conn.db!.collection('probes').findOne({ _id: docId as never })) as Record<string, unknown>;
    const expected = PROCESSES * WRITES;
    const fields = Object.keys(doc).filter((k) => /^p\d+_\d+$/.test(k)).length;
    return {
      expected,
      fields,
      lostFields: expected - fields,
      lostReadWriteCounts: expected - (doc.rmw as number),
      lostIncrements: expected - (doc.inc as number),
    };
  };

  it('when the lock across processes is off (test switch), then FerretDB loses acknowledged updates: the loss the lock prevents', async ({
    skip,
  }) => {
    if (!ferret) skip(); // MongoDB 7 applies each update atomically: nothing to show
    await conn.db!.collection('probes').insertOne({ _id: 'unlocked' as never, rmw: 0, inc: 0 });
    const results = await runStoreWriters(env, 'unlocked', { STORE_CROSS_PROCESS_LOCKS: 'off' });
    expect(results.reduce((n, r) => n + r.errors, 0)).toBe(0);
    const lost = await lostOn('unlocked');
    console.log(`[document locks] without the lock across processes: ${JSON.stringify(lost)}`);
    expect(lost.lostFields + lost.lostReadWriteCounts + lost.lostIncrements).toBeGreaterThan(0);
  }, 180_000);

  it('when three processes each make 100 acknowledged updates of one document at once, then every field and every count is there (0 lost)', async () => {
    await conn.db!.collection('probes').insertOne({ _id: 'locked' as never, rmw: 0, inc: 0 });
    const results = await runStoreWriters(env, 'locked');
    expect(results.reduce((n, r) => n + r.errors, 0)).toBe(0);
    const lost = await lostOn('locked');
    const times = results.flatMap((r) => r.times);
    console.log(
      `[document locks] with the lock: ${JSON.stringify(lost)}; an update + increment under contention p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
    expect(lost).toEqual({
      expected: PROCESSES * WRITES,
      fields: PROCESSES * WRITES,
      lostFields: 0,
      lostReadWriteCounts: 0,
      lostIncrements: 0,
    });
  }, 240_000);
});
