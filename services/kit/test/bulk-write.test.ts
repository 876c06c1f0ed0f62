import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_WRITE_CHUNK, bulkWriteInChunks } from '@trap/kit';
import { openStores } from './support/stores.ts';

describe('bulkWriteInChunks on the real store', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  const col = () => stores.conn.db!.collection<{ _id: number; n: number }>('bulk_write');

  beforeAll(async () => {
    stores = await openStores('kitbulkwrite');
  });
  afterAll(async () => {
    await stores.close();
  });

  it('when 150 existing documents are updated by _id, then every one changes (one bulk write of them would never return on FerretDB 1.24)', async () => {
    const count = 3 * BULK_WRITE_CHUNK;
    await col().insertMany(Array.from({ length: count }, (_, i) => ({ _id: i, n: 0 })));
    const ops = Array.from({ length: count }, (_, i) => ({ updateOne: { filter: { _id: i }, update: { $set: { n: i + 1 } } } }));
    const res = await bulkWriteInChunks(col(), ops, { ordered: false });
    expect(res.modifiedCount).toBe(count);
    const docs = await col().find({}).sort({ _id: 1 }).toArray();
    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });

  it('when upserts and updates are mixed, then the counts add up over the chunks', async () => {
    const ops = Array.from({ length: 120 }, (_, i) => ({
      replaceOne: { filter: { _id: 1000 + (i % 60) }, replacement: { n: i }, upsert: true },
    }));
    const res = await bulkWriteInChunks(col(), ops);
    expect(res.upsertedCount).toBe(60);
    expect(res.modifiedCount).toBe(60);
    expect(await col().countDocuments({ _id: { $gte: 1000 } })).toBe(60);
  });
});
