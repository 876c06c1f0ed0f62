import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { PRODUCERS } from '@trap/contracts';
import type { Logger } from '../logger.ts';

/** A NATS connection with JetStream, namespaced so test runs never see a dev stack's events. */
export interface EventBus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  namespace: string;
  /** `auth.user.registered` -> `<ns>.auth.user.registered` */
  subject(subject: string): string;
  /** `auth` -> `<NS>_AUTH` */
  stream(producer: string): string;
  close(): Promise<void>;
}

export async function connectEventBus(opts: { url: string; namespace?: string; name: string; logger: Logger }): Promise<EventBus> {
  const ns = opts.namespace ?? '';
  const nc = await connect({
    servers: opts.url.split(','),
    name: opts.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnect') opts.logger.warn({ nats: s.type }, 'nats connection changed');
    }
  })().catch(() => {});
  const jsm = await jetstreamManager(nc, { timeout: 5000 });
  const js = jetstream(nc, { timeout: 5000 });
  const bus: EventBus = {
    nc,
    js,
    jsm,
    namespace: ns,
    subject: (s) => (ns ? `${ns}.${s}` : s),
    stream: (p) => (ns ? `${ns.toUpperCase()}_${p.toUpperCase()}` : p.toUpperCase()),
    close: async () => {
      if (!nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
  return bus;
}

/** How long a stream keeps an event; processed_events markers must outlive it (config.ts). */
export const STREAM_MAX_AGE_DAYS = 30;

/**
 * One stream per producer holding `<producer>.>`; file storage, 2-minute duplicate window for
 * message-id de-duplication. Idempotent: safe for every service to call at start-up.
 */
export async function ensureStreams(bus: EventBus, producers: readonly string[] = PRODUCERS): Promise<void> {
  for (const producer of producers) {
    const name = bus.stream(producer);
    const subjects = [bus.subject(`${producer}.>`)];
    try {
      await bus.jsm.streams.info(name);
    } catch {
      try {
        await bus.jsm.streams.add({
          name,
          subjects,
          retention: RetentionPolicy.Limits,
          storage: StorageType.File,
          duplicate_window: 2 * 60 * 1_000_000_000,
          max_age: STREAM_MAX_AGE_DAYS * 24 * 60 * 60 * 1_000_000_000,
        });
      } catch (err) {
        // Another service created it between our info() and add().
        await bus.jsm.streams.info(name).catch(() => {
          throw err;
        });
      }
    }
  }
}
