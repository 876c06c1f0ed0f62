import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mongoose, { Schema, Types, type Connection, type Model } from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';
import { isFerretDb, lockWritesOnFerretDb, restrictedToIds } from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';

/**
 * A write whose filter does not name its documents by `_id` runs under their locks restricted to
 * the ids it read (store/ferret-write-locks.ts). The restriction joins the filter's own fields, so
 * FerretDB still pushes the filter's equalities (and a single id) down to an index; a top-level
 * `$and`, which FerretDB 1.24 does not push down, made every such write scan its collection.
 */
describe('the shape of a restricted write', () => {
  it('adds _id beside the filter’s own fields', () => {
    expect(restrictedToIds({ userId: 'm1', read: false }, ['a', 'b'])).toEqual({ userId: 'm1', read: false, _id: { $in: ['a', 'b'] } });
    const id = new Types.ObjectId();
    expect(restrictedToIds({ userId: 'm1' }, [id])).toEqual({ userId: 'm1', _id: id });
    expect(restrictedToIds({ key: { k: 1 } }, [{ a: 1 }])).toEqual({ key: { k: 1 }, _id: { $eq: { a: 1 } } });
    expect(restrictedToIds(undefined, ['a', 'b'])).toEqual({ _id: { $in: ['a', 'b'] } });
    expect(restrictedToIds({ $or: [{ a: 1 }, { b: 2 }] }, [])).toEqual({ $or: [{ a: 1 }, { b: 2 }], _id: { $in: [] } });
  });
  it('joins an _id condition of the filter’s own, or keeps $and where it cannot', () => {
    expect(restrictedToIds({ _id: { $gt: 'm' }, n: 1 }, ['x', 'y'])).toEqual({ _id: { $gt: 'm', $in: ['x', 'y'] }, n: 1 });
    const both = { _id: { $in: ['a', 'x'], $gt: 'b' } };
    expect(restrictedToIds(both, ['x'])).toEqual({ $and: [both, { _id: { $in: ['x'] } }] });
  });
});

interface Note {
  _id: Types.ObjectId;
  userId: string;
  read: boolean;
  n: number;
}

describe('restricted writes on the store', () => {
  let env: NodeJS.ProcessEnv;
  let conn: Connection;
  let Notes: Model<Note>;
  let ferret = false;
  const updates: Record<string, unknown>[] = [];
  const deletes: Record<string, unknown>[] = [];

  beforeAll(async () => {
    env = testEnv('kitrestrict');
    conn = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB, monitorCommands: true }).asPromise();
    ferret = await isFerretDb(conn);
    if (ferret) lockWritesOnFerretDb(conn.getClient());
    conn.getClient().on('commandStarted', (e: CommandStartedEvent) => {
      if (e.commandName === 'update') updates.push(...(e.command.updates as { q: Record<string, unknown> }[]).map((u) => u.q));
      if (e.commandName === 'delete') deletes.push(...(e.command.deletes as { q: Record<string, unknown> }[]).map((d) => d.q));
    });
    Notes = conn.model<Note>(
      'Note',
      new Schema<Note>({ userId: String, read: Boolean, n: Number }, { collection: 'notes', versionKey: false }),
    );
  });
  afterAll(async () => {
    await conn?.close();
    await cleanupTestEnv(env);
  });
  beforeEach(async () => {
    await Notes.deleteMany({});
    await Notes.insertMany(Array.from({ length: 30 }, (_, i) => ({ userId: `m${i % 3}`, read: i % 2 === 0, n: 0 })));
    updates.length = 0;
    deletes.length = 0;
  });

  it('mark all read: the member’s equality stays top-level, the result as without locks', async () => {
    const res = await Notes.updateMany({ userId: 'm1', read: false }, { $set: { read: true } });
    expect(res.modifiedCount).toBe(5);
    expect(await Notes.countDocuments({ userId: 'm1', read: false })).toBe(0);
    expect(await Notes.countDocuments({ read: false })).toBe(10);
    if (!ferret) return;
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ userId: 'm1', read: false });
    expect((updates[0]!._id as { $in: unknown[] }).$in).toHaveLength(5);
    expect(updates[0]).not.toHaveProperty('$and');
  });

  it('a single-document write by another field becomes an _id equality beside it', async () => {
    const res = await Notes.updateOne({ userId: 'm2', read: true }, { $inc: { n: 1 } });
    expect(res.modifiedCount).toBe(1);
    expect(await Notes.countDocuments({ n: 1 })).toBe(1);
    if (!ferret) return;
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ userId: 'm2', read: true });
    expect(updates[0]!._id).toBeInstanceOf(Types.ObjectId);
  });

  it('deletes and bulk writes take the same shape', async () => {
    expect((await Notes.deleteMany({ userId: 'm0', read: true })).deletedCount).toBe(5);
    const bulk = await Notes.bulkWrite([{ updateMany: { filter: { userId: 'm2' }, update: { $set: { n: 7 } } } }]);
    expect(bulk.modifiedCount).toBe(10);
    expect(await Notes.countDocuments({})).toBe(25);
    expect(await Notes.countDocuments({ n: 7 })).toBe(10);
    if (!ferret) return;
    expect(deletes[0]).toMatchObject({ userId: 'm0', read: true });
    expect(updates[0]).toMatchObject({ userId: 'm2' });
    for (const q of [...deletes, ...updates]) expect(q).not.toHaveProperty('$and');
  });
});
