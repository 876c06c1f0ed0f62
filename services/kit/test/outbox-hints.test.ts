import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxRelay, recordEvent, type OutboxEntry } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { openStores, roundModel, streamMessages } from './support/stores.ts';

describe('an outbox relay kicked with a hint', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let Round: ReturnType<typeof roundModel>;

  beforeAll(async () => {
    stores = await openStores('kithints');
    Round = roundModel(stores.conn);
  });
  afterAll(async () => {
    await stores.close();
  });

  const pending = async (id: string) =>
    ((await Round.collection.findOne({ _id: id as never }))?._outbox as OutboxEntry[] | undefined) ?? [];
  const publishedFor = async (roundId: string) =>
    (await streamMessages(stores.bus)).filter((m) => (m.envelope.data as { roundId: string }).roundId === roundId);

  it('when a write names its document, then only that document is drained; the next full scan publishes the rest', async () => {
    await Round.create({ _id: 'r-left-behind', score: 1, _outbox: [recordEvent(roundLogged, { roundId: 'r-left-behind', score: 1 })] });
    await Round.create({ _id: 'r-hinted', score: 2, _outbox: [recordEvent(roundLogged, { roundId: 'r-hinted', score: 2 })] });
    // not started: no initial full scan, no interval
    const relay = new OutboxRelay({ bus: stores.bus, models: [Round], logger: stores.logger });

    relay.kick({ model: Round, id: 'r-hinted' });
    await eventually(async () => (await pending('r-hinted')).length === 0);
    expect(await publishedFor('r-hinted')).toHaveLength(1);
    expect(await pending('r-left-behind')).toHaveLength(1);
    expect(await publishedFor('r-left-behind')).toHaveLength(0);

    await relay.flush();
    expect(await pending('r-left-behind')).toEqual([]);
    expect(await publishedFor('r-left-behind')).toHaveLength(1);
    expect(await publishedFor('r-hinted')).toHaveLength(1);
    await relay.stop();
  });
});
