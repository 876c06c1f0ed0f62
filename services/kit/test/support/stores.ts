import { Schema, type Connection, type Model } from 'mongoose';
import {
  connectEventBus,
  connectMongo,
  createLogger,
  ensureStreams,
  OutboxRelay,
  OutboxStore,
  outboxSchemaFields,
  recordEvent,
  type EventBus,
  type GuardedChange,
  type OutboxEntry,
} from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';
import { roundLogged } from './events.ts';
import { LogCapture } from './log-capture.ts';

/** Real Mongo + NATS for one test file, in its own database and event namespace. */
export async function openStores(name: string, opts: { natsUrl?: string } = {}) {
  const env = testEnv(name, opts.natsUrl ? { NATS_URL: opts.natsUrl } : {});
  const logs = new LogCapture();
  const logger = createLogger(name, 'debug', logs);
  const conn = await connectMongo(env.MONGO_URL!, env.MONGO_DB!);
  const bus = await connectEventBus({ url: env.NATS_URL!, namespace: env.EVENT_NAMESPACE, name, logger });
  await ensureStreams(bus, ['practice']);
  return {
    env,
    logs,
    logger,
    conn,
    bus,
    async close() {
      await bus.close();
      await conn.close();
      await cleanupTestEnv(env);
    },
  };
}

export interface RoundDoc {
  _id: string;
  score: number;
  _outbox?: OutboxEntry[];
}

/** A model that records events, like a service's own (the schema carries the outbox field). */
export function roundModel(conn: Connection, name = 'Round'): Model<RoundDoc> {
  return (
    (conn.models[name] as Model<RoundDoc> | undefined) ??
    conn.model<RoundDoc>(name, new Schema<RoundDoc>({ _id: String, score: Number, ...outboxSchemaFields }, { collection: 'rounds' }))
  );
}

export interface StoredEvent {
  seq: number;
  subject: string;
  msgId: string | undefined;
  envelope: { id: string; subject: string; version: number; occurredAt: string; requestId?: string; data: unknown };
}

/** Everything the producer's stream holds, read straight from JetStream. */
export async function streamMessages(bus: EventBus, producer = 'practice'): Promise<StoredEvent[]> {
  const name = bus.stream(producer);
  const info = await bus.jsm.streams.info(name);
  const out: StoredEvent[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const m = await bus.jsm.streams.getMessage(name, { seq });
    if (!m) continue;
    out.push({ seq, subject: m.subject, msgId: m.header?.get('Nats-Msg-Id') || undefined, envelope: m.json() });
  }
  return out;
}

/**
 * openStores with an OutboxStore of rounds (model `modelName`) and a started relay its writes kick.
 * `startRelay` puts a fresh relay in place of a stopped one; `close` stops the relay and the stores.
 */
export async function storeWithRelay(name: string, modelName: string) {
  const stores = await openStores(name);
  const model = roundModel(stores.conn, modelName);
  const newRelay = () => {
    const relay = new OutboxRelay({ bus: stores.bus, models: [model], logger: stores.logger });
    relay.start();
    return relay;
  };
  const t = {
    ...stores,
    relay: newRelay(),
    store: new OutboxStore(model, (hint) => {
      t.relay.kick(hint);
    }),
    startRelay() {
      t.relay = newRelay();
    },
    /** The round events published so far for the rounds whose id starts with `prefix`. */
    async published(prefix: string) {
      return (await streamMessages(stores.bus))
        .map((m) => m.envelope.data as { roundId: string; score: number })
        .filter((d) => d.roundId.startsWith(prefix));
    },
    async close() {
      await t.relay.stop();
      await stores.close();
    },
  };
  return t;
}

/** A change of a round's score from `from` to `to`, with its roundLogged event. */
export const scored = (id: string, from: number, to: number): GuardedChange<RoundDoc> => ({
  id,
  guard: { score: from },
  set: { score: to },
  events: [recordEvent(roundLogged, { roundId: id, score: to })],
});

/** `n` ids `<prefix>-000`, `<prefix>-001`... in _id order. */
export const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
