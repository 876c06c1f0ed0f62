import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema, Types, type Model } from 'mongoose';
import { documentStore, fromJsonText, storedWhole, toJsonText, toStoredForm, type OutboxStore } from '@trap/kit';
import { openStores } from './support/stores.ts';

interface CardDoc {
  _id: string;
  owner: string;
  scores: { total: number; at?: Date }[];
  notes?: Record<string, string>;
}

/** Fields kept as JSON text on FerretDB and as documents on MongoDB: read and written as plain values. */
describe('fields stored as JSON text on FerretDB', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let Card: Model<CardDoc>;
  let store: OutboxStore<CardDoc>;
  let text: boolean;
  const raw = () => Card.collection;

  beforeAll(async () => {
    stores = await openStores('kitjsontext');
    const schema = new Schema<CardDoc>({ _id: String, owner: String }, { collection: 'cards', versionKey: false, minimize: false });
    Card = stores.conn.model<CardDoc>('JsonTextCard', storedWhole(schema, ['scores', 'notes']));
    store = documentStore(Card);
    text = 'ferretdbVersion' in (await stores.conn.db!.admin().command({ buildInfo: 1 }));
  });
  afterAll(() => stores.close());

  it('when a document with nested dates is stored, then it is text on FerretDB (a document on MongoDB) and reads back with its dates', async () => {
    const at = new Date('2026-05-01T10:00:00.000Z');
    expect(await store.insert({ _id: 'new', owner: 'a', scores: [{ total: 21, at }], notes: { k: 'v' } })).toBe(true);
    const stored = await raw().findOne({ _id: 'new' } as never);
    if (text) {
      expect(typeof stored!.scoresJson).toBe('string');
      expect(stored!.scores).toBeUndefined();
    } else {
      expect(stored!.scores).toEqual([{ total: 21, at }]);
      expect(stored!.scoresJson).toBeUndefined();
    }
    const read = await store.findById('new');
    expect(read).toEqual({ _id: 'new', owner: 'a', scores: [{ total: 21, at }], notes: { k: 'v' } });
    expect(read!.scores[0]!.at).toBeInstanceOf(Date);
    // the model's own reads, lean or not, and a projection naming the field
    expect((await Card.findOne({ _id: 'new' }).lean())!.scores).toEqual([{ total: 21, at }]);
    const hydrated = await Card.findOne({ _id: 'new' });
    expect(hydrated!.toObject().scores).toEqual([{ total: 21, at }]);
    expect(await Card.find({ owner: 'a' }).select({ scores: 1 }).lean()).toEqual([{ _id: 'new', scores: [{ total: 21, at }] }]);
  });

  it('when a document was stored the old way (plain JSON text, dates as strings), then it reads as before and moves to the current form on its next write', async () => {
    await raw().insertOne({
      _id: 'old-text',
      owner: 'b',
      scoresJson: JSON.stringify([{ total: 18, at: '2026-01-02T00:00:00.000Z' }]),
    } as never);
    // today's behaviour kept: a date written as plain JSON text comes back as the string it was
    expect((await store.findById('old-text'))!.scores).toEqual([{ total: 18, at: '2026-01-02T00:00:00.000Z' }]);
    expect((await Card.find({ owner: 'b' }).lean())[0]!.scores).toEqual([{ total: 18, at: '2026-01-02T00:00:00.000Z' }]);

    const after = await store.update('old-text', (doc) => ({ set: { scores: [...doc.scores, { total: 20 }] }, events: [] }));
    expect(after!.scores).toHaveLength(2);
    const stored = await raw().findOne({ _id: 'old-text' } as never);
    expect(stored![text ? 'scores' : 'scoresJson']).toBeUndefined();
    expect((await store.findById('old-text'))!.scores).toEqual([{ total: 18, at: '2026-01-02T00:00:00.000Z' }, { total: 20 }]);
  });

  it('when a document has the field as a nested document (stored before it became text, or on MongoDB), then it reads, and a write keeps one form only', async () => {
    await raw().insertOne({ _id: 'nested', owner: 'c', scores: [{ total: 15 }] } as never);
    expect((await store.findById('nested'))!.scores).toEqual([{ total: 15 }]);
    await store.update('nested', () => ({ set: { scores: [{ total: 16 }] }, events: [] }));
    const stored = await raw().findOne({ _id: 'nested' } as never);
    expect(Object.keys(stored!).filter((k) => k.startsWith('scores'))).toEqual([text ? 'scoresJson' : 'scores']);
    expect((await store.findById('nested'))!.scores).toEqual([{ total: 16 }]);
  });

  it('when a document is written whole (insert or replace by write), then the next read has the new value and an unchanged value writes nothing', async () => {
    const first = await store.write('whole', () => ({ next: { _id: 'whole', owner: 'd', scores: [{ total: 1 }] }, events: [] }));
    expect(first!.scores).toEqual([{ total: 1 }]);
    await store.write('whole', (current) => ({ next: { ...current!, scores: [...current!.scores, { total: 2 }] }, events: [] }));
    expect((await store.findById('whole'))!.scores).toEqual([{ total: 1 }, { total: 2 }]);
  });

  it('when the model writes directly (replaceOne, updateOne $set, insertMany, a raw insert through toStoredForm), then the values are stored in the same form', async () => {
    await Card.replaceOne({ _id: 'direct' }, { _id: 'direct', owner: 'e', scores: [{ total: 7 }] }, { upsert: true });
    expect((await store.findById('direct'))!.scores).toEqual([{ total: 7 }]);
    await Card.updateOne({ _id: 'direct' }, { $set: { scores: [{ total: 8 }] } });
    expect((await store.findById('direct'))!.scores).toEqual([{ total: 8 }]);
    await raw().insertOne(toStoredForm(Card, { _id: 'rawins', owner: 'e', scores: [{ total: 9 }] }) as never);
    await Card.insertMany([{ _id: 'some', owner: 'e', scores: [{ total: 10 }] }]);
    expect((await Card.find({ owner: 'e' }).sort({ _id: 1 }).lean()).map((d) => d.scores)).toEqual([
      [{ total: 8 }],
      [{ total: 9 }],
      [{ total: 10 }],
    ]);
    expect(Object.keys((await raw().findOne({ _id: 'some' } as never))!).filter((k) => k.startsWith('scores'))).toEqual([
      text ? 'scoresJson' : 'scores',
    ]);
    const stored = await raw().findOne({ _id: 'direct' } as never);
    expect(Object.keys(stored!).filter((k) => k.startsWith('scores'))).toEqual([text ? 'scoresJson' : 'scores']);
  });

  it('when values go through the text, then dates, nested arrays and numbers come back equal', () => {
    const value = { a: [1, 2.5, -3], d: new Date('2026-02-03T04:05:06.007Z'), id: new Types.ObjectId(), n: { s: 'x', b: true, z: null } };
    expect(fromJsonText(toJsonText(value))).toEqual(value);
    // text without dates is plain JSON, and plain JSON reads as it did
    expect(toJsonText({ a: 1 })).toBe('{"a":1}');
    expect(fromJsonText('{"at":"2026-01-01T00:00:00.000Z"}')).toEqual({ at: '2026-01-01T00:00:00.000Z' });
  });
});
