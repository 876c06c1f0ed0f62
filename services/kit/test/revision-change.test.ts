import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'mongoose';
import { changeAtRevision, documentStore, type OutboxStore } from '@trap/kit';
import { openStores } from './support/stores.ts';

interface Tally {
  _id: string;
  count: number;
  revision: number;
}

/** A document guarded by its revision (an entry book, a club event): each decision is written only at the revision it read. */
describe('changing a document at the revision it was read at', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let store: OutboxStore<Tally>;

  beforeAll(async () => {
    stores = await openStores('kitrevision');
    store = documentStore(
      stores.conn.model<Tally>(
        'RevisionTally',
        new Schema<Tally>({ _id: String, count: Number, revision: Number }, { collection: 'tallies' }),
      ),
    );
  });
  afterAll(() => stores.close());

  const addOne = (id: string) => changeAtRevision(store, id, (t) => ({ set: { count: t.count + 1 }, events: [] }), `tally ${id}`);

  it('when many changes race, then every one is applied once and the revision counts them', async () => {
    await store.insert({ _id: 'race', count: 0, revision: 0 });
    const after = await Promise.all(Array.from({ length: 12 }, () => addOne('race')));
    expect(after.map((t) => t?.revision).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(await store.findById('race')).toEqual({ _id: 'race', count: 12, revision: 12 });
  });

  it('when the change decides nothing, then the document read is answered and not written; when there is none, null', async () => {
    await store.insert({ _id: 'still', count: 3, revision: 7 });
    expect(await changeAtRevision(store, 'still', () => null, 'tally still')).toEqual({ _id: 'still', count: 3, revision: 7 });
    expect(await store.findById('still')).toEqual({ _id: 'still', count: 3, revision: 7 });
    expect(await addOne('missing')).toBeNull();
  });

  it('when the change refuses by throwing, then the refusal reaches the caller and nothing is written', async () => {
    await store.insert({ _id: 'full', count: 30, revision: 2 });
    const full = changeAtRevision(
      store,
      'full',
      () => {
        throw new Error('This event is full');
      },
      'tally full',
    );
    await expect(full).rejects.toThrow('This event is full');
    expect(await store.findById('full')).toEqual({ _id: 'full', count: 30, revision: 2 });
  });
});
