import {
  newsletterIssueInputSchema,
  newsletterIssueListSchema,
  newsletterIssueParamsSchema,
  newsletterIssueSchema,
} from '../http/notifications/newsletter-issues.ts';
import { defineApi } from './define.ts';

const tags = ['Newsletter'];

/**
 * Newsletter issues (notifications service, admin panel): compose an issue from recent content and
 * send it to the confirmed subscribers whose topics include the issue's topic, each with their own
 * signed unsubscribe and preferences links. Sending again reaches only the subscribers it has not
 * reached yet, so a retry never sends anyone the issue twice.
 */
export const newsletterIssuesApi = defineApi({
  listNewsletterIssues: {
    method: 'get',
    path: '/api/newsletter/issues',
    summary: 'Newsletter issues, newest first, with how many were sent',
    tags,
    auth: 'required',
    capability: 'admin.area',
    response: { description: 'Issues', schema: newsletterIssueListSchema },
  },
  sendNewsletterIssue: {
    method: 'post',
    path: '/api/newsletter/issues',
    summary: 'Send a new issue to the subscribers of its topic',
    description: 'Answers once every matching subscriber was tried: `matched`, `sent` and `failed` counts.',
    tags,
    auth: 'required',
    capability: 'admin.area',
    request: { body: newsletterIssueInputSchema },
    response: { status: 201, description: 'The issue and its counts', schema: newsletterIssueSchema },
  },
  resendNewsletterIssue: {
    method: 'post',
    path: '/api/newsletter/issues/{id}/send',
    summary: 'Send an issue again to the matching subscribers it has not reached yet',
    description: 'After a failure or to reach new subscribers: nobody gets an issue twice. Unknown issue: 404.',
    tags,
    auth: 'required',
    capability: 'admin.area',
    request: { params: newsletterIssueParamsSchema },
    response: { description: 'The issue and its counts', schema: newsletterIssueSchema },
    errors: [404],
  },
});
