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

  it('when a full scan works through a backlog, then a document a write names is published before the backlog, not after it', async () => {
    const backlog = Array.from({ length: 20 }, (_, i) => `b-backlog-${String(i).padStart(2, '0')}`);
    await Round.insertMany(backlog.map((id) => ({ _id: id, score: 3, _outbox: [recordEvent(roundLogged, { roundId: id, score: 3 })] })));
    await Round.create({ _id: 'z-urgent', score: 4, _outbox: [recordEvent(roundLogged, { roundId: 'z-urgent', score: 4 })] });
    const relay = new OutboxRelay({ bus: stores.bus, models: [Round], logger: stores.logger });

    // the scan pages by _id, so without the hint the urgent document (sorting last) would be published last
    const scan = relay.flush();
    relay.kick({ model: Round, id: 'z-urgent' });
    await scan;
    await eventually(async () => (await pending('z-urgent')).length === 0);

    const seqs = new Map((await streamMessages(stores.bus)).map((m) => [(m.envelope.data as { roundId: string }).roundId, m.seq]));
    expect(backlog.every((id) => seqs.has(id))).toBe(true);
    expect(seqs.get('z-urgent')).toBeLessThan(Math.min(...backlog.map((id) => seqs.get(id)!)));
    await relay.stop();
  });
  it("when the interval's scan meets an entry another process just wrote, then it leaves it to that process; a start or a flush takes it", async () => {
    const relay = new OutboxRelay({
      bus: stores.bus,
      models: [Round],
      logger: stores.logger,
      intervalMs: 50,
      fullScanIntervalMs: 50,
      settleMs: 60_000,
    });
    relay.start();
    await relay.flush(); // the start's scan (everything) is behind us
    // written by "another process" (no hint here): young, so the interval's scans leave it
    await Round.create({ _id: 'r-fresh', score: 5, _outbox: [recordEvent(roundLogged, { roundId: 'r-fresh', score: 5 })] });
    await new Promise((r) => setTimeout(r, 400));
    expect(await pending('r-fresh')).toHaveLength(1);
    await relay.flush();
    expect(await pending('r-fresh')).toEqual([]);
    expect(await publishedFor('r-fresh')).toHaveLength(1);
    await relay.stop();
  });
});
