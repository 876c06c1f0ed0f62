import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'mongoose';
import { documentStore, OutboxRelay, OutboxStore, recordEvent, type OutboxHint } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { openStores, roundModel, streamMessages } from './support/stores.ts';

describe('writing a document with its events through the OutboxStore', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let relay: OutboxRelay;
  let store: OutboxStore<{ _id: string; score: number }>;
  const hints: OutboxHint[] = [];

  beforeAll(async () => {
    stores = await openStores('kitstore');
    const Round = roundModel(stores.conn, 'StoreRound');
    relay = new OutboxRelay({ bus: stores.bus, models: [Round], logger: stores.logger });
    store = new OutboxStore(Round, (hint) => {
      if (hint) hints.push(hint);
      relay.kick(hint);
    });
  });
  afterAll(async () => {
    await relay.stop();
    await stores.close();
  });

  const published = async (roundId: string) =>
    (await streamMessages(stores.bus))
      .filter((m) => (m.envelope.data as { roundId: string }).roundId === roundId)
      .map((m) => m.envelope.data);

  it('when a document is inserted with an event, then both are stored, the relay is told which document, and the event is published once', async () => {
    expect(await store.insert({ _id: 'a', score: 20 }, [recordEvent(roundLogged, { roundId: 'a', score: 20 })])).toBe(true);
    expect(hints.at(-1)?.id).toBe('a');
    await eventually(async () => (await published('a')).length === 1);
    expect(await store.findById('a')).toEqual({ _id: 'a', score: 20 });
    // the same id again is refused, not thrown
    expect(await store.insert({ _id: 'a', score: 1 })).toBe(false);
  });

  it('when many changes of one document race, then every one is applied and each event is published', async () => {
    await store.insert({ _id: 'b', score: 0 });
    await Promise.all(
      Array.from({ length: 15 }, () =>
        store.update('b', (cur) => ({
          set: { score: cur.score + 1 },
          events: [recordEvent(roundLogged, { roundId: 'b', score: cur.score + 1 })],
        })),
      ),
    );
    expect((await store.findById('b'))?.score).toBe(15);
    await eventually(async () => (await published('b')).length === 15);
    expect(new Set((await published('b')).map((d) => (d as { score: number }).score)).size).toBe(15);
  });

  it('when a change refuses or the guard does not match, then nothing is written', async () => {
    await store.insert({ _id: 'c', score: 5 });
    expect(await store.update('c', () => null)).toBeNull();
    expect(await store.update('c', () => ({ set: { score: 9 }, events: [] }), { score: 6 })).toBeNull();
    await expect(
      store.update('c', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await store.findById('c'))?.score).toBe(5);
  });

  it('when write meets no document it inserts, and later replaces, with the events of each version', async () => {
    const v1 = await store.write('d', (cur) => ({
      next: { _id: 'd', score: (cur?.score ?? 0) + 3 },
      events: [recordEvent(roundLogged, { roundId: 'd', score: 3 })],
    }));
    const v2 = await store.write('d', (cur) => ({
      next: { _id: 'd', score: (cur?.score ?? 0) + 3 },
      events: [recordEvent(roundLogged, { roundId: 'd', score: 6 })],
    }));
    expect([v1?.score, v2?.score]).toEqual([3, 6]);
    await eventually(async () => (await published('d')).length === 2);
  });

  it('when documents are settled, removeSettled deletes them and keeps those with events still to publish', async () => {
    await relay.flush();
    await store.insert({ _id: 'e', score: 1 });
    await stores.conn
      .collection('rounds')
      .updateOne(
        { _id: 'f' as never },
        { $set: { score: 1, _outbox: [recordEvent(roundLogged, { roundId: 'f', score: 1 })] } },
        { upsert: true },
      );
    expect(await store.removeSettled({ _id: { $in: ['e', 'f'] } })).toBe(1);
    expect(await store.findById('e')).toBeNull();
    expect(await store.findById('f')).not.toBeNull();
  });

  it('when an update has work after its write (a derived row), then the next write of the document waits for it', async () => {
    await store.insert({ _id: 'n', score: 0 });
    const seen: string[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        store.update(
          'n',
          (cur) => {
            seen.push(`change ${n} saw ${cur.score}`);
            return { set: { score: n }, events: [] };
          },
          {},
          {
            afterWrite: async (after) => {
              await new Promise((resolve) => setTimeout(resolve, 20));
              seen.push(`after ${after.score}`);
            },
          },
        ),
      ),
    );
    expect(seen).toEqual(['change 1 saw 0', 'after 1', 'change 2 saw 1', 'after 2', 'change 3 saw 2', 'after 3']);
  });

  it('when a change removes fields, then they are gone from the stored document and from what update returns', async () => {
    const Legacy = stores.conn.model<LegacyDoc>(
      'StoreLegacy',
      new Schema<LegacyDoc>({ _id: String }, { collection: 'legacy', strict: false }),
    );
    const legacy = new OutboxStore(Legacy, () => {});
    await legacy.insert({ _id: 'g', score: 3, nested: { a: 1 }, deletedAt: null });
    const after = await legacy.update('g', () => ({ set: { score: 4 }, unset: ['nested'], events: [] }));
    expect(after).toEqual({ _id: 'g', score: 4, deletedAt: null });
    expect(await legacy.findById('g')).toEqual({ _id: 'g', score: 4, deletedAt: null });
  });

  it('when a guard names a field, then a document matches it only as the filter would (null also for an absent field)', async () => {
    const Legacy = stores.conn.model<LegacyDoc>('StoreLegacy');
    const legacy = new OutboxStore(Legacy, () => {});
    const gone = new Date('2026-01-02T00:00:00.000Z');
    await legacy.insert({ _id: 'h', score: 1 });
    await legacy.insert({ _id: 'i', score: 1, deletedAt: gone });
    expect(await legacy.findById('h', { deletedAt: null })).not.toBeNull();
    expect(await legacy.findById('i', { deletedAt: null })).toBeNull();
    expect(await legacy.findById('i', { deletedAt: new Date(gone) })).not.toBeNull();
    expect(await legacy.update('i', () => ({ set: { score: 9 }, events: [] }), { deletedAt: null })).toBeNull();
    expect(await legacy.remove('i', { score: 2 })).toBe(false);
    expect((await legacy.findById('i'))?.score).toBe(1);
    expect(await legacy.remove('i', { score: 1 })).toBe(true);
    expect(await legacy.findById('i')).toBeNull();
  });

  it('when a model records no events, then its documentStore writes as usual but refuses events before writing', async () => {
    const Legacy = stores.conn.model<LegacyDoc>('StoreLegacy');
    const plain = documentStore(Legacy);
    expect(
      await plain.insertMissing([
        { _id: 'j', score: 1 },
        { _id: 'k', score: 2 },
      ]),
    ).toBe(2);
    expect(
      await plain.insertMissing([
        { _id: 'j', score: 5 },
        { _id: 'l', score: 3 },
      ]),
    ).toBe(1);
    expect((await plain.findById('j'))?.score).toBe(1);
    const event = recordEvent(roundLogged, { roundId: 'j', score: 7 });
    await expect(plain.update('j', () => ({ set: { score: 7 }, events: [event] }))).rejects.toThrow(/records no events/);
    await expect(plain.insert({ _id: 'm', score: 1 }, [event])).rejects.toThrow(/records no events/);
    expect((await plain.findById('j'))?.score).toBe(1);
    expect(await plain.findById('m')).toBeNull();
    expect((await plain.update('j', () => ({ set: { score: 8 }, events: [] })))?.score).toBe(8);
  });

  it('when copies of a read model arrive out of order and at once, then upsertUnlessNewer keeps the newest', async () => {
    const plain = documentStore(stores.conn.model<LegacyDoc>('StoreLegacy'));
    // all started together, newest first: the older ones must come back stale and change nothing
    const outcomes = await Promise.all([9, 3, 7, 1].map((score) => plain.upsertUnlessNewer('v', { score: { $lt: score } }, { score })));
    expect(outcomes).toEqual(['applied', 'stale', 'stale', 'stale']);
    expect((await plain.findById('v'))?.score).toBe(9);
    expect(await plain.upsertUnlessNewer('v', { score: { $lt: 9 } }, { score: 9 })).toBe('stale');
    expect(await plain.upsertUnlessNewer('v', { score: { $lt: 10 } }, { score: 10 })).toBe('applied');
    expect((await plain.findById('v'))?.score).toBe(10);
  });
});

interface LegacyDoc {
  _id: string;
  score: number;
  nested?: { a: number };
  deletedAt?: Date | null;
}
