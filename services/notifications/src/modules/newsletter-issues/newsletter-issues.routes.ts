import { newsletterIssuesApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { NewsletterIssuesService } from './newsletter-issues.service.ts';

/** The admin panel's newsletter issues (admin.area): list, send a new one, send one again to whom it has not reached. */
export function newsletterIssuesRoutes(api: ApiRouter, issues: NewsletterIssuesService): void {
  api.handle(newsletterIssuesApi.listNewsletterIssues, ({ res }) => {
    res.set('Cache-Control', 'no-store');
    return issues.list();
  });
  // each send is recorded for the audit log with who sent it
  api.handle(newsletterIssuesApi.sendNewsletterIssue, ({ body, auth }) => issues.create(body, { userId: auth.userId, role: auth.role }));
  api.handle(newsletterIssuesApi.resendNewsletterIssue, ({ params, auth }) =>
    issues.resend(params.id, { userId: auth.userId, role: auth.role }),
  );
}
