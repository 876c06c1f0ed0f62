import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { NotificationsConfig } from '../../config.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { NewsletterRepository } from '../newsletter/newsletter.repository.ts';
import type { NewsletterTokens } from '../newsletter/newsletter.tokens.ts';
import { NewsletterIssuesRepository } from './newsletter-issues.repository.ts';
import { NewsletterIssuesService } from './newsletter-issues.service.ts';
import { newsletterIssuesRoutes } from './newsletter-issues.routes.ts';
import { newsletterIssuesMemberData } from './newsletter-issues.member-data.ts';

/** Staff-written newsletter issues, mailed to the newsletter's subscribers with their own links (both handed over by service.ts). */
export async function newsletterIssuesModule(
  ctx: ServiceContext<NotificationsConfig>,
  deps: { subscribers: NewsletterRepository; tokens: NewsletterTokens; mailer: Mailer },
): Promise<ServiceModule> {
  const issues = new NewsletterIssuesRepository(ctx);
  await issues.init();
  const service = new NewsletterIssuesService(issues, deps.subscribers, deps.tokens, deps.mailer, {
    siteOrigin: ctx.config.SITE_ORIGIN,
    logger: ctx.logger,
  });
  return { name: 'newsletter-issues', routes: (api) => newsletterIssuesRoutes(api, service), memberData: newsletterIssuesMemberData };
}
