import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema, type Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { openStores } from './support/stores.ts';

interface CounterDoc {
  _id: string;
  used: number;
  limit: number | null;
  active: boolean;
  label?: string;
  since?: number;
}

describe('counters through the store (increment, incrementIf, upsertUnlessNewer with fields set on insert)', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let store: OutboxStore<CounterDoc>;

  beforeAll(async () => {
    stores = await openStores('kitcounters');
    const Counter: Model<CounterDoc> = stores.conn.model<CounterDoc>(
      'StoreCounter',
      new Schema<CounterDoc>({ _id: String, used: Number, limit: Number, active: Boolean, label: String, since: Number }, { collection: 'counters' }),
    );
    store = documentStore(Counter);
  });
  afterAll(() => stores.close());

  /** One use if the stored limit leaves one, decided on the stored document as a checkout does. */
  const takeOne = (id: string) =>
    store.incrementIf(id, (cur) =>
      !cur.active ? null : { inc: { used: 1 }, where: cur.limit === null ? {} : { used: { $lt: cur.limit } } },
    );

  it('when more takers race than the limit allows, then exactly the limit is taken and the rest are refused', async () => {
    await store.insert({ _id: 'limited', used: 0, limit: 5, active: true });
    const taken = await Promise.all(Array.from({ length: 12 }, () => takeOne('limited')));
    expect(taken.filter((t) => t !== null)).toHaveLength(5);
    expect((await store.findById('limited'))?.used).toBe(5);
  });

  it('when the decision refuses or the document is missing, then nothing changes and the answer is null', async () => {
    await store.insert({ _id: 'off', used: 2, limit: null, active: false });
    expect(await takeOne('off')).toBeNull();
    expect(await takeOne('nowhere')).toBeNull();
    expect((await store.findById('off'))?.used).toBe(2);
    expect(await store.findById('nowhere')).toBeNull();
  });

  it('when a counter is increased by many at once, with upsert, then it starts from nothing and every step gets its own number', async () => {
    const numbers = await Promise.all(Array.from({ length: 10 }, async () => (await store.increment('series', { inc: { used: 1 } }, { upsert: true }))!.used));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('when an increment is conditional, then it applies only while the document matches', async () => {
    await store.insert({ _id: 'floor', used: 1, limit: null, active: true });
    expect((await store.increment('floor', { inc: { used: -1 }, where: { used: { $gt: 0 } } }))?.used).toBe(0);
    expect(await store.increment('floor', { inc: { used: -1 }, where: { used: { $gt: 0 } } })).toBeNull();
    expect((await store.findById('floor'))?.used).toBe(0);
  });

  it('when a newer copy of a read model arrives, then the fields set on insert stay as counted, and an older copy changes nothing', async () => {
    const copy = (since: number, label: string) => store.upsertUnlessNewer('copy', { since: { $lt: since } }, { since, label, limit: 3, active: true }, { used: 0 });
    expect(await copy(1, 'first')).toBe('applied');
    await takeOne('copy');
    expect(await copy(2, 'second')).toBe('applied');
    expect(await copy(1, 'stale')).toBe('stale');
    expect(await store.findById('copy')).toMatchObject({ used: 1, label: 'second', since: 2 });
  });
});
