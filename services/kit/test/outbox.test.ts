import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventConsumers, on, OutboxRelay, publishEnvelope, pushEvents, recordEvent, runWithRequestId, type OutboxEntry } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { openStores, roundModel, sleep, streamMessages } from './support/stores.ts';

describe('the outbox and its relay', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let Round: ReturnType<typeof roundModel>;
  let relay: OutboxRelay;

  beforeAll(async () => {
    stores = await openStores('kitoutbox');
    Round = roundModel(stores.conn);
    relay = new OutboxRelay({ bus: stores.bus, models: [Round], logger: stores.logger, batchSize: 2 });
  });
  afterAll(async () => {
    await relay.stop();
    await stores.close();
  });

  const pending = async (id: string) =>
    ((await Round.collection.findOne({ _id: id as never }))?._outbox as OutboxEntry[] | undefined) ?? [];
  const messagesFor = async (roundId: string) =>
    (await streamMessages(stores.bus)).filter((m) => (m.envelope.data as { roundId: string }).roundId === roundId);

  it('when a use case updates a document with pushEvents(recordEvent(...)), then the relay publishes the event exactly once and removes it from the document', async () => {
    await Round.create({ _id: 'r-update', score: 20 });
    const entry = runWithRequestId('req-outbox-1', () => recordEvent(roundLogged, { roundId: 'r-update', score: 23 }));
    await Round.updateOne({ _id: 'r-update' }, { $set: { score: 23 }, ...pushEvents(entry) });
    expect(await pending('r-update')).toHaveLength(1);
    // the outbox never leaks into ordinary reads
    expect((await Round.findById('r-update').lean())?._outbox).toBeUndefined();

    await relay.flush();
    await relay.flush();

    const published = await messagesFor('r-update');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      subject: `${stores.env.EVENT_NAMESPACE}.practice.round.logged`,
      msgId: entry.id,
      envelope: {
        id: entry.id,
        subject: 'practice.round.logged',
        version: 1,
        requestId: 'req-outbox-1',
        data: { roundId: 'r-update', score: 23 },
      },
    });
    expect(await pending('r-update')).toEqual([]);
    expect((await Round.findById('r-update').lean())?.score).toBe(23);
  });

  it('when a document is inserted with its _outbox, then its events are published too, in order', async () => {
    const first = recordEvent(roundLogged, { roundId: 'r-insert', score: 10 });
    const second = recordEvent(roundLogged, { roundId: 'r-insert', score: 11 });
    await Round.create({ _id: 'r-insert', score: 11, _outbox: [first, second] });
    await relay.flush();
    expect((await messagesFor('r-insert')).map((m) => m.msgId)).toEqual([first.id, second.id]);
    expect(await pending('r-insert')).toEqual([]);
  });

  it('when many documents carry events (more than one batch), then all are published once', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `r-batch-${i}`);
    await Round.insertMany(ids.map((id) => ({ _id: id, score: 5, _outbox: [recordEvent(roundLogged, { roundId: id, score: 5 })] })));
    await relay.flush();
    for (const id of ids) {
      expect(await messagesFor(id)).toHaveLength(1);
      expect(await pending(id)).toEqual([]);
    }
  });

  it('when the payload breaks the event contract, then recordEvent throws before anything is written', async () => {
    await Round.create({ _id: 'r-bad', score: 1 });
    expect(() =>
      Round.updateOne({ _id: 'r-bad' }, { $set: { score: 99 }, ...pushEvents(recordEvent(roundLogged, { roundId: 'r-bad', score: 99 })) }),
    ).toThrow();
    expect(() => recordEvent(roundLogged, { roundId: 7 } as never)).toThrow();
    const doc = await Round.collection.findOne({ _id: 'r-bad' as never });
    expect(doc?.score).toBe(1);
    expect(doc?._outbox).toBeUndefined();
    await relay.flush();
    expect(await messagesFor('r-bad')).toEqual([]);
  });

  it('when the writer crashes (SIGKILL) after its write and before any publish, then a fresh relay publishes the event and a durable consumer gets it exactly once', async () => {
    const received: string[] = [];
    const consumers = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'crashprobe',
      subscriptions: [
        on(roundLogged, async (data, envelope) => {
          if (data.roundId === 'r-crash') received.push(envelope.id);
        }),
      ],
    });
    await consumers.start();
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./fixtures/write-then-crash.ts', import.meta.url))],
        {
          env: { ...process.env, MONGO_URL: stores.env.MONGO_URL, MONGO_DB: stores.env.MONGO_DB, ROUND_ID: 'r-crash' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('written r-crash')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`writer exited early (${code})`)));
      });
      const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      // The write survived the crash with its event still pending, and nothing was published.
      expect(await pending('r-crash')).toHaveLength(1);
      expect(await messagesFor('r-crash')).toEqual([]);

      const fresh = new OutboxRelay({ bus: stores.bus, models: [Round], logger: stores.logger });
      await fresh.flush();
      await fresh.stop();

      await eventually(() => received.length === 1);
      await sleep(500);
      expect(received).toHaveLength(1);
      expect(await messagesFor('r-crash')).toHaveLength(1);
      expect(await pending('r-crash')).toEqual([]);
    } finally {
      await consumers.stop();
    }
  });

  it('when the relay crashed after publishing but before removing the entry, then the republish is absorbed and the handler runs once', async () => {
    const runs: string[] = [];
    const consumers = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'replayprobe',
      subscriptions: [
        on(roundLogged, async (data) => {
          if (data.roundId === 'r-replay') runs.push(data.roundId);
        }),
      ],
    });
    await consumers.start();
    try {
      const entry = recordEvent(roundLogged, { roundId: 'r-replay', score: 25 });
      await Round.create({ _id: 'r-replay', score: 25, _outbox: [entry] });
      // first half of a relay pass, then "crash": the entry stays in the document
      await publishEnvelope(stores.bus, entry);
      expect(await pending('r-replay')).toHaveLength(1);

      await relay.flush();

      expect(await messagesFor('r-replay')).toHaveLength(1); // Nats-Msg-Id de-duplication
      expect(await pending('r-replay')).toEqual([]);
      await eventually(() => runs.length === 1);
      await sleep(500);
      expect(runs).toHaveLength(1);
    } finally {
      await consumers.stop();
    }
  });

  it('when the relay runs on its interval, then a write that nobody kicked is still published', async () => {
    // an entry counts as settled (left by a writer that did not publish it) after 200 ms here, 30 s by default
    const ticking = new OutboxRelay({
      bus: stores.bus,
      models: [Round],
      logger: stores.logger,
      intervalMs: 100,
      fullScanIntervalMs: 300,
      settleMs: 200,
    });
    ticking.start();
    try {
      await Round.create({ _id: 'r-tick', score: 3, _outbox: [recordEvent(roundLogged, { roundId: 'r-tick', score: 3 })] });
      await eventually(async () => (await messagesFor('r-tick')).length === 1);
      await eventually(async () => (await pending('r-tick')).length === 0);
    } finally {
      await ticking.stop();
    }
  });
});
