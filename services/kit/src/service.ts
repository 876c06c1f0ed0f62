import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Connection, Model } from 'mongoose';
import { Redis } from 'ioredis';
import type { BaseConfig } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { connectMongo, pingMongo } from './mongo.ts';
import { connectEventBus, ensureStreams, STREAM_MAX_AGE_DAYS, type EventBus } from './events/bus.ts';
import { OutboxRelay, type OutboxHint } from './events/outbox.ts';
import { EventConsumers } from './events/consumer.ts';
import type { Subscription } from './events/subscription.ts';
import { EventRecordsRetention } from './events/retention.ts';
import { createTokenVerifier, readPublicKey, SessionStore, type TokenVerifier } from './auth.ts';
import { createHttpApp } from './http/app.ts';
import { gracefulClose, listen } from './http/graceful.ts';
import { ApiRouter, assertRoutesMatchDeclarations, type AnswerGate } from './http/api-routes.ts';
import { OutboxStore } from './store/outbox-store.ts';
import { configureDocumentLocks } from './events/document-locks.ts';
import type { ReadinessCheck } from './http/health.ts';
import { eventFeedLagGauge, Metrics, outboxBacklogGauge } from './metrics.ts';
import { composeModules, type ServiceModule } from './module.ts';

/** What a service's domain code is handed: every connection, already open. */
export interface ServiceContext<C extends BaseConfig = BaseConfig> {
  config: C;
  logger: Logger;
  conn: Connection;
  bus: EventBus;
  redis: Redis;
  verify: TokenVerifier;
  sessions: SessionStore;
  /** The one way to write a model's documents with their events (the relay drains that model's outbox; documentStore for models without events). */
  outboxStore<Doc extends { _id: unknown }>(model: Model<Doc>): OutboxStore<Doc>;
}

export interface ServiceParts {
  /**
   * The service's modules, wired the same way in list order: their routes bound (before `routes`),
   * their subscriptions started (before `subscriptions`), their demo data seeded in DEMO_MODE, their
   * warm-up run (before `warmUp`), their readiness checks served; stopped in reverse order, before `onStop`.
   */
  modules?: readonly ServiceModule[];
  /** Binds handlers to the declarations of contracts/src/api with `api.handle(...)`; `app` is for what is not /api. */
  routes?(app: Express, api: ApiRouter): void;
  /** 'group' ones (on) are handled once per service; 'instance' ones (onEveryInstance) by every replica */
  subscriptions?: Subscription[];
  /**
   * Loads the in-memory state that 'instance' subscriptions keep current (content's search index).
   * Called after the live positions of those subscriptions are taken and before they start, so no
   * event between the load and the live feed is missed; the service listens only afterwards.
   */
  warmUp?(): Promise<void>;
  readiness?: Record<string, ReadinessCheck>;
  /** applies the routes that declare `gate` (content's premium items); a service binding one without it does not start */
  answerGate?: AnswerGate;
  bodyLimit?: string;
  onStop?(): Promise<void>;
}

export interface RunningService<C extends BaseConfig = BaseConfig> {
  ctx: ServiceContext<C>;
  app: Express;
  server: Server;
  url: string;
  relay: OutboxRelay;
  consumers: EventConsumers;
  /** this process's Prometheus registry, served at GET /metrics */
  metrics: Metrics;
  /** the periodic cleanup of processed_events and dead_letters */
  retention: EventRecordsRetention;
  stop(): Promise<void>;
}

export function createRedis(url: string, opts: { worker?: boolean } = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: true,
    // BullMQ workers need null; request paths should fail fast instead of hanging.
    maxRetriesPerRequest: opts.worker ? null : 3,
  });
}

/**
 * The composition every service shares: connect Mongo, NATS and Redis, build the domain, start the
 * outbox relay and consumers, listen, and shut down in reverse order.
 */
export async function startService<C extends BaseConfig>(
  config: C,
  build: (ctx: ServiceContext<C>) => Promise<ServiceParts> | ServiceParts,
  opts: { logger?: Logger } = {},
): Promise<RunningService<C>> {
  const logger = opts.logger ?? createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  // Everything opened so far, closed in reverse order on stop() or when start-up fails halfway.
  const closers: { name: string; close: () => Promise<unknown> | unknown }[] = [];
  const closeAll = async () => {
    for (const { name, close } of closers.splice(0).reverse()) {
      try {
        await close();
      } catch (err) {
        logger.warn({ err, part: name }, 'error while closing');
      }
    }
  };
  try {
    const conn = await connectMongo(config.MONGO_URL, config.MONGO_DB);
    closers.push({ name: 'mongo', close: () => conn.close() });
    const bus = await connectEventBus({ url: config.NATS_URL, namespace: config.EVENT_NAMESPACE, name: config.SERVICE_NAME, logger });
    closers.push({ name: 'nats', close: () => bus.close() });
    await ensureStreams(bus);
    const redis = createRedis(config.REDIS_URL);
    closers.push({ name: 'redis', close: () => redis.disconnect() });
    // the store layer's cross-process document locks (FerretDB only), on this service's Redis
    const closeDocumentLocks = configureDocumentLocks(config.REDIS_URL);
    closers.push({ name: 'document-locks', close: closeDocumentLocks });
    const verify = await createTokenVerifier({
      publicKeyPem: readPublicKey(config),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
    });
    const sessions = new SessionStore(redis, config.REDIS_PREFIX);
    let relay: OutboxRelay | undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape may carry an outbox
    const storeModels: Model<any>[] = [];
    const publishSoon = (hint?: OutboxHint) => relay?.kick(hint);
    const ctx: ServiceContext<C> = {
      config,
      logger,
      conn,
      bus,
      redis,
      verify,
      sessions,
      outboxStore: (model) => {
        if (!storeModels.includes(model)) storeModels.push(model);
        return new OutboxStore(model, publishSoon);
      },
    };

    const parts = await build(ctx);
    if (parts.onStop) closers.push({ name: 'onStop', close: () => parts.onStop!() });
    const modules = composeModules(parts.modules ?? []);
    closers.push({ name: 'modules', close: () => modules.stop() });
    if (config.DEMO_MODE) await modules.seedDemo();
    relay = new OutboxRelay({ bus, models: storeModels, logger });
    const startedRelay = relay;
    closers.push({ name: 'relay', close: () => startedRelay.stop() });
    relay.start();
    const metrics = new Metrics(config.SERVICE_NAME, { logger });
    outboxBacklogGauge(metrics, () => storeModels);
    const consumers = new EventConsumers({ bus, conn, logger, service: config.SERVICE_NAME, subscriptions: [...modules.subscriptions, ...(parts.subscriptions ?? [])], metrics });
    consumerLagGauges(metrics, consumers);
    eventFeedLagGauge(metrics, consumers);
    closers.push({ name: 'consumers', close: () => consumers.stop() });
    await consumers.takeLivePositions();
    await modules.warmUp();
    if (parts.warmUp) await parts.warmUp();
    await consumers.start();

    if (config.PROCESSED_EVENTS_RETENTION_DAYS < STREAM_MAX_AGE_DAYS) {
      logger.warn(
        { days: config.PROCESSED_EVENTS_RETENTION_DAYS, streamMaxAgeDays: STREAM_MAX_AGE_DAYS },
        'PROCESSED_EVENTS_RETENTION_DAYS is shorter than the streams keep events: a replayed consumer may handle an old event again',
      );
    }
    const retention = new EventRecordsRetention({
      conn,
      logger,
      processedDays: config.PROCESSED_EVENTS_RETENTION_DAYS,
      deadLetterDays: config.DEAD_LETTERS_RETENTION_DAYS,
      intervalMs: config.EVENT_RETENTION_INTERVAL_MINUTES * 60_000,
      redis,
      lockKey: `${config.REDIS_PREFIX}event-retention:${config.MONGO_DB}`,
    });
    closers.push({ name: 'retention', close: () => retention.stop() });
    retention.start();

    const app = createHttpApp({
      logger,
      version: config.APP_VERSION,
      bodyLimit: parts.bodyLimit,
      metrics,
      routes: (app) => {
        const api = new ApiRouter(app, { verify, sessions, gate: parts.answerGate });
        modules.routes(api, app);
        parts.routes?.(app, api);
        assertRoutesMatchDeclarations(config.SERVICE_NAME, app, api);
      },
      readiness: {
        mongo: () => pingMongo(conn),
        nats: () => {
          if (bus.nc.isClosed()) throw new Error('closed');
          return bus.nc.flush();
        },
        redis: async () => {
          await redis.ping();
        },
        ...modules.readiness,
        ...parts.readiness,
      },
    });
    const server = await listen(app, config.PORT, config.HOST, { waitMs: config.PORT_WAIT_SECONDS * 1000, logger });
    server.keepAliveTimeout = 65_000;
    // in-flight requests finish, keep-alive clients are told to go, new connections are refused
    closers.push({ name: 'http', close: gracefulClose(server) });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST}:${port}`;
    logger.info({ url, version: config.APP_VERSION }, `${config.SERVICE_NAME} listening`);

    let stopping: Promise<void> | undefined;
    // Reverse order of opening: HTTP, retention, consumers, relay, the modules, the service's own onStop, Redis, NATS, Mongo.
    const stop = () =>
      (stopping ??= (async () => {
        await closeAll();
        logger.info(`${config.SERVICE_NAME} stopped`);
      })());
    return { ctx, app, server, url, relay, consumers, metrics, retention, stop };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

/** Pending and unacknowledged messages per durable consumer, read from JetStream when Prometheus scrapes. */
function consumerLagGauges(metrics: Metrics, consumers: EventConsumers): void {
  // one consumer-info round per scrape serves both gauges
  let reading: Promise<Awaited<ReturnType<EventConsumers['lag']>>> | undefined;
  const lag = () => (reading ??= consumers.lag().finally(() => setTimeout(() => (reading = undefined), 1000).unref()));
  metrics.gaugeOnScrape('event_consumer_pending', 'Messages a durable consumer has not been delivered yet', ['consumer'], async (set) => {
    for (const c of await lag()) set({ consumer: c.consumer }, c.pending);
  });
  metrics.gaugeOnScrape('event_consumer_ack_pending', 'Messages delivered to a durable consumer and not yet acknowledged', ['consumer'], async (set) => {
    for (const c of await lag()) set({ consumer: c.consumer }, c.ackPending);
  });
}

/** For main.ts: start, and stop cleanly on SIGTERM/SIGINT; a start-up failure exits non-zero. */
export function runMain(start: () => Promise<{ stop(): Promise<void> }>, name: string): void {
  const logger = createLogger(name);
  start()
    .then((running) => {
      const shutdown = (signal: string) => {
        logger.info({ signal }, 'shutting down');
        // A stop that hangs must not keep a supervisor waiting forever.
        setTimeout(() => {
          logger.error('shutdown timed out; exiting');
          process.exit(1);
        }, 30_000).unref();
        running.stop().then(
          () => process.exit(0),
          (err) => {
            logger.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    })
    .catch((err) => {
      logger.fatal({ err }, 'failed to start');
      process.exit(1);
    });
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
}
