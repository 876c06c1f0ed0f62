import { Queue, Worker } from 'bullmq';
import { connectEventBus, connectMongo, createLogger, createRedis, startHealthServer, pingMongo, type Logger } from '@trap/kit';
import type { NotificationsConfig } from '../config.ts';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { UnreadCountCache } from '../modules/notifications/unread-count-cache.ts';
import { LivePublisher } from '../modules/notifications/live-publisher.ts';
import { bullPrefix, SNOOZE_QUEUE, SWEEP_JOB, type WakeJobData } from '../modules/notifications/snooze-queue.ts';
import { newsletterModel } from '../modules/newsletter/newsletter.model.ts';
import { NewsletterTokens } from '../modules/newsletter/newsletter.tokens.ts';
import { DigestService } from '../modules/digest/digest.service.ts';
import { digestDeliveryModel } from '../modules/digest/digest-deliveries.model.ts';
import { memberModel } from '../read-models/members.model.ts';
import { digestSettingsModel } from '../read-models/digest-settings.model.ts';
import { Mailer } from '../mail/mailer.ts';
import { snoozeProcessor } from './snooze-wake-up.job.ts';
import { startAmaReminderWorker } from './ama-reminder.job.ts';
import { DIGEST_JOB, DIGEST_QUEUE, DIGEST_SCHEDULER_ID, digestProcessor, type DigestJobData } from './digest.job.ts';

const SWEEP_SCHEDULER_ID = 'notifications-snooze-sweep';
const JOB_OPTS = { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 100, removeOnFail: 500 };

/**
 * The notifications worker: snooze wake-ups (delayed jobs plus a sweep) and e-mail digests on
 * BullMQ (keys under REDIS_PREFIX), live pushes over NATS, /healthz and /readyz, clean stop.
 */
export async function startNotificationsWorker(config: NotificationsConfig, opts: { logger?: Logger } = {}) {
  const logger = opts.logger ?? createLogger(`${config.SERVICE_NAME}-worker`, config.LOG_LEVEL);
  const conn = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const bus = await connectEventBus({
    url: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    name: `${config.SERVICE_NAME}-worker`,
    logger,
  });
  // The worker's writes (wake-ups, reminders) must reach the API's unread-count cache too.
  const cacheRedis = createRedis(config.REDIS_URL);
  const repo = new NotificationsRepository(conn, new UnreadCountCache(cacheRedis, config.REDIS_PREFIX));
  const live = new LivePublisher(bus, repo, logger);
  const deliveries = digestDeliveryModel(conn);
  await Promise.all([repo.init(), deliveries.createIndexes()]);
  const mailer = new Mailer({ smtpUrl: config.SMTP_URL, outboxDir: config.MAIL_OUTBOX_DIR, logger });
  const digests = new DigestService({
    subscriptions: newsletterModel(conn),
    members: memberModel(conn),
    deliveries,
    settings: digestSettingsModel(conn),
    notifications: repo,
    mailer,
    tokens: new NewsletterTokens(config.NEWSLETTER_SECRET),
    siteOrigin: config.SITE_ORIGIN,
    defaultFrom: config.MAIL_FROM,
    timeZone: config.DIGEST_TZ,
    logger,
  });

  const prefix = bullPrefix(config.REDIS_PREFIX);
  const queueRedis = createRedis(config.REDIS_URL, { worker: true });
  const snoozeRedis = createRedis(config.REDIS_URL, { worker: true });
  const digestRedis = createRedis(config.REDIS_URL, { worker: true });
  const snoozeQueue = new Queue<WakeJobData>(SNOOZE_QUEUE, { connection: queueRedis, prefix });
  const digestQueue = new Queue<DigestJobData>(DIGEST_QUEUE, { connection: queueRedis, prefix });
  // Idempotent: every start updates the same schedulers instead of adding more.
  await snoozeQueue.upsertJobScheduler(
    SWEEP_SCHEDULER_ID,
    { pattern: config.SNOOZE_SWEEP_CRON },
    { name: SWEEP_JOB, data: {}, opts: JOB_OPTS },
  );
  await digestQueue.upsertJobScheduler(
    DIGEST_SCHEDULER_ID,
    { pattern: config.DIGEST_CRON, tz: config.DIGEST_TZ },
    { name: DIGEST_JOB, data: {}, opts: JOB_OPTS },
  );
  const snoozeWorker = new Worker<WakeJobData>(SNOOZE_QUEUE, snoozeProcessor(repo, live), {
    connection: snoozeRedis,
    prefix,
    concurrency: 4,
  });
  const digestWorker = new Worker<DigestJobData>(DIGEST_QUEUE, digestProcessor(digests), {
    connection: digestRedis,
    prefix,
    concurrency: 1,
  });
  for (const worker of [snoozeWorker, digestWorker]) {
    worker.on('failed', (job, err) => logger.error({ err, queue: worker.name, jobId: job?.id, attempts: job?.attemptsMade }, 'job failed'));
    worker.on('error', (err) => logger.error({ err, queue: worker.name }, 'worker error'));
  }
  const amaReminders = startAmaReminderWorker({ conn, repo, live, redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, logger });
  await Promise.all([snoozeWorker.waitUntilReady(), digestWorker.waitUntilReady(), amaReminders.worker.waitUntilReady()]);

  const health = await startHealthServer({
    host: config.HOST,
    port: config.PORT,
    checks: {
      mongo: () => pingMongo(conn),
      nats: () => bus.nc.flush(),
      redis: async () => {
        await queueRedis.ping();
      },
      workers: () => {
        if (!snoozeWorker.isRunning() || !digestWorker.isRunning() || !amaReminders.worker.isRunning()) throw new Error('not running');
      },
    },
  });
  const url = health.url;
  logger.info({ url, digestCron: config.DIGEST_CRON, tz: config.DIGEST_TZ }, 'notifications worker started');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await health.close();
      await Promise.all([snoozeWorker.close(), digestWorker.close(), amaReminders.close()]); // running jobs finish first
      await Promise.all([snoozeQueue.close(), digestQueue.close()]);
      mailer.close();
      await bus.close();
      for (const r of [queueRedis, snoozeRedis, digestRedis, cacheRedis]) r.disconnect();
      await conn.close();
      logger.info('notifications worker stopped');
    })());
  return { snoozeQueue, digestQueue, snoozeWorker, digestWorker, digests, url, stop };
}
export type NotificationsWorker = Awaited<ReturnType<typeof startNotificationsWorker>>;
