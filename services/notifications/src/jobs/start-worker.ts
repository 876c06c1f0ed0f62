import type { Queue, Worker } from 'bullmq';
import type { Logger } from '@trap/kit';
import { startWorker } from '@trap/kit/worker';
import type { NotificationsConfig } from '../config.ts';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { UnreadCountCache } from '../modules/notifications/unread-count-cache.ts';
import { LivePublisher } from '../modules/notifications/live-publisher.ts';
import { SNOOZE_QUEUE, SWEEP_JOB, type WakeJobData } from '../modules/notifications/snooze-queue.ts';
import { AMA_REMINDER_QUEUE } from '../modules/ama-reminders/ama-reminder-queue.ts';
import { AmaReminderSchedulesRepository } from '../modules/ama-reminders/ama-reminders.repository.ts';
import { NewsletterRepository } from '../modules/newsletter/newsletter.repository.ts';
import { NewsletterTokens } from '../modules/newsletter/newsletter.tokens.ts';
import { DigestService } from '../modules/digest/digest.service.ts';
import { DigestDeliveriesRepository } from '../modules/digest/digest-deliveries.repository.ts';
import { MembersRepository } from '../read-models/members.repository.ts';
import { DigestSettingsRepository } from '../read-models/digest-settings.repository.ts';
import { Mailer } from '../mail/mailer.ts';
import { mailSenderFromSettings } from '../mail/mail-sender.ts';
import { snoozeProcessor } from './snooze-wake-up.job.ts';
import { amaReminderProcessor } from './ama-reminder.job.ts';
import { DIGEST_JOB, DIGEST_QUEUE, DIGEST_SCHEDULER_ID, digestProcessor, type DigestJobData } from './digest.job.ts';

const SWEEP_SCHEDULER_ID = 'notifications-snooze-sweep';
const JOB_OPTS = { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 100, removeOnFail: 500 };

/**
 * The notifications worker (kit startWorker): snooze wake-ups (delayed jobs plus a sweep), e-mail
 * digests and AMA reminders on BullMQ (keys under REDIS_PREFIX), live pushes over NATS, /healthz and
 * /readyz, clean stop.
 */
export async function startNotificationsWorker(config: NotificationsConfig, opts: { logger?: Logger } = {}) {
  let digests!: DigestService;
  const running = await startWorker(
    config,
    async (ctx) => {
      const { conn, logger } = ctx;
      // The worker's writes (wake-ups, reminders) must reach the API's unread-count cache too.
      const repo = new NotificationsRepository(conn, new UnreadCountCache(ctx.redis, config.REDIS_PREFIX));
      const live = new LivePublisher(ctx.bus, repo, logger);
      const deliveries = new DigestDeliveriesRepository(conn);
      await Promise.all([repo.init(), deliveries.init()]);
      const settings = new DigestSettingsRepository(conn);
      const mailer = new Mailer({
        smtpUrl: config.SMTP_URL,
        outboxDir: config.MAIL_OUTBOX_DIR,
        logger,
        sender: mailSenderFromSettings(settings, config.MAIL_FROM),
      });
      // the members read model: whose address is whose, and the language each member reads in
      const members = new MembersRepository(conn);
      digests = new DigestService({
        subscriptions: new NewsletterRepository(conn),
        members,
        deliveries,
        settings,
        notifications: repo,
        mailer,
        tokens: new NewsletterTokens(config.NEWSLETTER_SECRET),
        siteOrigin: config.SITE_ORIGIN,
        timeZone: config.DIGEST_TZ,
        logger,
      });
      return {
        queues: [
          {
            name: SNOOZE_QUEUE,
            schedulers: [
              { id: SWEEP_SCHEDULER_ID, repeat: { pattern: config.SNOOZE_SWEEP_CRON }, job: { name: SWEEP_JOB, opts: JOB_OPTS } },
            ],
          },
          {
            name: DIGEST_QUEUE,
            schedulers: [
              {
                id: DIGEST_SCHEDULER_ID,
                repeat: { pattern: config.DIGEST_CRON, tz: config.DIGEST_TZ },
                job: { name: DIGEST_JOB, opts: JOB_OPTS },
              },
            ],
          },
        ],
        workers: [
          { queue: SNOOZE_QUEUE, process: snoozeProcessor(repo, live), concurrency: 4 },
          { queue: DIGEST_QUEUE, process: digestProcessor(digests), concurrency: 1 },
          {
            queue: AMA_REMINDER_QUEUE,
            process: amaReminderProcessor(new AmaReminderSchedulesRepository(conn), repo, live, (userId) => members.languageOf(userId)),
            concurrency: 4,
          },
        ],
        onStop: () => mailer.close(),
      };
    },
    opts,
  );
  running.ctx.logger.info({ digestCron: config.DIGEST_CRON, tz: config.DIGEST_TZ }, 'notifications worker schedules');
  return {
    ...running,
    snoozeQueue: running.queues[SNOOZE_QUEUE] as Queue<WakeJobData>,
    digestQueue: running.queues[DIGEST_QUEUE] as Queue<DigestJobData>,
    snoozeWorker: running.workers[SNOOZE_QUEUE] as Worker<WakeJobData>,
    digestWorker: running.workers[DIGEST_QUEUE] as Worker<DigestJobData>,
    digests,
  };
}
export type NotificationsWorker = Awaited<ReturnType<typeof startNotificationsWorker>>;
