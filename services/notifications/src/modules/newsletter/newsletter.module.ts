import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { NotificationsConfig } from '../../config.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MembersRepository } from '../../read-models/members.repository.ts';
import { NewsletterRepository } from './newsletter.repository.ts';
import { NewsletterTokens } from './newsletter.tokens.ts';
import { NewsletterService } from './newsletter.service.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { NewsletterMailLimits } from './newsletter.rate-limit.ts';
import { newsletterMemberData } from './newsletter.member-data.ts';

/**
 * The newsletter's subscriptions (double opt-in, preferences, unsubscribe by signed link). Its
 * subscribers and link tokens are handed by service.ts to the issues module, which mails them.
 */
export async function newsletterModule(
  ctx: ServiceContext<NotificationsConfig>,
  deps: { members: MembersRepository; mailer: Mailer },
): Promise<ServiceModule & { subscribers: NewsletterRepository; tokens: NewsletterTokens }> {
  const { config } = ctx;
  const subscribers = new NewsletterRepository(ctx.conn);
  await subscribers.init();
  const tokens = new NewsletterTokens(config.NEWSLETTER_SECRET, config.NEWSLETTER_CONFIRM_TTL_HOURS * 3600_000);
  const newsletter = new NewsletterService(
    subscribers,
    deps.members,
    tokens,
    deps.mailer,
    new NewsletterMailLimits(ctx.redis, config.REDIS_PREFIX, {
      perIp: config.NEWSLETTER_MAIL_MAX_PER_IP,
      perAddress: config.NEWSLETTER_MAIL_MAX_PER_ADDRESS,
      windowSeconds: config.NEWSLETTER_MAIL_WINDOW_SECONDS,
    }),
    { siteOrigin: config.SITE_ORIGIN, confirmTtlHours: config.NEWSLETTER_CONFIRM_TTL_HOURS, logger: ctx.logger },
  );
  return {
    name: 'newsletter',
    subscribers,
    tokens,
    routes: (api) => newsletterRoutes(api, newsletter),
    memberData: newsletterMemberData(ctx.conn, (userId) => subscribers.unlinkMember(userId)),
  };
}
