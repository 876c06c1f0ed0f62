import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'mongoose';
import { BULK_WRITE_CHUNK, documentStore, isFerretDb, OutboxStore, outboxSchemaFields, recordEvent } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { names, scored, storeWithRelay, type RoundDoc } from './support/stores.ts';

describe('guarded bulk updates with events through the OutboxStore', () => {
  let t: Awaited<ReturnType<typeof storeWithRelay>>;
  beforeAll(async () => {
    t = await storeWithRelay('kitbulkstore', 'BulkRound');
  });
  afterAll(() => t.close());

  it('when a job applies more changes than one bulk write may carry on FerretDB, then every one is stored and each event is published once', async () => {
    const ids = names('many', 2 * BULK_WRITE_CHUNK + 20);
    expect(await t.store.insertMissing(ids.map((id) => ({ _id: id, score: 0 })))).toBe(ids.length);

    expect(await t.store.bulkUpdate(ids.map((id) => scored(id, 0, 5)))).toBe(ids.length);

    const stored = await t.store.model.find({ _id: { $in: ids } }).lean();
    expect(stored.every((d) => d.score === 5)).toBe(true);
    await eventually(async () => (await t.store.countUnsettled({ _id: { $in: ids } })) === 0);
    const published = await t.published('many-');
    expect(published).toHaveLength(ids.length);
    expect(new Set(published.map((d) => d.roundId)).size).toBe(ids.length);
  });

  it('when the relay is still pulling earlier events of the same documents, then no change and no event is lost', async () => {
    const ids = names('race', 30);
    for (const id of ids) await t.store.insert({ _id: id, score: 1 }, [recordEvent(roundLogged, { roundId: id, score: 1 })]);
    // the relay drains the inserts' events while the bulk update writes the same documents
    expect(await t.store.bulkUpdate(ids.map((id) => scored(id, 1, 2)))).toBe(ids.length);

    await eventually(async () => (await t.published('race-')).length === 2 * ids.length);
    expect(await t.store.countUnsettled({ _id: { $in: ids } })).toBe(0);
    const stored = await t.store.model.find({ _id: { $in: ids } }).lean();
    expect(stored.map((d) => d.score)).toEqual(ids.map(() => 2));
  });

  it("when a document changed since the caller read it, then MongoDB leaves it alone; FerretDB writes by _id on the caller's read", async () => {
    await t.store.insert({ _id: 'moved-on', score: 7 });
    const applied = await t.store.bulkUpdate([{ id: 'moved-on', guard: { score: 3 }, set: { score: 4 }, events: [] }]);
    const ferret = await isFerretDb(t.conn);
    expect(applied).toBe(ferret ? 1 : 0);
    expect((await t.store.findById('moved-on'))?.score).toBe(ferret ? 4 : 7);
  });

  it('when a change has nothing to set and no event, then it is skipped; a store without events refuses a batch with one before writing', async () => {
    await t.store.insert({ _id: 'still', score: 3 });
    expect(await t.store.bulkUpdate([{ id: 'still', guard: { score: 3 }, set: {}, events: [] }])).toBe(0);

    const plain = documentStore(t.store.model);
    await expect(plain.bulkUpdate([scored('still', 3, 6), { id: 'still', guard: {}, set: { score: 8 }, events: [] }])).rejects.toThrow(
      /records no events/,
    );
    expect((await t.store.findById('still'))?.score).toBe(3);
  });

  it('counts the documents whose events are not published yet', async () => {
    // a collection no relay drains
    const Quiet = t.conn.model<RoundDoc>(
      'QuietRound',
      new Schema<RoundDoc>({ _id: String, score: Number, ...outboxSchemaFields }, { collection: 'quiet_rounds' }),
    );
    const quiet = new OutboxStore(Quiet, () => {});
    await quiet.insert({ _id: 'q1', score: 1 }, [recordEvent(roundLogged, { roundId: 'q1', score: 1 })]);
    await quiet.insert({ _id: 'q2', score: 1 });
    expect(await quiet.bulkUpdate([scored('q2', 1, 2), scored('q1', 1, 2)])).toBe(2);
    expect(await quiet.countUnsettled()).toBe(2);
    expect(await quiet.countUnsettled({ _id: 'q2' })).toBe(1);
    expect(await quiet.countUnsettled({ score: 1 })).toBe(0);
  });
});
