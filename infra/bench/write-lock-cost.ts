/**
 * What routing every FerretDB write through the document locks (services/kit/src/store/
 * ferret-write-locks.ts) costs a write a repository makes through a mongoose model, uncontended:
 * N acknowledged writes of distinct documents, one at a time, of each shape the interception
 * treats differently, once through a connection the kit routes (connectMongo on FerretDB) and once
 * through a plain mongoose connection to the same database, whose writes the driver sends as it
 * ships:
 *
 * - `updateOne({ _id })`: the id's lock around the write;
 * - `updateMany({ tag })` matching one document: a read of the matching `_id`s, their locks, the
 *   write restricted to them;
 * - `updateOne({ tag }, …, { upsert: true })` of an existing document: the filter's key, the read,
 *   the id's lock, the restricted write.
 *
 *   node --import tsx infra/bench/write-lock-cost.ts   (MONGO_URL, REDIS_URL; N=300 by default)
 *
 * Not part of make test; the figures are in docs/decisions.md ("Document locks across processes").
 */
import mongoose, { Schema, type Connection } from 'mongoose';
import { configureDocumentLocks, connectMongo, isFerretDb, writesLocked } from '@trap/kit';

const N = Number(process.env.N ?? 300);
const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018';
const closeLocks = configureDocumentLocks(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const dbName = `bench_writelocks_${process.pid}`;
const routed = await connectMongo(mongoUrl, dbName);
const plain = await mongoose.createConnection(mongoUrl, { dbName }).asPromise();
if (!(await isFerretDb(routed))) console.log('note: not FerretDB; nothing is routed there');
console.log(`routed connection locked: ${writesLocked(routed.getClient())}, plain connection locked: ${writesLocked(plain.getClient())}`);

const schema = () => new Schema({ _id: String, tag: String, n: Number }, { collection: 'bench' });
const model = (conn: Connection) => conn.models.Bench ?? conn.model('Bench', schema());
await model(routed).insertMany(Array.from({ length: N }, (_, i) => ({ _id: `d${i}`, tag: `t${i}`, n: 0 })));

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (label: string, xs: number[]) =>
  console.log(`${label.padEnd(40)} p50 ${pct(xs, 50).toFixed(2)} ms  p95 ${pct(xs, 95).toFixed(2)} ms`);

const shapes = {
  'updateOne by _id': (M: mongoose.Model<unknown>, i: number) => M.updateOne({ _id: `d${i}` }, { $inc: { n: 1 } }),
  'updateMany by a field (1 match)': (M: mongoose.Model<unknown>, i: number) => M.updateMany({ tag: `t${i}` }, { $inc: { n: 1 } }),
  'upsert by a field (existing)': (M: mongoose.Model<unknown>, i: number) => M.updateOne({ tag: `t${i}` }, { $inc: { n: 1 } }, { upsert: true }),
};

for (const [shape, write] of Object.entries(shapes))
  for (const [label, conn] of [
    ['plain driver', plain],
    ['routed through the locks', routed],
  ] as const) {
    const M = model(conn) as unknown as mongoose.Model<unknown>;
    const times: number[] = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      await write(M, i);
      times.push(performance.now() - t);
    }
    summary(`${shape}, ${label}`, times);
  }

await routed.dropDatabase();
await routed.close();
await plain.close();
await closeLocks();
