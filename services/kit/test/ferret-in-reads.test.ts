import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mongoose, { Schema, Types, type Connection, type Model } from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';
import {
  DOCUMENTS_PER_VALUE,
  inReadsRouted,
  inValuesRouted,
  isFerretDb,
  lockWritesOnFerretDb,
  MAX_IN_VALUES,
  pushdownOf,
  setPushdown,
} from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';
import { keepFerretPostgresIndexes, type FerretPostgresIndexes } from '../src/store/ferret-postgres-indexes.ts';
import { compareStrings, compareValues } from '../src/store/bson-order.ts';

/**
 * `$in` reads on FerretDB run as one equality per value (store/ferret-in-reads.ts). Every read here
 * runs twice on the same data: through a connection the kit routes (marked as FerretDB's) and
 * through a plain one, whose driver sends the `$in` as written; the answers must be the same, in
 * the same order. The command monitor tells which ran split. On FerretDB-on-PostgreSQL
 * (TEST_FERRETDB_POSTGRESQL_URL) the fields an index serves come from the kit's real index sweep;
 * on SQLite, where no equality is index-served and nothing is split in production, the test names
 * the fields itself so that the same merge is checked there. Either way the collection's size is
 * then set far above its 240 documents, so that lists of up to MAX_IN_VALUES are routed (a real
 * collection this small routes at most 240 / DOCUMENTS_PER_VALUE values; one test checks that).
 * On MongoDB nothing is routed and both connections answer alike.
 */
const postgresUrl = process.env.TEST_FERRETDB_POSTGRESQL_URL;

interface Thing {
  _id: unknown;
  seq: number;
  owner?: string | null;
  at?: Date | null;
  score?: number;
  flag: boolean;
  tag: string;
  tags?: string[];
  nested?: { rank: number };
  mix?: unknown;
  ref?: Types.ObjectId;
}

const ROUTED_FIELDS = ['owner', 'at', 'score', 'flag', 'tag', 'tags', 'mix', 'ref'];
const schema = () => {
  const s = new Schema<Thing>(
    {
      _id: Schema.Types.Mixed,
      seq: Number,
      owner: String,
      at: Date,
      score: Number,
      flag: Boolean,
      tag: String,
      tags: [String],
      nested: { rank: Number },
      mix: Schema.Types.Mixed,
      ref: Schema.Types.ObjectId,
    },
    { collection: 'things', versionKey: false },
  );
  for (const f of ROUTED_FIELDS) s.index({ [f]: 1 });
  return s;
};

const oid = (n: number) => new Types.ObjectId(n.toString(16).padStart(24, '0'));
const DAY = 86_400_000;
const BASE = Date.UTC(2025, 0, 1);
const TAGS = ['alpha', 'Beta', 'beta', 'é', 'z', '\uFFFD', '😀', '日本', '', 'a b', 'ä', '\uE000'];
const MIX = ['5', 5, 5.5, true, false, new Date(BASE), oid(999_999), null, undefined, 'x', -1, 2_147_483_648];

function things(): Thing[] {
  return Array.from({ length: 240 }, (_, i) => {
    const d: Thing = {
      _id: i % 10 === 0 ? oid(i + 1) : i % 10 === 1 ? i : `d${String(i).padStart(3, '0')}`,
      seq: i,
      flag: i % 2 === 0,
      tag: TAGS[i % TAGS.length]!,
    };
    if (i % 13 !== 0) d.owner = i % 17 === 0 ? null : `o${i % 8}`;
    if (i % 11 !== 0) d.at = i % 19 === 0 ? null : new Date(BASE + ((i * 37) % 50) * DAY);
    if (i % 23 !== 0) d.score = i % 3 === 0 ? i % 7 : (i % 7) + 0.5;
    if (i % 5 === 0) d.tags = ['a', 'b'];
    else if (i % 5 === 1) d.tags = ['b'];
    else if (i % 5 === 2) d.tags = [];
    if (i % 4 !== 0) d.nested = { rank: (i * 7) % 20 };
    const m = MIX[i % MIX.length];
    if (m !== undefined) d.mix = m;
    d.ref = oid(1000 + (i % 6));
    return d;
  });
}

describe('$in reads as equalities on FerretDB', () => {
  let env: NodeJS.ProcessEnv;
  let routed: Connection;
  let plain: Connection;
  let R: Model<Thing>;
  let P: Model<Thing>;
  let ferret = false;
  let indexes: FerretPostgresIndexes | undefined;
  let swept: ReturnType<typeof pushdownOf>;
  const finds: Record<string, unknown>[] = [];
  const commands: string[] = [];

  beforeAll(async () => {
    env = testEnv('kitinreads');
    routed = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB, monitorCommands: true }).asPromise();
    plain = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
    ferret = await isFerretDb(routed);
    if (ferret) lockWritesOnFerretDb(routed.getClient());
    routed.getClient().on('commandStarted', (e: CommandStartedEvent) => {
      commands.push(e.commandName);
      if (e.commandName === 'find' && e.command.find === 'things') finds.push(e.command.filter as Record<string, unknown>);
    });
    R = routed.model<Thing>('Thing', schema());
    P = plain.model<Thing>('Thing', schema());
    await P.insertMany(things());
    if (ferret && postgresUrl) {
      indexes = keepFerretPostgresIndexes(routed, postgresUrl);
      await indexes.sweep();
      swept = pushdownOf(routed.getClient(), env.MONGO_DB!, 'things');
      await indexes.stop(); // no background sweep replaces the size set below
    }
    if (ferret)
      setPushdown(routed.getClient(), env.MONGO_DB!, new Map([['things', { served: new Set(['_id', ...ROUTED_FIELDS]), documents: 1e9 }]]));
  });
  afterAll(async () => {
    await indexes?.stop();
    await routed?.close();
    await plain?.close();
    await cleanupTestEnv(env);
  });
  beforeEach(() => {
    finds.length = 0;
    commands.length = 0;
  });

  /** Whether the reads since the last reset ran split: finds without `$in`, one per value. */
  const ranSplit = () => finds.length > 0 && finds.every((f) => !JSON.stringify(f).includes('$in'));
  const ranPlain = () => finds.some((f) => JSON.stringify(f).includes('$in'));
  const expectRouted = (values: number) => {
    if (!ferret) return;
    expect(ranSplit()).toBe(true);
    expect(finds).toHaveLength(values);
  };

  it('routes the reads of a client marked as FerretDB only', () => {
    expect(inReadsRouted(routed.getClient())).toBe(ferret);
    expect(inReadsRouted(plain.getClient())).toBe(false);
  });

  it.skipIf(!postgresUrl)('learns from the index sweep which fields an index serves, and the collection’s size', () => {
    expect([...swept!.served].sort()).toEqual(['_id', ...ROUTED_FIELDS].sort());
    expect(swept!.documents).toBeGreaterThanOrEqual(0);
    expect(swept!.documents).toBeLessThan(10_000);
  });

  it('routes no more values than the collection’s size makes worth it', async () => {
    expect(inValuesRouted(240)).toBe(Math.floor(240 / DOCUMENTS_PER_VALUE));
    expect(inValuesRouted(60_000)).toBe(MAX_IN_VALUES);
    expect(inValuesRouted(0)).toBe(0);
    if (!ferret) return;
    const served = new Set(['_id', ...ROUTED_FIELDS]);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `d${String(i + 2).padStart(3, '0')}`);
    const allowed = inValuesRouted(240);
    setPushdown(routed.getClient(), env.MONGO_DB!, new Map([['things', { served, documents: 240 }]]));
    try {
      await R.find({ _id: { $in: ids(allowed) } }).lean();
      expect(ranSplit()).toBe(true);
      finds.length = 0;
      await R.find({ _id: { $in: ids(allowed + 1) } }).lean();
      expect(ranPlain()).toBe(true);
      // a collection nothing is known of (SQLite; PostgreSQL before the first sweep) reads as sent
      setPushdown(routed.getClient(), env.MONGO_DB!, new Map());
      finds.length = 0;
      await R.find({ _id: { $in: ids(2) } }).lean();
      expect(ranPlain()).toBe(true);
    } finally {
      setPushdown(routed.getClient(), env.MONGO_DB!, new Map([['things', { served, documents: 1e9 }]]));
    }
  });

  type Case = {
    filter: Record<string, unknown>;
    sort?: Record<string, 1 | -1>;
    skip?: number;
    limit?: number;
    projection?: Record<string, 0 | 1>;
  };
  const read = (M: Model<Thing>, c: Case) => {
    let q = M.find(c.filter, c.projection);
    if (c.sort) q = q.sort(c.sort);
    if (c.skip) q = q.skip(c.skip);
    if (c.limit) q = q.limit(c.limit);
    return q.lean<Record<string, unknown>[]>();
  };
  const owners = ['o1', 'o2', 'o3', 'o6'];

  const sortedCases: [string, Case, number][] = [
    ['by owner, newest first', { filter: { owner: { $in: owners } }, sort: { at: -1, seq: 1 } }, 4],
    ['skip and limit', { filter: { owner: { $in: owners } }, sort: { at: -1, seq: 1 }, skip: 3, limit: 7 }, 4],
    ['a limit larger than the answer', { filter: { owner: { $in: ['o1'] } }, sort: { seq: -1 }, limit: 1000 }, 1],
    [
      'the sort field not in the projection',
      { filter: { owner: { $in: owners } }, sort: { at: 1, seq: -1 }, limit: 9, projection: { owner: 1 } },
      4,
    ],
    ['_id excluded', { filter: { owner: { $in: owners } }, sort: { seq: 1 }, projection: { _id: 0, owner: 1, seq: 1 } }, 4],
    [
      '_id excluded, sort field left out',
      { filter: { owner: { $in: owners } }, sort: { seq: -1 }, limit: 5, projection: { _id: 0, tag: 1 } },
      4,
    ],
    [
      'an exclusion projection of the sort field',
      { filter: { owner: { $in: owners } }, sort: { 'nested.rank': 1, seq: 1 }, projection: { nested: 0, tags: 0 } },
      4,
    ],
    ['only _id projected', { filter: { owner: { $in: owners } }, sort: { score: -1, seq: 1 }, projection: { _id: 1 } }, 4],
    ['a dotted sort', { filter: { owner: { $in: owners } }, sort: { 'nested.rank': -1, seq: -1 }, skip: 2, limit: 10 }, 4],
    ['duplicate values', { filter: { owner: { $in: ['o1', 'o1', 'o2', 'o1'] } }, sort: { seq: 1 } }, 2],
    ['an array field: a document matching two values comes once', { filter: { tags: { $in: ['a', 'b'] } }, sort: { seq: -1 } }, 2],
    [
      'mixed types, sorted across types',
      {
        filter: { mix: { $in: ['5', 5, 5.5, true, false, new Date(BASE), oid(999_999), 'x', -1, 2_147_483_648] } },
        sort: { mix: 1, seq: 1 },
      },
      10,
    ],
    [
      'mixed types, descending',
      { filter: { mix: { $in: ['5', 5, true, new Date(BASE), oid(999_999)] } }, sort: { mix: -1, seq: -1 }, limit: 30 },
      5,
    ],
    ['missing and null sort keys', { filter: { owner: { $in: owners } }, sort: { at: 1, score: 1, seq: 1 } }, 4],
    ['strings by code point', { filter: { owner: { $in: owners } }, sort: { tag: 1, seq: 1 } }, 4],
    ['booleans and numbers', { filter: { flag: { $in: [true, false] } }, sort: { flag: -1, score: 1, seq: 1 }, limit: 50 }, 2],
    ['int and double values', { filter: { score: { $in: [2, 2.5, 4] } }, sort: { score: 1, seq: -1 } }, 3],
    ['other parts of the filter kept', { filter: { owner: { $in: owners }, flag: true, seq: { $gte: 30 } }, sort: { seq: -1 } }, 4],
    ['other operators on the field kept', { filter: { score: { $in: [1, 2, 3, 5.5], $gt: 1 } }, sort: { seq: 1 } }, 4],
    ['_id values of three types', { filter: { _id: { $in: [oid(1), oid(51), 11, 31, 'd002', 'd103', 'nope'] } }, sort: { _id: 1 } }, 7],
    ['ObjectId values', { filter: { ref: { $in: [oid(1001), oid(1004)] } }, sort: { ref: -1, seq: 1 }, skip: 5, limit: 20 }, 2],
    ['dates', { filter: { at: { $in: [new Date(BASE + 3 * DAY), new Date(BASE + 40 * DAY)] } }, sort: { at: 1, seq: 1 } }, 2],
  ];

  for (const [name, c, values] of sortedCases)
    it(`answers as the plain $in, in order: ${name}`, async () => {
      const want = await read(P, c);
      finds.length = 0;
      const got = await read(R, c);
      expectRouted(values);
      expect(got).toEqual(want);
      expect(got.length).toBeGreaterThan(0);
    });

  it('answers an unsorted read with the same documents (MongoDB promises no order there)', async () => {
    const c: Case = { filter: { _id: { $in: [oid(1), 11, 'd002', 'd103', 'd104', 'missing'] } } };
    const bySeq = (docs: Record<string, unknown>[]) => [...docs].sort((a, b) => (a.seq as number) - (b.seq as number));
    const want = await read(P, c);
    finds.length = 0;
    const got = await read(R, c);
    expectRouted(6);
    expect(bySeq(got)).toEqual(bySeq(want));
    // a limit without a sort: as many, each one of the plain answer's
    const few = await read(R, { ...c, limit: 2 });
    expect(few).toHaveLength(2);
    for (const d of few) expect(want).toContainEqual(d);
  });

  it('answers an empty list with nothing, without a scan', async () => {
    expect(await read(R, { filter: { owner: { $in: [] } } })).toEqual(await read(P, { filter: { owner: { $in: [] } } }));
    if (ferret) expect(finds).toEqual([]);
    expect(await R.countDocuments({ owner: { $in: [] } })).toBe(0);
  });

  it('reads as sent a list longer than the bound, or values FerretDB does not push down', async () => {
    const ids = [...Array.from({ length: MAX_IN_VALUES + 1 }, (_, i) => `d${String(i).padStart(3, '0')}`)];
    const long = await read(R, { filter: { _id: { $in: ids } }, sort: { seq: 1 } });
    if (ferret) expect(ranPlain()).toBe(true);
    expect(long).toEqual(await read(P, { filter: { _id: { $in: ids } }, sort: { seq: 1 } }));

    for (const filter of [{ owner: { $in: ['o1', null] } }, { owner: { $in: ['o1', /o2/] } }, { 'nested.rank': { $in: [1, 2] } }]) {
      finds.length = 0;
      const got = await read(R, { filter, sort: { seq: 1 } });
      if (ferret) expect(ranPlain() || finds.length === 1).toBe(true);
      expect(got).toEqual(await read(P, { filter, sort: { seq: 1 } }));
    }
  });

  it('exactly at the bound, still splits', async () => {
    const ids = Array.from({ length: MAX_IN_VALUES }, (_, i) => `d${String(i).padStart(3, '0')}`);
    const got = await read(R, { filter: { _id: { $in: ids } }, sort: { seq: -1 }, limit: 10 });
    expectRouted(MAX_IN_VALUES);
    expect(got).toEqual(await read(P, { filter: { _id: { $in: ids } }, sort: { seq: -1 }, limit: 10 }));
  });

  it('reads again as sent when a sort key is an array (MongoDB orders arrays by an element)', async () => {
    const c: Case = { filter: { owner: { $in: owners } }, sort: { tags: 1, seq: 1 } };
    const got = await read(R, c);
    if (ferret) expect(ranPlain()).toBe(true);
    expect(got).toEqual(await read(P, c));
  });

  it('hydrates documents as the plain read does (not lean)', async () => {
    const got = await R.find({ owner: { $in: owners } })
      .sort({ seq: -1 })
      .limit(12);
    const want = await P.find({ owner: { $in: owners } })
      .sort({ seq: -1 })
      .limit(12);
    expect(got.map((d) => d.toObject())).toEqual(want.map((d) => d.toObject()));
    expect(got[0]).toBeInstanceOf(R);
  });

  it('findOne and exists take the first document in the sort', async () => {
    const sorts: Record<string, 1 | -1>[] = [{ at: -1, seq: 1 }, { seq: 1 }, { tag: -1, seq: 1 }];
    for (const sort of sorts) {
      finds.length = 0;
      const got = await R.findOne({ owner: { $in: owners } })
        .sort(sort)
        .lean();
      if (ferret) expect(ranSplit()).toBe(true);
      expect(got).toEqual(
        await P.findOne({ owner: { $in: owners } })
          .sort(sort)
          .lean(),
      );
    }
    expect(await R.findOne({ owner: { $in: ['nobody'] } }).lean()).toBeNull();
    expect(await R.exists({ _id: { $in: ['zz', 'd002'] } })).toEqual({ _id: 'd002' });
    expect(await R.exists({ _id: { $in: ['zz'] } })).toBeNull();
  });

  it('counts as the plain $in does, each document once, with skip and limit', async () => {
    for (const filter of [{ owner: { $in: owners } }, { tags: { $in: ['a', 'b'] } }, { _id: { $in: [oid(1), 11, 'd002', 'x'] } }]) {
      finds.length = 0;
      const n = await R.countDocuments(filter);
      if (ferret) expect(ranSplit()).toBe(true);
      expect(n).toBe(await P.countDocuments(filter));
      // untyped documents: the ids here are of mixed types
      const coll = (c: Connection) => c.db!.collection('things');
      // the driver types `_id` as an ObjectId; the ids here are of mixed types
      const raw = filter as never;
      expect(await coll(routed).countDocuments(raw, { skip: 3, limit: 5 })).toBe(
        await coll(plain).countDocuments(raw, { skip: 3, limit: 5 }),
      );
      expect(await coll(routed).countDocuments(raw, { skip: 1000 })).toBe(0);
    }
  });

  it('leaves streaming, explain and mapped cursors as the driver ships them', async () => {
    const c: Case = { filter: { owner: { $in: owners } }, sort: { seq: 1 } };
    const want = await read(P, c);
    finds.length = 0;
    const streamed: Record<string, unknown>[] = [];
    for await (const d of R.find(c.filter).sort(c.sort!).lean().cursor()) streamed.push(d as unknown as Record<string, unknown>);
    expect(streamed).toEqual(want);
    if (ferret) expect(ranPlain()).toBe(true);

    commands.length = 0;
    const plan = await R.find(c.filter).sort(c.sort!).explain();
    expect(plan).toBeTruthy();
    expect(commands).toContain('explain');

    finds.length = 0;
    const seqs = await routed
      .db!.collection('things')
      .find(c.filter)
      .sort(c.sort!)
      .map((d) => d.seq as number)
      .toArray();
    expect(seqs).toEqual(want.map((d) => d.seq));
    if (ferret) expect(ranPlain()).toBe(true);
  });

  it('reads a driver cursor as it stands when toArray is called, and leaves it exhausted', async () => {
    const coll = (c: Connection) => c.db!.collection('things');
    const make = (c: Connection) =>
      coll(c)
        .find({ owner: { $in: owners } })
        .sort({ seq: -1 })
        .skip(2)
        .limit(4)
        .project({ seq: 1, owner: 1 });
    const cursor = make(routed);
    const got = await cursor.toArray();
    expectRouted(4);
    expect(got).toEqual(await make(plain).toArray());
    expect(await cursor.next()).toBeNull();
    expect(await cursor.toArray()).toEqual([]);
    // a cursor iterated first reads on as sent
    const started = make(routed);
    const first = await started.next();
    expect([first, ...(await started.toArray())]).toEqual(got);
  });

  it('reads inside an explicit session', async () => {
    const session = await routed.startSession();
    try {
      const c: Case = { filter: { owner: { $in: owners } }, sort: { at: -1, seq: 1 }, limit: 15 };
      const got = await R.find(c.filter).sort(c.sort!).limit(15).session(session).lean();
      expectRouted(4);
      expect(got).toEqual(await read(P, c));
    } finally {
      await session.endSession();
    }
  });
});

describe('the merge order (bson-order.ts)', () => {
  it('orders across types as MongoDB does: null < numbers < strings < ObjectId < booleans < dates', () => {
    const ordered = [null, -1, 5, 5.5, 2_147_483_648, '', '5', 'x', oid(1), oid(2), false, true, new Date(0), new Date(1)];
    for (let i = 0; i < ordered.length; i++)
      for (let j = 0; j < ordered.length; j++)
        expect(Math.sign(compareValues(ordered[i], ordered[j])), `${i} vs ${j}`).toBe(Math.sign(i - j));
    expect(compareValues(undefined, null)).toBe(0);
    expect(compareValues(Number.NaN, -Infinity)).toBeLessThan(0);
    expect(compareValues(new mongoose.mongo.Int32(3), 3.5)).toBeLessThan(0);
    expect(compareValues(mongoose.mongo.Long.fromNumber(4), 3.5)).toBeGreaterThan(0);
  });
  it('orders strings by code point (their UTF-8 bytes), not by UTF-16 unit', () => {
    expect(compareStrings('\uFFFF', '😀')).toBeLessThan(0);
    expect(compareStrings('\uE000', '\uD7FF')).toBeGreaterThan(0);
    expect(compareStrings('Z', 'a')).toBeLessThan(0);
    expect(compareStrings('ab', 'a')).toBeGreaterThan(0);
    expect(Buffer.compare(Buffer.from('\uFFFF'), Buffer.from('😀'))).toBeLessThan(0);
  });
});
