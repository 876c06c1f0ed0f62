import { Queue, Worker, type JobSchedulerTemplateOptions, type Processor, type RepeatOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Connection, Model } from 'mongoose';
import type { BaseConfig } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { connectMongo, pingMongo } from './mongo.ts';
import { connectEventBus, ensureStreams, type EventBus } from './events/bus.ts';
import { OutboxRelay, type OutboxHint } from './events/outbox.ts';
import { createRedis } from './service.ts';
import { startHealthServer } from './http/health-server.ts';
import { OutboxStore } from './store/outbox-store.ts';
import { configureDocumentLocks } from './events/document-locks.ts';
import type { ReadinessCheck } from './http/health.ts';
import { Metrics, outboxBacklogGauge, queueDepthGauge } from './metrics.ts';

/*
 * The shape every BullMQ worker process shares, as startService is for the APIs. A subpath of its own
 * (`@trap/kit/worker`), so the API processes never load BullMQ.
 */

/** What a worker's job code is handed: every connection, already open. */
export interface WorkerContext<C extends BaseConfig = BaseConfig> {
  config: C;
  logger: Logger;
  conn: Connection;
  bus: EventBus;
  /** a Redis connection for ordinary commands (caches, versions), opened on first use */
  readonly redis: Redis;
  /** BullMQ's key prefix, `<REDIS_PREFIX>bull`: the same queues the service enqueues into */
  bullPrefix: string;
  /** The store through which the jobs write a model's documents with their events; the worker then runs its own relay for that model. */
  outboxStore<Doc extends { _id: unknown }>(model: Model<Doc>): OutboxStore<Doc>;
}

/** A repeating job, kept under one id: every start updates it instead of adding another. */
export interface JobScheduler {
  id: string;
  /** cron `pattern` (with `tz`) or `every` ms */
  repeat: Omit<RepeatOptions, 'key'>;
  job: { name: string; data?: unknown; opts?: JobSchedulerTemplateOptions };
}

export interface QueueSpec {
  name: string;
  schedulers?: JobScheduler[];
}

export interface WorkerSpec {
  queue: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a processor of any job data and result
  process: Processor<any, any>;
  /** jobs of this queue run at once in this process (default 1) */
  concurrency?: number;
}

export interface WorkerParts {
  /** queues this process holds a handle on: the ones with schedulers, and any the job code adds to */
  queues?: QueueSpec[];
  workers: WorkerSpec[];
  /** checks beyond mongo, nats, redis and workers */
  readiness?: Record<string, ReadinessCheck>;
  /** closes what the build opened, after the workers have drained and before the connections close */
  onStop?(): Promise<void> | void;
}

export interface RunningWorker<C extends BaseConfig = BaseConfig> {
  ctx: WorkerContext<C>;
  /** by queue name */
  queues: Record<string, Queue>;
  /** by queue name */
  workers: Record<string, Worker>;
  relay?: OutboxRelay;
  /** this process's Prometheus registry, served at GET /metrics on the health port */
  metrics: Metrics;
  /** the /healthz, /readyz and /metrics server */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a BullMQ worker process: config and logger, Mongo, NATS (streams ensured when it publishes
 * through an outbox), Redis connections with `maxRetriesPerRequest: null` (BullMQ's requirement: a
 * command waits out a Redis outage instead of failing the job), the queues with their job schedulers,
 * one BullMQ Worker per queue (failures logged and counted), /healthz, /readyz and /metrics on config.PORT (the service's
 * port + 100 by the config loaders' `{ worker: true }`), and a stop that lets running jobs finish
 * before anything closes. A start that fails halfway closes what it opened.
 */
export async function startWorker<C extends BaseConfig>(
  config: C,
  build: (ctx: WorkerContext<C>) => Promise<WorkerParts> | WorkerParts,
  opts: { logger?: Logger } = {},
): Promise<RunningWorker<C>> {
  const name = `${config.SERVICE_NAME}-worker`;
  const logger = opts.logger ?? createLogger(name, config.LOG_LEVEL);
  const closers: { name: string; close: () => Promise<unknown> | unknown }[] = [];
  const closeAll = async () => {
    for (const { name: part, close } of closers.splice(0).reverse()) {
      try {
        await close();
      } catch (err) {
        logger.warn({ err, part }, 'error while closing');
      }
    }
  };
  try {
    const conn = await connectMongo(config.MONGO_URL, config.MONGO_DB);
    closers.push({ name: 'mongo', close: () => conn.close() });
    const bus = await connectEventBus({ url: config.NATS_URL, namespace: config.EVENT_NAMESPACE, name, logger });
    closers.push({ name: 'nats', close: () => bus.close() });
    const redisConnections: Redis[] = [];
    closers.push({ name: 'redis', close: () => redisConnections.forEach((r) => r.disconnect()) });
    const openRedis = (worker: boolean) => {
      const r = createRedis(config.REDIS_URL, { worker });
      redisConnections.push(r);
      return r;
    };
    const queueRedis = openRedis(true);
    // the store layer's cross-process document locks (FerretDB only), on this service's Redis
    const closeDocumentLocks = configureDocumentLocks(config.REDIS_URL);
    closers.push({ name: 'document-locks', close: closeDocumentLocks });
    let cacheRedis: Redis | undefined;
    let relay: OutboxRelay | undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape may carry an outbox
    const storeModels: Model<any>[] = [];
    const publishSoon = (hint?: OutboxHint) => relay?.kick(hint);
    const ctx: WorkerContext<C> = {
      config,
      logger,
      conn,
      bus,
      get redis() {
        return (cacheRedis ??= openRedis(false));
      },
      bullPrefix: `${config.REDIS_PREFIX}bull`,
      outboxStore: (model) => {
        if (!storeModels.includes(model)) storeModels.push(model);
        return new OutboxStore(model, publishSoon);
      },
    };

    const parts = await build(ctx);
    if (parts.onStop) closers.push({ name: 'onStop', close: () => parts.onStop!() });
    const relayModels = storeModels;
    if (relayModels.length) {
      await ensureStreams(bus);
      const started = new OutboxRelay({ bus, models: relayModels, logger });
      relay = started;
      // on stop: publish what the last jobs recorded, then stop
      closers.push({
        name: 'relay',
        close: async () => {
          await started.flush().catch((err: unknown) => logger.warn({ err }, 'outbox flush on stop failed'));
          await started.stop();
        },
      });
      started.start();
    }

    const metrics = new Metrics(name, { logger });
    if (relayModels.length) outboxBacklogGauge(metrics, () => relayModels);
    const jobFailures = metrics.counter('bullmq_job_failures_total', 'Job attempts that failed, by queue', ['queue']);

    const queues: Record<string, Queue> = {};
    // handles only for reading the depth of queues this process works but holds no Queue of
    const countedQueues: Record<string, Queue> = {};
    closers.push({ name: 'queues', close: () => Promise.all([...Object.values(queues), ...Object.values(countedQueues)].map((q) => q.close())) });
    for (const spec of parts.queues ?? []) {
      const queue = new Queue(spec.name, { connection: queueRedis, prefix: ctx.bullPrefix });
      queues[spec.name] = queue;
      for (const s of spec.schedulers ?? []) {
        await queue.upsertJobScheduler(s.id, s.repeat, { name: s.job.name, data: s.job.data ?? {}, opts: s.job.opts });
      }
    }

    const workers: Record<string, Worker> = {};
    // close() lets the running jobs finish; the workers drain side by side
    closers.push({ name: 'workers', close: () => Promise.all(Object.values(workers).map((w) => w.close())) });
    for (const spec of parts.workers) {
      const worker = new Worker(spec.queue, spec.process, {
        connection: openRedis(true),
        prefix: ctx.bullPrefix,
        concurrency: spec.concurrency ?? 1,
      });
      workers[spec.queue] = worker;
      worker.on('failed', (job, err) => {
        jobFailures.inc({ queue: spec.queue });
        logger.error({ err, queue: spec.queue, jobId: job?.id, attempts: job?.attemptsMade }, 'job failed');
      });
      worker.on('error', (err) => logger.error({ err, queue: spec.queue }, 'worker error'));
    }
    await Promise.all(Object.values(workers).map((w) => w.waitUntilReady()));
    for (const queue of Object.keys(workers))
      if (!queues[queue]) countedQueues[queue] = new Queue(queue, { connection: queueRedis, prefix: ctx.bullPrefix });
    queueDepthGauge(metrics, () => [...Object.values(queues), ...Object.values(countedQueues)]);

    const health = await startHealthServer({
      host: config.HOST,
      port: config.PORT,
      version: config.APP_VERSION,
      metrics,
      checks: {
        mongo: () => pingMongo(conn),
        nats: () => bus.nc.flush(),
        redis: async () => {
          await queueRedis.ping();
        },
        workers: () => {
          const idle = Object.entries(workers).filter(([, w]) => !w.isRunning());
          if (idle.length) throw new Error(`not running: ${idle.map(([q]) => q).join(', ')}`);
        },
        ...parts.readiness,
      },
    });
    closers.push({ name: 'health', close: () => health.close() });
    logger.info({ url: health.url, queues: Object.keys(workers) }, `${name} started`);

    let stopping: Promise<void> | undefined;
    // Reverse order of opening: health, workers (draining), queues, relay, onStop, Redis, NATS, Mongo.
    const stop = () =>
      (stopping ??= (async () => {
        await closeAll();
        logger.info(`${name} stopped`);
      })());
    return { ctx, queues, workers, relay, metrics, url: health.url, stop };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
