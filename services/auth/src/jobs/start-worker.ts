import { Queue, Worker } from 'bullmq';
import {
  connectEventBus,
  connectMongo,
  createLogger,
  createRedis,
  ensureStreams,
  startHealthServer,
  OutboxRelay,
  pingMongo,
  type Logger,
} from '@trap/kit';
import type { AuthConfig } from '../config.ts';
import { userModel } from '../modules/users/users.model.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';
import { MembershipService } from '../modules/membership/membership.service.ts';
import {
  EXPIRY_JOB,
  EXPIRY_SCHEDULER_ID,
  MEMBERSHIP_QUEUE,
  membershipExpiryProcessor,
  type ExpiryJobData,
} from './membership-expiry.job.ts';

/**
 * The auth worker: BullMQ on Redis (queue keys under REDIS_PREFIX), its own outbox relay so the
 * events it records go out even while the API is down, and a clean stop on SIGTERM.
 */
export async function startAuthWorker(config: AuthConfig, opts: { logger?: Logger } = {}) {
  const logger = opts.logger ?? createLogger(`${config.SERVICE_NAME}-worker`, config.LOG_LEVEL);
  const conn = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const bus = await connectEventBus({
    url: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    name: `${config.SERVICE_NAME}-worker`,
    logger,
  });
  await ensureStreams(bus, ['auth']);
  const User = userModel(conn);
  const relay = new OutboxRelay({ bus, models: [User], logger });
  relay.start();
  const membership = new MembershipService(new UsersRepository(User), (hint) => relay.kick(hint), logger);

  const prefix = `${config.REDIS_PREFIX}bull`;
  const queueRedis = createRedis(config.REDIS_URL, { worker: true });
  const workerRedis = createRedis(config.REDIS_URL, { worker: true });
  const queue = new Queue<ExpiryJobData>(MEMBERSHIP_QUEUE, { connection: queueRedis, prefix });
  // Idempotent: every start updates the one scheduler instead of adding another.
  await queue.upsertJobScheduler(
    EXPIRY_SCHEDULER_ID,
    { pattern: config.MEMBERSHIP_EXPIRY_CRON, tz: config.EXPIRY_TZ },
    {
      name: EXPIRY_JOB,
      data: {},
      opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 200 },
    },
  );
  const worker = new Worker<ExpiryJobData>(MEMBERSHIP_QUEUE, membershipExpiryProcessor(membership), {
    connection: workerRedis,
    prefix,
    concurrency: 1,
  });
  worker.on('failed', (job, err) => logger.error({ err, jobId: job?.id, attempts: job?.attemptsMade }, 'job failed'));
  worker.on('error', (err) => logger.error({ err }, 'worker error'));
  await worker.waitUntilReady();

  // /healthz and /readyz for the supervisor and orchestrators; nothing else is served.
  const health = await startHealthServer({
    host: config.HOST,
    port: config.PORT,
    checks: {
      mongo: () => pingMongo(conn),
      nats: () => bus.nc.flush(),
      redis: async () => {
        await workerRedis.ping();
      },
      worker: () => {
        if (!worker.isRunning()) throw new Error('not running');
      },
    },
  });
  const url = health.url;
  logger.info({ queue: MEMBERSHIP_QUEUE, cron: config.MEMBERSHIP_EXPIRY_CRON, tz: config.EXPIRY_TZ, url }, 'auth worker started');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await health.close();
      await worker.close(); // lets the running job finish
      await queue.close();
      await relay.flush().catch((err) => logger.warn({ err }, 'outbox flush on stop failed'));
      await relay.stop();
      await bus.close();
      queueRedis.disconnect();
      workerRedis.disconnect();
      await conn.close();
      logger.info('auth worker stopped');
    })());
  return { queue, worker, relay, membership, User, url, stop };
}
export type AuthWorker = Awaited<ReturnType<typeof startAuthWorker>>;
