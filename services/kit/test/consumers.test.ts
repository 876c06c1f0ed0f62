import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentRequestId, EventConsumers, on, publishEnvelope, recordEvent, runWithRequestId, type Subscription } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { roundLogged, roundShared } from './support/events.ts';
import { openStores, sleep } from './support/stores.ts';

describe('durable event consumers', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  const started: EventConsumers[] = [];

  beforeEach(async () => {
    stores = await openStores('kitconsumers');
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((c) => c.stop()));
    await stores.close();
  });

  const startConsumers = async (
    subscriptions: Subscription[],
    extra: { maxDeliver?: number; backoffMs?: number[]; stopTimeoutMs?: number } = {},
  ) => {
    const consumers = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'probe',
      subscriptions,
      backoffMs: [30],
      ...extra,
    });
    await consumers.start();
    started.push(consumers);
    return consumers;
  };
  const deadLetters = () => stores.conn.collection('dead_letters').find({}).toArray();
  /** Raw publish with our own Nats-Msg-Id, bypassing the relay. */
  const publishRaw = (subject: string, payload: string, msgID: string = randomUUID()) =>
    stores.bus.js.publish(stores.bus.subject(subject), payload, { msgID });
  /** JetStream tells us when a message was terminated (as opposed to acknowledged). */
  const watchTerminations = () => {
    const terminated: unknown[] = [];
    const sub = stores.bus.nc.subscribe(`$JS.EVENT.ADVISORY.CONSUMER.MSG_TERMINATED.${stores.bus.stream('practice')}.>`);
    (async () => {
      for await (const m of sub) terminated.push(m.json());
    })().catch(() => {});
    return { terminated, stop: () => sub.unsubscribe() };
  };

  it('when the same event arrives twice (republished past the duplicate window), then the handler runs once', async () => {
    const runs: string[] = [];
    await startConsumers([on(roundLogged, async (data) => void runs.push(data.roundId))]);
    const event = recordEvent(roundLogged, { roundId: 'dup', score: 12 });
    await publishRaw(event.subject, JSON.stringify(event), `${event.id}-a`);
    await publishRaw(event.subject, JSON.stringify(event), `${event.id}-b`);
    await eventually(() => runs.length >= 1);
    await sleep(500);
    expect(runs).toEqual(['dup']);
    const marker = await stores.conn.collection('processed_events').findOne({ eventId: event.id });
    expect(marker).toMatchObject({ _id: `probe__practice_round_logged:${event.id}`, subject: 'practice.round.logged' });
  });

  it('when a handler fails twice and then succeeds, then it is retried with backoff and processed once', async () => {
    let attempts = 0;
    const done: string[] = [];
    await startConsumers(
      [
        on(roundLogged, async (data) => {
          attempts++;
          if (attempts <= 2) throw new Error(`transient failure ${attempts}`);
          done.push(data.roundId);
        }),
      ],
      { backoffMs: [50, 100] },
    );
    await publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'flaky', score: 20 }));
    await eventually(() => done.length === 1);
    await sleep(400);
    expect(attempts).toBe(3);
    expect(done).toEqual(['flaky']);
    expect(await deadLetters()).toEqual([]);
    expect(stores.logs.lines.filter((l) => l.msg === 'event handler failed; retrying').map((l) => l.retryInMs)).toEqual([50, 100]);
  });

  it('when a handler always fails, then after maxDeliver attempts the event is a stored dead letter and the message is terminated, and the loop goes on', async () => {
    const watch = watchTerminations();
    let attempts = 0;
    const later: string[] = [];
    await startConsumers(
      [
        on(roundLogged, async (data) => {
          if (data.roundId === 'poison') {
            attempts++;
            throw new Error('scoring table missing');
          }
          later.push(data.roundId);
        }),
      ],
      { maxDeliver: 3, backoffMs: [20] },
    );
    const poison = recordEvent(roundLogged, { roundId: 'poison', score: 1 });
    await publishEnvelope(stores.bus, poison);
    const [dead] = await eventually(async () => {
      const docs = await deadLetters();
      return docs.length ? docs : undefined;
    });
    expect(attempts).toBe(3);
    expect(dead).toMatchObject({
      consumer: 'probe__practice_round_logged',
      eventId: poison.id,
      subject: `${stores.env.EVENT_NAMESPACE}.practice.round.logged`,
      error: 'scoring table missing',
      deliveries: 3,
      envelope: { id: poison.id, data: { roundId: 'poison', score: 1 } },
    });
    await eventually(() => watch.terminated.length === 1);
    watch.stop();
    expect(stores.logs.find((l) => l.msg === 'dead letter' && l.eventId === poison.id)).toBeDefined();

    // the consumer keeps working after the poison event
    await publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'after-poison', score: 2 }));
    await eventually(() => later.includes('after-poison'));
    await sleep(200);
    expect(attempts).toBe(3);
    expect(await stores.conn.collection('processed_events').findOne({ eventId: poison.id })).toBeNull();
  });

  it('when a message is not a readable event, then it becomes a dead letter at once (terminated, never handled)', async () => {
    const watch = watchTerminations();
    const runs: unknown[] = [];
    await startConsumers([on(roundLogged, async (data) => void runs.push(data))]);
    await publishRaw('practice.round.logged', 'this is not json');
    await publishRaw('practice.round.logged', JSON.stringify({ hello: 'world' }));
    const docs = await eventually(async () => {
      const d = await deadLetters();
      return d.length === 2 ? d : undefined;
    });
    expect(docs.map((d) => ({ eventId: d.eventId, envelope: d.envelope, deliveries: d.deliveries }))).toEqual([
      { eventId: 'unknown', envelope: 'this is not json', deliveries: 1 },
      { eventId: 'unknown', envelope: '{"hello":"world"}', deliveries: 1 },
    ]);
    expect(docs[0]!.error).toMatch(/unreadable/);
    await eventually(() => watch.terminated.length === 2);
    watch.stop();
    expect(runs).toEqual([]);
  });

  it('when an envelope carries a payload that breaks its contract, then it is a dead letter at once without running the handler', async () => {
    const runs: unknown[] = [];
    await startConsumers([on(roundLogged, async (data) => void runs.push(data))], { maxDeliver: 5 });
    const envelope = {
      id: randomUUID(),
      subject: 'practice.round.logged',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { roundId: 'x', score: 999 },
    };
    await publishRaw(envelope.subject, JSON.stringify(envelope));
    const [dead] = await eventually(async () => {
      const d = await deadLetters();
      return d.length ? d : undefined;
    });
    expect(dead).toMatchObject({ eventId: envelope.id, deliveries: 1, envelope: { id: envelope.id } });
    expect(dead!.error).toMatch(/breaks the contract of practice\.round\.logged v1/);
    expect(runs).toEqual([]);
  });

  it('when a handler runs, then it sees the request id of the write that caused the event', async () => {
    const seen: (string | undefined)[] = [];
    await startConsumers([on(roundShared, async () => void seen.push(currentRequestId()))]);
    const event = runWithRequestId('req-from-bff-42', () => recordEvent(roundShared, { roundId: 'r1' }));
    await publishEnvelope(stores.bus, event);
    await eventually(() => seen.length === 1);
    expect(seen).toEqual(['req-from-bff-42']);
  });

  it('when the service was down while events were published, then the durable consumer delivers them after the restart', async () => {
    const first: string[] = [];
    const consumers = await startConsumers([on(roundLogged, async (d) => void first.push(d.roundId))]);
    await publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'before', score: 1 }));
    await eventually(() => first.length === 1);
    await consumers.stop();

    await publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'while-down', score: 2 }));
    const second: string[] = [];
    await startConsumers([on(roundLogged, async (d) => void second.push(d.roundId))]);
    await eventually(() => second.length === 1);
    await sleep(300);
    expect(first).toEqual(['before']);
    expect(second).toEqual(['while-down']);
  });

  it('when one subscription fails, then the other subscriptions of the service keep working', async () => {
    const shared: string[] = [];
    await startConsumers(
      [
        on(roundLogged, async () => {
          throw 'not even an Error';
        }),
        on(roundShared, async (d) => void shared.push(d.roundId)),
      ],
      { maxDeliver: 2, backoffMs: [10] },
    );
    await publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'bad', score: 1 }));
    await publishEnvelope(stores.bus, recordEvent(roundShared, { roundId: 'good' }));
    await eventually(() => shared.length === 1);
    const [dead] = await eventually(async () => {
      const d = await deadLetters();
      return d.length ? d : undefined;
    });
    expect(dead!.error).toBe('not even an Error');
  });

  it('when stop() is called while a handler hangs, then it returns within its timeout', async () => {
    let entered = false;
    const consumers = await startConsumers(
      [
        on(roundLogged, async () => {
          entered = true;
          await new Promise(() => {});
        }),
      ],
      { stopTimeoutMs: 500 },
    );
    await publishEnvelope(stores.bus, recordEvent(roundLogged, { roundId: 'hang', score: 1 }));
    await eventually(() => entered);
    const t0 = Date.now();
    await consumers.stop();
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('when stop() is called on idle consumers, then it returns at once', async () => {
    const consumers = await startConsumers([on(roundLogged, async () => {}), on(roundShared, async () => {})]);
    const t0 = Date.now();
    await consumers.stop();
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
