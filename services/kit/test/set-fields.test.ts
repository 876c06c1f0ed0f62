import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFields } from '@trap/kit';
import { openStores } from './support/stores.ts';

describe('setFields: replacing embedded documents on the real store', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  const col = () => stores.conn.db!.collection<Record<string, unknown>>('set_fields');

  beforeAll(async () => {
    stores = await openStores('kitsetfields');
  });
  afterAll(async () => {
    await stores.close();
  });

  async function roundTrip(stored: Record<string, unknown>, set: Record<string, unknown>) {
    const { insertedId } = await col().insertOne({ ...stored });
    const current = await col().findOne({ _id: insertedId });
    const update = setFields(current, set);
    if (Object.keys(update).length) await col().updateOne({ _id: insertedId }, update);
    const { _id, ...after } = (await col().findOne({ _id: insertedId }))!;
    return after;
  }

  it('when an embedded document gets other keys with the same values, then the stored document has the new keys', async () => {
    // FerretDB 1.24 ignores a plain $set here: its comparison of documents looks only at the values.
    const after = await roundTrip({ hours: { Mon: '07:00-12:00' } }, { hours: { 'Tue-Fri': '07:00-12:00' } });
    expect(after).toEqual({ hours: { 'Tue-Fri': '07:00-12:00' } });
  });

  it('when keys are added, changed and removed at several depths, then the stored value equals the new one', async () => {
    const after = await roundTrip(
      { w: { wind: { speed: 5, dir: 'left' }, rain: true }, n: 1 },
      { w: { wind: { kmh: 5 }, light: 'bright' }, n: 2 },
    );
    expect(after).toEqual({ w: { wind: { kmh: 5 }, light: 'bright' }, n: 2 });
  });

  it('when an array of documents of the same length gets renamed keys, then the new documents are stored', async () => {
    const after = await roundTrip({ programs: [{ name: 'Juniors' }, { name: 'Women' }] }, { programs: [{ title: 'Juniors' }, { name: 'Women' }] });
    expect(after).toEqual({ programs: [{ title: 'Juniors' }, { name: 'Women' }] });
  });

  it('when values change type or length, then they are set whole', async () => {
    const after = await roundTrip(
      { a: [1, 2], b: null, c: { x: 1 }, d: 'text' },
      { a: [1, 2, 3], b: { y: 2 }, c: 'now a string', d: { k: 'v' } },
    );
    expect(after).toEqual({ a: [1, 2, 3], b: { y: 2 }, c: 'now a string', d: { k: 'v' } });
  });

  it('when a key could not stand in a dotted path, then the document is set whole and the write succeeds', async () => {
    // (set whole, such a document meets FerretDB's comparison again; the contracts trim map keys, so none arrives)
    const after = await roundTrip({ links: { ' ': 'x', web: 'a' } }, { links: { web: 'b' } });
    expect(after).toEqual({ links: { web: 'b' } });
  });

  it('when nothing changes, then there is nothing to write', () => {
    expect(setFields({ a: { b: 1 }, c: [1], d: 'x' }, { a: { b: 1 }, c: [1], d: 'x' })).toEqual({});
  });

  it('when a document becomes empty, then its keys are unset and an empty document stays', async () => {
    const after = await roundTrip({ hours: { Mon: 'Closed', Tue: '9-5' } }, { hours: {} });
    expect(after).toEqual({ hours: {} });
  });
});
