import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { lockWritesOnFerretDb } from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';
import { keepFerretPostgresIndexes, type FerretPostgresIndexes } from '../src/store/ferret-postgres-indexes.ts';

/**
 * The measure behind store/ferret-in-reads.ts and the restricted writes of ferret-write-locks.ts,
 * at a club's size, on FerretDB-on-PostgreSQL with the kit's GIN indexes. Opt-in, as it seeds
 * 60,000 documents and a plain `$in` there reads for seconds:
 *
 *   FERRETDB_BACKEND=postgresql KIT_MEASURE_AT_SIZE=1 make test-unit   (or this file alone with
 *   MONGO_URL and TEST_FERRETDB_POSTGRESQL_URL set; KIT_MEASURE_DOCS changes the size)
 *
 * Each read runs through a plain connection (the driver sends the `$in`) and through a routed one
 * (one equality per value), and their answers must be the same; the times are printed, never
 * asserted. Figures of 2026-12-06 (FerretDB 1.24.2, PostgreSQL 15, 60,000 feed items of 300
 * owners, 200 each; the machine at load 10–29 from other work), two runs and a driver-level probe:
 *
 * | read                                                        | plain `$in` | routed       |
 * | ----------------------------------------------------------- | ----------- | ------------ |
 * | `_id` in 20 ids                                             | 4.8–11.8 s  | 41–120 ms    |
 * | `_id` in 100 ids                                            | 5.5–15 s    | 0.25–0.84 s  |
 * | 20 owners' newest 20 (`ownerId` `$in`, `deletedAt: null`)   | 7.5–27 s    | 0.7–1.8 s    |
 * | the count of 20 owners' 4,000 items                         | 8.0–13.9 s  | 1.2–2.0 s    |
 *
 * and a many-document write of one owner's 200 items (`updateMany({ ownerId, deletedAt: null })`)
 * restricted as `{ $and: [filter, { _id: { $in } }] }` 7.7–15.7 s, as `{ ...filter, _id: { $in } }`
 * 0.45–1.6 s (docs/decisions.md, "The local store at a club's size").
 */
const postgresUrl = process.env.TEST_FERRETDB_POSTGRESQL_URL;
const DOCS = Number(process.env.KIT_MEASURE_DOCS) || 60_000;
const OWNERS = 300;

interface Item {
  _id: string;
  kind: string;
  ownerId: string;
  title: string;
  summary: string;
  occurredAt: Date;
  deletedAt: Date | null;
}

const itemSchema = () => {
  const s = new Schema<Item>(
    {
      _id: String,
      kind: String,
      ownerId: { type: String, index: true },
      title: String,
      summary: String,
      occurredAt: Date,
      deletedAt: Date,
    },
    { collection: 'feed_items', versionKey: false },
  );
  s.index({ ownerId: 1, occurredAt: -1 });
  return s;
};

describe.skipIf(!postgresUrl || process.env.KIT_MEASURE_AT_SIZE !== '1')(`$in reads and restricted writes at ${DOCS} documents`, () => {
  let env: NodeJS.ProcessEnv;
  let routed: Connection;
  let plain: Connection;
  let R: Model<Item>;
  let P: Model<Item>;
  let indexes: FerretPostgresIndexes;

  beforeAll(async () => {
    env = testEnv('kitinsize');
    routed = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
    plain = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
    lockWritesOnFerretDb(routed.getClient());
    R = routed.model<Item>('Item', itemSchema());
    P = plain.model<Item>('Item', itemSchema());
    const base = Date.UTC(2021, 0, 1);
    const t = performance.now();
    for (let i = 0; i < DOCS; i += 1000)
      await P.collection.insertMany(
        Array.from({ length: Math.min(1000, DOCS - i) }, (_, k) => {
          const j = i + k;
          return {
            _id: `session:${String(j).padStart(6, '0')}`,
            kind: 'session',
            ownerId: `member-${j % OWNERS}`,
            title: `Round ${j}`,
            summary: `25 targets, ${j % 26} hits`,
            occurredAt: new Date(base + j * 2_600_000),
            deletedAt: j % 97 === 0 ? new Date(base) : null,
          } as never;
        }),
        { ordered: false },
      );
    console.log(`seeded ${DOCS} feed items in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    indexes = keepFerretPostgresIndexes(routed, postgresUrl!);
    await indexes.sweep();
  }, 600_000);
  afterAll(async () => {
    await indexes?.stop();
    await routed?.close();
    await plain?.close();
    await cleanupTestEnv(env);
  }, 120_000);

  const timed = async <T>(fn: () => Promise<T>, runs: number): Promise<[T, number[]]> => {
    const ms: number[] = [];
    let out: T | undefined;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      out = await fn();
      ms.push(performance.now() - t);
    }
    return [out!, ms];
  };
  const fmt = (ms: number[]) => ms.map((m) => `${m.toFixed(0)} ms`).join(', ');

  const compare = async <T>(label: string, read: (M: Model<Item>) => Promise<T>) => {
    const [want, plainMs] = await timed(() => read(P), 1);
    const [got, routedMs] = await timed(() => read(R), 3);
    console.log(`${label}: plain $in ${fmt(plainMs)}; routed ${fmt(routedMs)}`);
    expect(got).toEqual(want);
  };
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `session:${String((i * 599) % DOCS).padStart(6, '0')}`);
  const owners = Array.from({ length: 20 }, (_, i) => `member-${i * 7}`);

  it('_id in 20 and in 100 ids', async () => {
    for (const n of [20, 100])
      await compare(`_id in ${n}`, (M) =>
        M.find({ _id: { $in: ids(n) } })
          .sort({ _id: 1 })
          .lean(),
      );
  }, 300_000);

  it("20 owners' newest 20 live items (the feed's itemsOf)", async () => {
    await compare('20 owners, newest 20', (M) =>
      M.find({ ownerId: { $in: owners }, deletedAt: null })
        .sort({ occurredAt: -1, _id: -1 })
        .limit(20)
        .lean(),
    );
  }, 300_000);

  it("the count of 20 owners' items", async () => {
    await compare('count of 20 owners', (M) => M.countDocuments({ ownerId: { $in: owners } }));
  }, 300_000);

  it("a many-document write of one owner's items: restricted beside the filter against the old $and", async () => {
    const filter = { ownerId: 'member-11', deletedAt: null };
    const matched = (await P.find(filter, { _id: 1 }).sort({ _id: 1 }).lean()).map((d) => d._id);
    const [oldShape, andMs] = await timed(
      // the driver's collection is typed for ObjectId ids; these are strings
      () => P.collection.updateMany({ $and: [filter, { _id: { $in: matched as never[] } }] }, { $set: { title: 'and' } }),
      1,
    );
    const [routedWrite, mergedMs] = await timed(() => R.updateMany(filter, { $set: { title: 'merged' } }), 1);
    console.log(`updateMany of ${matched.length}: as $and ${fmt(andMs)}; routed (locks, filter beside _id) ${fmt(mergedMs)}`);
    expect(oldShape.modifiedCount).toBe(matched.length);
    expect(routedWrite.modifiedCount).toBe(matched.length);
  }, 300_000);
});
