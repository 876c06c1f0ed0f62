import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDuplicateKeyError } from '@trap/kit';
import { openStores } from './support/stores.ts';

describe('isDuplicateKeyError on the real store', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  const col = () => stores.conn.db!.collection<{ _id: string; n: number }>('unique_n');
  const errorOf = (work: Promise<unknown>) => work.then(() => null, (err: unknown) => err);

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
});
