import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventConsumers, InstanceConsumers, on, onEveryInstance, publishEnvelope, recordEvent, type Subscription } from '@trap/kit';
import { eventually, waitForConsumers } from '@trap/kit/testing';
import { roundLogged, roundShared } from './support/events.ts';
import { privateNatsServer } from './support/nats-server.ts';
import { openStores, sleep } from './support/stores.ts';

/**
 * Two replicas of one service (same name, database and namespace) in one process: 'instance'
 * subscriptions reach every replica, 'group' ones reach the service once.
 */
describe('per-instance and shared subscriptions', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  const started: EventConsumers[] = [];

  beforeEach(async () => {
    stores = await openStores('kitinstance');
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((c) => c.stop()));
    await stores.close();
  });

  const replica = (subscriptions: Subscription[], extra: { backoffMs?: number[]; maxDeliver?: number } = {}) => {
    const consumers = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'probe',
      subscriptions,
      backoffMs: [20],
      ...extra,
    });
    started.push(consumers);
    return consumers;
  };
  const publish = (roundId: string, score = 10) => publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId, score }));
  const markers = () => stores.conn.collection('processed_events').find({}).toArray();

  it('when two replicas run, then each gets every per-instance event in order, and a shared subscription handles each event once', async () => {
    const seen: Record<string, string[]> = { a: [], b: [] };
    const shared: string[] = [];
    const subs = (name: 'a' | 'b') => [
      onEveryInstance(roundLogged, async (d) => void seen[name]!.push(d.roundId)),
      onEveryInstance(roundShared, async (d) => void seen[name]!.push(`shared:${d.roundId}`)),
      on(roundLogged, async (d) => void shared.push(d.roundId)),
    ];
    const a = replica(subs('a'));
    const b = replica(subs('b'));
    await Promise.all([a.start(), b.start()]);

    const ids = Array.from({ length: 12 }, (_, i) => `r${i}`);
    for (const [i, id] of ids.entries()) {
      await publish(id);
      if (i === 5) await publishEnvelope(stores.bus, recordEvent(roundShared, { roundId: id }));
    }
    await Promise.all([waitForConsumers(a), waitForConsumers(b)]);

    // one feed per stream: both subjects arrive in the order they were published
    const expected = [...ids.slice(0, 6), 'shared:r5', ...ids.slice(6)];
    expect(seen.a).toEqual(expected);
    expect(seen.b).toEqual(expected);
    expect([...shared].sort()).toEqual([...ids].sort());
    // only the shared consumer keeps de-duplication markers
    expect((await markers()).map((m) => m.consumer)).toEqual(ids.map(() => 'probe__practice_round_logged'));
  });

  it('when a replica loads its state between taking its position and starting, then an event published during the load still arrives and an earlier one does not', async () => {
    const seen: string[] = [];
    await publish('before-position');
    const r = replica([onEveryInstance(roundLogged, async (d) => void seen.push(d.roundId))]);
    await r.takeLivePositions();
    // as warmUp would be: the load reads the database while another replica's write goes out
    await publish('during-load');
    await r.start();
    await publish('after-start');
    await waitForConsumers(r);
    expect(seen).toEqual(['during-load', 'after-start']);
  });

  it('when a per-instance handler fails, then it is retried in place and later events wait behind it; after maxDeliver it is a dead letter naming the replica', async () => {
    const seen: string[] = [];
    let flaky = 0;
    const r = replica(
      [
        onEveryInstance(roundLogged, async (d) => {
          if (d.roundId === 'flaky' && ++flaky <= 2) throw new Error('index busy');
          if (d.roundId === 'poison') throw new Error('cannot index');
          seen.push(d.roundId);
        }),
      ],
      { backoffMs: [30], maxDeliver: 3 },
    );
    await r.start();
    for (const id of ['first', 'flaky', 'poison', 'last']) await publish(id);
    await eventually(() => seen.includes('last'), { timeoutMs: 5000 });
    expect(seen).toEqual(['first', 'flaky', 'last']);
    expect(flaky).toBe(3);
    const [dead] = await stores.conn.collection('dead_letters').find({}).toArray();
    expect(dead).toMatchObject({ error: 'cannot index', deliveries: 3, envelope: { data: { roundId: 'poison' } } });
    expect(dead!.consumer).toMatch(/^probe__practice_round_logged@.+/);
  });

  it('when a replica stops, then its consumer is removed from the server and a restart starts from the live position', async () => {
    const seen: string[] = [];
    const r = replica([onEveryInstance(roundLogged, async (d) => void seen.push(d.roundId))]);
    await r.start();
    await publish('one');
    await waitForConsumers(r);
    const count = async () => {
      let n = 0;
      for await (const c of stores.bus.jsm.consumers.list(stores.bus.stream('practice'))) if (c.name.startsWith('probe_')) n++;
      return n;
    };
    expect(await count()).toBe(1);
    await r.stop();
    await eventually(async () => (await count()) === 0);
    await publish('while-down');
    const again = replica([onEveryInstance(roundLogged, async (d) => void seen.push(`again:${d.roundId}`))]);
    await again.start();
    await publish('two');
    await waitForConsumers(again);
    await sleep(100);
    expect(seen).toEqual(['one', 'again:two']);
  });

  it('when a follower reads a stream itself (no subscription, no database, as the bff does), then it is told its feed attached and gets every event of the stream in order', async () => {
    const states: string[] = [];
    const seen: string[] = [];
    const follower = new InstanceConsumers({
      bus: stores.bus,
      logger: stores.logger,
      service: 'probe_follower',
      subscriptions: [],
      producers: ['practice'],
      maxDeliver: 1,
      backoffMs: [20],
      onFeed: (_producer, state) => void states.push(state),
      onMessage: (_producer, msg) => void seen.push(msg.subject),
    });
    await follower.start();
    await eventually(async () => states.includes('attached') || undefined);
    await publish('r1');
    await publishEnvelope(stores.bus, recordEvent(roundShared, { roundId: 'r1' }));
    await eventually(async () => seen.length === 2 || undefined);
    expect(seen).toEqual([stores.bus.subject(roundLogged.subject), stores.bus.subject(roundShared.subject)]);
    const { state } = await stores.bus.jsm.streams.info(stores.bus.stream('practice'));
    expect(follower.handledSeq('practice')).toBe(state.last_seq);
    expect(await follower.backlog()).toBe(0);
    await Promise.all(follower.stop());
    expect(states).toEqual(['attached']);
  });
});

describe('a per-instance feed across a NATS restart', () => {
  let nats: Awaited<ReturnType<typeof privateNatsServer>>;
  let stores: Awaited<ReturnType<typeof openStores>>;

  beforeAll(async () => {
    nats = await privateNatsServer();
    stores = await openStores('kitinstanceoutage', { natsUrl: nats.url });
  });
  afterAll(async () => {
    await stores?.close();
    await nats?.dispose();
  });

  it('when the NATS server restarts (losing the in-memory consumer), then the feed goes on from the next event, none missed or repeated', async () => {
    const seen: string[] = [];
    const r = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'outageprobe',
      subscriptions: [onEveryInstance(roundLogged, async (d) => void seen.push(d.roundId))],
    });
    await r.start();
    try {
      await publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'before', score: 1 }));
      await eventually(() => seen.length === 1);
      await nats.stop();
      await sleep(300);
      await nats.start();
      // publishing waits for the client to be back
      await eventually(() => publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'after', score: 2 })).then(() => true), {
        timeoutMs: 15_000,
        intervalMs: 250,
      });
      await eventually(() => seen.includes('after'), { timeoutMs: 30_000, intervalMs: 100 });
      await sleep(300);
      expect(seen).toEqual(['before', 'after']);
    } finally {
      await r.stop();
    }
  });
});
