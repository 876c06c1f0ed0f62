import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventConsumers, on, OutboxRelay, recordEvent, type OutboxEntry } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { privateNatsServer } from './support/nats-server.ts';
import { openStores, roundModel, sleep, streamMessages } from './support/stores.ts';

describe('the outbox relay during a NATS outage', () => {
  let nats: Awaited<ReturnType<typeof privateNatsServer>>;
  let stores: Awaited<ReturnType<typeof openStores>>;

  beforeAll(async () => {
    nats = await privateNatsServer();
    stores = await openStores('kitoutage', { natsUrl: nats.url });
  });
  afterAll(async () => {
    await stores?.close();
    await nats?.dispose();
  });

  it('when NATS goes away, then writes keep their events in the outbox, and once NATS is back the relay publishes each exactly once', async () => {
    const Round = roundModel(stores.conn);
    const received: string[] = [];
    const consumers = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'outageprobe',
      subscriptions: [on(roundLogged, async (d) => void received.push(d.roundId))],
    });
    await consumers.start();
    const relay = new OutboxRelay({ bus: stores.bus, models: [Round], logger: stores.logger, intervalMs: 200, publishTimeoutMs: 500 });
    relay.start();
    try {
      await Round.create({ _id: 'before-outage', score: 1, _outbox: [recordEvent(roundLogged, { roundId: 'before-outage', score: 1 })] });
      relay.kick();
      await eventually(() => received.includes('before-outage'));

      await nats.stop();
      await Round.create({ _id: 'during-outage', score: 2, _outbox: [recordEvent(roundLogged, { roundId: 'during-outage', score: 2 })] });
      relay.kick();
      await expect(relay.flush()).rejects.toThrow();
      await sleep(600);
      const stored = await Round.collection.findOne({ _id: 'during-outage' as never });
      expect((stored?._outbox as OutboxEntry[]).map((e) => e.data)).toEqual([{ roundId: 'during-outage', score: 2 }]);
      expect(stores.logs.find((l) => l.msg === 'outbox relay pass failed; will retry')).toBeDefined();

      await nats.start();
      await eventually(() => received.includes('during-outage'), { timeoutMs: 15_000 });
      await eventually(async () => ((await Round.collection.findOne({ _id: 'during-outage' as never }))?._outbox ?? []).length === 0);
      await sleep(500);
      expect(received).toEqual(['before-outage', 'during-outage']);
      const published = await streamMessages(stores.bus);
      expect(published.map((m) => (m.envelope.data as { roundId: string }).roundId)).toEqual(['before-outage', 'during-outage']);
    } finally {
      await relay.stop();
      await consumers.stop();
    }
  });
});
