import { createRedis, memberDataOf, type ServiceContext, type ServiceParts } from '@trap/kit';
import type { NotificationsConfig } from './config.ts';
import { Mailer } from './mail/mailer.ts';
import { mailSenderFromSettings } from './mail/mail-sender.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { newsletterModule } from './modules/newsletter/newsletter.module.ts';
import { newsletterIssuesModule } from './modules/newsletter-issues/newsletter-issues.module.ts';
import { amaRemindersModule } from './modules/ama-reminders/ama-reminders.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { accountMailModule } from './modules/account-mail/account-mail.module.ts';
import { memberDataModule } from './modules/member-data/member-data.module.ts';
import { membersModule } from './read-models/members.module.ts';
import { digestSettingsModule } from './read-models/digest-settings.module.ts';

/**
 * Composition of the notifications service: in-app notifications fed by events (live-pushed to
 * the bff), snooze (woken by the worker, src/worker.ts), the newsletter and the read models the
 * digests need. Its one integration event is the staff action of a newsletter send (through the
 * outbox, with the issue's write); live delivery is a NATS core message.
 */
export async function buildNotificationsService(ctx: ServiceContext<NotificationsConfig>): Promise<ServiceParts> {
  const { config } = ctx;
  // what several modules share: the delayed jobs' Redis connection and the mailer (its sender follows Settings → Email)
  const queueRedis = createRedis(config.REDIS_URL, { worker: true });
  const digestSettings = digestSettingsModule(ctx);
  const mailer = new Mailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: config.MAIL_OUTBOX_DIR,
    logger: ctx.logger,
    sender: mailSenderFromSettings(digestSettings.settings, config.MAIL_FROM),
  });
  // a member's newsletter link follows their verified address
  const members = await membersModule(ctx, (userId, email) => newsletter.subscribers.relinkMember(userId, email));
  // the language each member reads their notifications and e-mails in
  const languageOf = (userId: string) => members.members.languageOf(userId);
  // and the address the account has verified (the check-in code's e-mail goes there only)
  const emailOf = (userId: string) => members.members.emailOf(userId);
  const newsletter = await newsletterModule(ctx, { members: members.members, mailer });

  // the download lists the modules' parts in this order; the account's removal asks them in the same order
  const modules = [
    await notificationsModule(ctx, queueRedis, languageOf),
    newsletter,
    await amaRemindersModule(ctx, queueRedis),
    accountMailModule(ctx, mailer, languageOf, emailOf),
    members,
    await newsletterIssuesModule(ctx, { subscribers: newsletter.subscribers, tokens: newsletter.tokens, mailer }),
    contactModule(ctx, mailer),
    digestSettings,
  ];
  return {
    // the notification stream (GET /api/notifications/stream) is the bff's: it is declared servedBy 'bff'
    modules: [...modules, memberDataModule(ctx, memberDataOf(modules))],
    onStop: async () => {
      queueRedis.disconnect();
      mailer.close();
    },
  };
}
