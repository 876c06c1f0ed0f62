import { z } from 'zod';
import { httpUrl } from '../common/bounds.ts';
import { NEWSLETTER_TOPICS } from './newsletter.ts';

/** One piece of recent content in an issue: its title, a line about it and its page. */
export const newsletterIssueItemSchema = z.object({
  title: z
    .string({ error: 'Item title is required' })
    .trim()
    .min(1, 'Item title is required')
    .max(200, 'Item title must be at most 200 characters'),
  summary: z.string().trim().max(500, 'Item summary must be at most 500 characters').default(''),
  url: httpUrl('Item link', { max: 500, sitePath: true, message: 'Item link must be an http(s) URL or a site path' }),
});

/** An issue as the admin composes it: sent to the active subscribers whose topics include `topic`. */
export const newsletterIssueInputSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(150, 'Subject must be at most 150 characters'),
  intro: z.string().trim().max(5000, 'Introduction must be at most 5000 characters').default(''),
  topic: z.enum(NEWSLETTER_TOPICS, { error: `Topic must be one of ${NEWSLETTER_TOPICS.join(', ')}` }),
  items: z
    .array(newsletterIssueItemSchema, { error: 'Items must be a list' })
    .min(1, 'Choose at least one item')
    .max(20, 'At most 20 items'),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInputSchema>;

export const NEWSLETTER_ISSUE_STATUSES = ['sending', 'sent'] as const;

export const newsletterIssueSchema = z.object({
  id: z.string(),
  subject: z.string(),
  intro: z.string(),
  topic: z.enum(NEWSLETTER_TOPICS),
  items: z.array(z.object({ title: z.string(), summary: z.string(), url: z.string() })),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  /** active subscribers whose topics matched when it was last sent */
  matched: z.number().int(),
  /** e-mails sent, each subscriber once however often it is sent again */
  sent: z.number().int(),
  /** sends that failed (tried again by sending the issue again) */
  failed: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;
export const newsletterIssueListSchema = z.array(newsletterIssueSchema);
export const newsletterIssueParamsSchema = z.object({ id: z.string().max(64) });
