/**
 * What the store layer's cross-process document lock costs per write on FerretDB: N acknowledged
 * updates (read, change, write back: OutboxStore.update) of distinct documents, one at a time, once
 * with the Redis lock (the default on FerretDB) and once with only the in-process queue
 * (STORE_CROSS_PROCESS_LOCKS=off, the test switch). No contention: the difference is the lock's own
 * round trips (acquire and release, each one Lua script). Also the Redis lock alone (acquire and
 * release around an empty write).
 *
 *   node --import tsx infra/bench/document-lock-cost.ts   (MONGO_URL, REDIS_URL; N=1000 by default)
 *
 * Not part of make test; the figures are in docs/decisions.md ("Document locks across processes").
 */
import { Schema } from 'mongoose';
import { configureDocumentLocks, connectMongo, documentStore, isFerretDb, withDocumentLock } from '@trap/kit';

const N = Number(process.env.N ?? 1000);
const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018';
const closeLocks = configureDocumentLocks(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const dbName = `bench_locks_${process.pid}`;
const conn = await connectMongo(mongoUrl, dbName);
if (!(await isFerretDb(conn))) console.log('note: not FerretDB; the Redis lock is taken only on FerretDB');
const Model = conn.model<{ _id: string; n: number }>('Bench', new Schema({ _id: String, n: Number }, { collection: 'bench' }));
const store = documentStore(Model);
await Model.insertMany(Array.from({ length: N }, (_, i) => ({ _id: `d${i}`, n: 0 })));

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (label: string, xs: number[]) =>
  console.log(`${label.padEnd(34)} p50 ${pct(xs, 50).toFixed(2)} ms  p95 ${pct(xs, 95).toFixed(2)} ms  mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)} ms`);

async function timeUpdates(label: string, lockOff: boolean): Promise<number[]> {
  if (lockOff) process.env.STORE_CROSS_PROCESS_LOCKS = 'off';
  else delete process.env.STORE_CROSS_PROCESS_LOCKS;
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await store.update(`d${i}`, (cur) => ({ set: { n: cur.n + 1 }, events: [] }));
    times.push(performance.now() - t);
  }
  summary(label, times);
  return times;
}

async function timeLockOnly(): Promise<void> {
  delete process.env.STORE_CROSS_PROCESS_LOCKS;
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await withDocumentLock(Model, `lock-only-${i}`, async () => {});
    times.push(performance.now() - t);
  }
  summary('Redis lock alone (acquire+release)', times);
}

// warm-up (connections, the FerretDB check, script loading), then alternate to share the machine's noise
await timeUpdates('warm-up', false);
const off1 = await timeUpdates('update, in-process queue only', true);
const on1 = await timeUpdates('update, with the Redis lock', false);
const off2 = await timeUpdates('update, in-process queue only', true);
const on2 = await timeUpdates('update, with the Redis lock', false);
await timeLockOnly();
const on = [...on1, ...on2];
const off = [...off1, ...off2];
console.log(
  `cost per write (with − without): p50 ${(pct(on, 50) - pct(off, 50)).toFixed(2)} ms, p95 ${(pct(on, 95) - pct(off, 95)).toFixed(2)} ms over ${on.length} updates each`,
);
await conn.db!.dropDatabase();
await conn.close();
await closeLocks();
