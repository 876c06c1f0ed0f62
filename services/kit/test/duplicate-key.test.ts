import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMissing, isDuplicateKeyError, upsertUnlessNewer } from '@trap/kit';
import { openStores } from './support/stores.ts';

describe('isDuplicateKeyError on the real store', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  const col = () => stores.conn.db!.collection<{ _id: string; n: number }>('unique_n');
  const errorOf = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (err: unknown) => err,
    );

  beforeAll(async () => {
    stores = await openStores('kitduplicatekey');
    await col().createIndex({ n: 1 }, { unique: true });
    await col().insertMany([
      { _id: 'a', n: 1 },
      { _id: 'b', n: 2 },
    ]);
  });
  afterAll(async () => {
    await stores.close();
  });

  it('when an insert, an update, a replace or a find-and-modify breaks a unique index, then each is a duplicate key', async () => {
    const refusals = [
      await errorOf(col().insertOne({ _id: 'c', n: 1 })),
      await errorOf(col().updateOne({ _id: 'b' }, { $set: { n: 1 } })),
      await errorOf(col().replaceOne({ _id: 'b' }, { n: 1 })),
      await errorOf(col().findOneAndUpdate({ _id: 'b' }, { $set: { n: 1 } })),
    ];
    expect(refusals.map((err) => isDuplicateKeyError(err))).toEqual([true, true, true, true]);
    expect(await col().find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', n: 1 },
      { _id: 'b', n: 2 },
    ]);
  });

  it('when a write fails for another reason, then it is not a duplicate key', async () => {
    const bad = await errorOf(col().updateOne({ _id: 'a' }, { $inc: { n: 'x' as never } }));
    expect(bad).toBeTruthy();
    expect(isDuplicateKeyError(bad)).toBe(false);
    expect(isDuplicateKeyError(new Error('socket hang up'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });

  it('when some documents are stored already, then insertMissing stores the others and counts them', async () => {
    const seeds = () => stores.conn.db!.collection<{ _id: string; v: number }>('seeds');
    expect(await insertMissing(seeds(), [{ _id: 's1', v: 1 }])).toBe(1);
    expect(
      await insertMissing(seeds(), [
        { _id: 's1', v: 9 },
        { _id: 's2', v: 2 },
        { _id: 's3', v: 3 },
      ]),
    ).toBe(2);
    expect(await insertMissing(seeds(), [])).toBe(0);
    expect(await seeds().find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 's1', v: 1 },
      { _id: 's2', v: 2 },
      { _id: 's3', v: 3 },
    ]);
  });

  it('when a batch holds a duplicate and another failure, then insertMissing throws (the error leads with code 11000 all the same)', async () => {
    const seeds = () => stores.conn.db!.collection('seeds_bad');
    await seeds().insertOne({ _id: 'a' as never });
    const err = await errorOf(insertMissing(seeds(), [{ _id: 'a' }, { _id: ['not', 'an', 'id'] }, { _id: 'b' }]));
    expect(err).toMatchObject({ code: 11000 });
    expect((await seeds().find({}).toArray()).map((d) => d._id).sort()).toEqual(['a', 'b']);
  });

  it('when copies of a record arrive out of order, then upsertUnlessNewer keeps the newest and calls the others stale', async () => {
    const views = () => stores.conn.db!.collection<{ _id: string; revision: number; status: string }>('views');
    const apply = (revision: number, status: string) =>
      upsertUnlessNewer(views(), 'v1', { revision: { $lt: revision } }, { revision, status });
    expect(await apply(2, 'accepted')).toBe('applied');
    expect(await apply(1, 'pending')).toBe('stale');
    expect(await apply(2, 'accepted')).toBe('stale');
    expect(await views().findOne({ _id: 'v1' })).toEqual({ _id: 'v1', revision: 2, status: 'accepted' });
    expect(await apply(3, 'removed')).toBe('applied');
    expect(await views().findOne({ _id: 'v1' })).toEqual({ _id: 'v1', revision: 3, status: 'removed' });
  });
});
