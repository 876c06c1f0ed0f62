import { createRedis, type ServiceContext, type ServiceParts } from '@trap/kit';
import type { NotificationsConfig } from './config.ts';
import { subscriptions } from './events/subscriptions.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { UnreadCountCache } from './modules/notifications/unread-count-cache.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { LivePublisher } from './modules/notifications/live-publisher.ts';
import { SnoozeScheduler } from './modules/notifications/snooze-queue.ts';
import { NewsletterRepository } from './modules/newsletter/newsletter.repository.ts';
import { NewsletterTokens } from './modules/newsletter/newsletter.tokens.ts';
import { NewsletterService } from './modules/newsletter/newsletter.service.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { NewsletterMailLimits } from './modules/newsletter/newsletter.rate-limit.ts';
import { NewsletterIssuesRepository } from './modules/newsletter-issues/newsletter-issues.repository.ts';
import { NewsletterIssuesService } from './modules/newsletter-issues/newsletter-issues.service.ts';
import { newsletterIssuesRoutes } from './modules/newsletter-issues/newsletter-issues.routes.ts';
import { MembersRepository } from './read-models/members.repository.ts';
import { DigestSettingsRepository } from './read-models/digest-settings.repository.ts';
import { Mailer } from './mail/mailer.ts';
import { mailSenderFromSettings } from './mail/mail-sender.ts';
import { AmaReminderScheduler } from './modules/ama-reminders/ama-reminder-queue.ts';
import { AmaReminderSchedulesRepository } from './modules/ama-reminders/ama-reminders.repository.ts';
import { ContactMailService } from './modules/contact/contact-mail.service.ts';
import { ContactDeliveriesRepository } from './modules/contact/contact-deliveries.repository.ts';
import { AccountMailService } from './modules/account-mail/account-mail.service.ts';
import { AccountMailDeliveriesRepository } from './modules/account-mail/account-mail-deliveries.repository.ts';
import { memberDataModule } from './modules/member-data/member-data.module.ts';
import { notificationsMemberData } from './modules/notifications/notifications.member-data.ts';
import { newsletterMemberData } from './modules/newsletter/newsletter.member-data.ts';
import { amaRemindersMemberData } from './modules/ama-reminders/ama-reminders.member-data.ts';
import { accountMailMemberData } from './modules/account-mail/account-mail.member-data.ts';
import { membersMemberData } from './read-models/members.member-data.ts';
import { newsletterIssuesMemberData } from './modules/newsletter-issues/newsletter-issues.member-data.ts';

/**
 * Composition of the notifications service: in-app notifications fed by events (live-pushed to
 * the bff), snooze (woken by the worker, src/worker.ts), the newsletter and the read models the
 * digests need. Its one integration event is the staff action of a newsletter send (through the
 * outbox, with the issue's write); live delivery is a NATS core message.
 */
export async function buildNotificationsService(ctx: ServiceContext<NotificationsConfig>): Promise<ServiceParts> {
  const { config } = ctx;
  const repo = new NotificationsRepository(ctx.conn, new UnreadCountCache(ctx.redis, config.REDIS_PREFIX));
  const newsletterSubs = new NewsletterRepository(ctx.conn);
  const members = new MembersRepository(ctx.conn);
  const schedules = new AmaReminderSchedulesRepository(ctx.conn);
  const newsletterIssues = new NewsletterIssuesRepository(ctx);
  await Promise.all([repo.init(), newsletterSubs.init(), members.init(), schedules.init(), newsletterIssues.init()]);

  const queueRedis = createRedis(config.REDIS_URL, { worker: true });
  const snoozes = new SnoozeScheduler(queueRedis, config.REDIS_PREFIX);
  const amaReminderScheduler = new AmaReminderScheduler(queueRedis, config.REDIS_PREFIX);
  const amaReminders = { schedules, scheduler: amaReminderScheduler, leadMs: config.AMA_REMINDER_LEAD_MINUTES * 60_000 };
  const notifications = new NotificationsService(repo, new LivePublisher(ctx.bus, repo, ctx.logger), snoozes);
  const siteSettings = new DigestSettingsRepository(ctx.conn);
  const mailer = new Mailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: config.MAIL_OUTBOX_DIR,
    logger: ctx.logger,
    sender: mailSenderFromSettings(siteSettings, config.MAIL_FROM),
  });
  const newsletterTokens = new NewsletterTokens(config.NEWSLETTER_SECRET, config.NEWSLETTER_CONFIRM_TTL_HOURS * 3600_000);
  const newsletter = new NewsletterService(
    newsletterSubs,
    members,
    newsletterTokens,
    mailer,
    new NewsletterMailLimits(ctx.redis, config.REDIS_PREFIX, {
      perIp: config.NEWSLETTER_MAIL_MAX_PER_IP,
      perAddress: config.NEWSLETTER_MAIL_MAX_PER_ADDRESS,
      windowSeconds: config.NEWSLETTER_MAIL_WINDOW_SECONDS,
    }),
    { siteOrigin: config.SITE_ORIGIN, confirmTtlHours: config.NEWSLETTER_CONFIRM_TTL_HOURS, logger: ctx.logger },
  );

  const contactMail = new ContactMailService({
    deliveries: new ContactDeliveriesRepository(ctx.conn),
    mailer,
    inbox: config.CONTACT_INBOX,
    siteOrigin: config.SITE_ORIGIN,
    logger: ctx.logger,
  });

  const accountMailDeliveries = new AccountMailDeliveriesRepository(ctx.conn);
  // the download lists the parts' records in this order; the account's removal asks them in the same order
  const memberData = memberDataModule(ctx, [
    notificationsMemberData(ctx.conn, (userId) => notifications.forgetMember(userId)),
    newsletterMemberData(ctx.conn, (userId) => newsletterSubs.unlinkMember(userId)),
    amaRemindersMemberData(ctx.conn),
    accountMailMemberData(ctx.conn, (userId) => accountMailDeliveries.forgetMember(userId)),
    membersMemberData(ctx.conn, (userId) => members.forget(userId)),
    newsletterIssuesMemberData,
  ]);

  return {
    // the notification stream (GET /api/notifications/stream) is the bff's: it is declared servedBy 'bff'
    routes: (_app, api) => {
      notificationsRoutes(api, notifications);
      newsletterRoutes(api, newsletter);
      memberData.routes(api);
      newsletterIssuesRoutes(
        api,
        new NewsletterIssuesService(newsletterIssues, newsletterSubs, newsletterTokens, mailer, {
          siteOrigin: config.SITE_ORIGIN,
          logger: ctx.logger,
        }),
      );
    },
    subscriptions: subscriptions({
      notifications,
      members,
      newsletter: newsletterSubs,
      digestSettings: siteSettings,
      contactMail,
      accountMail: new AccountMailService({
        deliveries: accountMailDeliveries,
        mailer,
        siteOrigin: config.SITE_ORIGIN,
        logger: ctx.logger,
      }),
      amaReminders,
      removeMember: memberData.removeMember,
    }),
    onStop: async () => {
      await snoozes.close();
      await amaReminderScheduler.close();
      queueRedis.disconnect();
      mailer.close();
    },
  };
}
