import { createRedis, type ServiceContext, type ServiceParts } from '@trap/kit';
import type { NotificationsConfig } from './config.ts';
import { subscriptions } from './events/subscriptions.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { UnreadCountCache } from './modules/notifications/unread-count-cache.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { LivePublisher } from './modules/notifications/live-publisher.ts';
import { SnoozeScheduler } from './modules/notifications/snooze-queue.ts';
import { newsletterModel } from './modules/newsletter/newsletter.model.ts';
import { NewsletterTokens } from './modules/newsletter/newsletter.tokens.ts';
import { NewsletterService } from './modules/newsletter/newsletter.service.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { memberModel } from './read-models/members.model.ts';
import { digestSettingsModel } from './read-models/digest-settings.model.ts';
import { Mailer } from './mail/mailer.ts';
import { AmaReminderScheduler } from './modules/ama-reminders/ama-reminder-queue.ts';
import { amaReminderScheduleModel } from './modules/ama-reminders/ama-reminders.model.ts';
import { ContactMailService, contactDeliveryModel } from './modules/contact/contact-mail.service.ts';

/**
 * Composition of the notifications service: in-app notifications fed by events (live-pushed to
 * the bff), snooze (woken by the worker, src/worker.ts), the newsletter and the read models the
 * digests need. Notifications carry no outbox: live delivery is a NATS core message.
 */
export async function buildNotificationsService(ctx: ServiceContext<NotificationsConfig>): Promise<ServiceParts> {
  const { config } = ctx;
  const repo = new NotificationsRepository(ctx.conn, new UnreadCountCache(ctx.redis, config.REDIS_PREFIX));
  const newsletterSubs = newsletterModel(ctx.conn);
  const members = memberModel(ctx.conn);
  const digestSettings = digestSettingsModel(ctx.conn);
  await Promise.all([repo.init(), newsletterSubs.createIndexes(), members.createIndexes()]);

  const queueRedis = createRedis(config.REDIS_URL, { worker: true });
  const snoozes = new SnoozeScheduler(queueRedis, config.REDIS_PREFIX);
  const amaReminderScheduler = new AmaReminderScheduler(queueRedis, config.REDIS_PREFIX);
  const amaReminders = {
    schedules: amaReminderScheduleModel(ctx.conn),
    scheduler: amaReminderScheduler,
    leadMs: config.AMA_REMINDER_LEAD_MINUTES * 60_000,
  };
  const notifications = new NotificationsService(repo, new LivePublisher(ctx.bus, repo, ctx.logger), snoozes);
  const mailer = new Mailer({ smtpUrl: config.SMTP_URL, outboxDir: config.MAIL_OUTBOX_DIR, logger: ctx.logger });
  const newsletter = new NewsletterService(newsletterSubs, new NewsletterTokens(config.NEWSLETTER_SECRET), mailer, {
    siteOrigin: config.SITE_ORIGIN,
    from: config.MAIL_FROM,
    logger: ctx.logger,
  });

  const contactMail = new ContactMailService({
    deliveries: contactDeliveryModel(ctx.conn),
    mailer,
    inbox: config.CONTACT_INBOX,
    from: config.MAIL_FROM,
    siteOrigin: config.SITE_ORIGIN,
    logger: ctx.logger,
  });

  return {
    routes: (app) => {
      notificationsRoutes(app, ctx, notifications);
      newsletterRoutes(app, ctx, newsletter);
    },
    subscriptions: subscriptions({ notifications, members, digestSettings, contactMail, amaReminders }),
    onStop: async () => {
      await snoozes.close();
      await amaReminderScheduler.close();
      queueRedis.disconnect();
      mailer.close();
    },
  };
}
