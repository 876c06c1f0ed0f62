import type { NewsletterIssue, NewsletterIssueInput } from '@trap/contracts/http/notifications/newsletter-issues';
import { notFound, type Logger } from '@trap/kit';
import type { Mailer } from '../../mail/mailer.ts';
import type { NewsletterRepository } from '../newsletter/newsletter.repository.ts';
import type { NewsletterTokens } from '../newsletter/newsletter.tokens.ts';
import { newsletterLinks } from '../newsletter/newsletter.links.ts';
import type { IssueSender, NewsletterIssueDoc, NewsletterIssuesRepository } from './newsletter-issues.repository.ts';
import { issueMail } from './newsletter-issues.mail.ts';

const PAGE = 200;

const present = (doc: NewsletterIssueDoc): NewsletterIssue => ({
  id: String(doc._id),
  subject: doc.subject,
  intro: doc.intro ?? '',
  topic: doc.topic,
  items: (doc.items ?? []).map((i) => ({ title: i.title, summary: i.summary ?? '', url: i.url })),
  status: doc.status,
  matched: doc.matched,
  sent: doc.sent,
  failed: doc.failed,
  createdBy: doc.createdBy,
  createdAt: new Date(doc.createdAt).toISOString(),
  sentAt: doc.sentAt ? new Date(doc.sentAt).toISOString() : null,
});

/**
 * Newsletter issues: an admin composes one from recent content and it goes to every confirmed
 * subscriber whose topics include the issue's, through the service's one mail path, with the
 * subscriber's own signed links. Each copy is claimed before it is sent (unique per issue and
 * subscriber), so sending again, or two sends at once, never mails anyone twice.
 */
export class NewsletterIssuesService {
  private readonly issues: NewsletterIssuesRepository;
  private readonly subscriptions: NewsletterRepository;
  private readonly tokens: NewsletterTokens;
  private readonly mailer: Mailer;
  private readonly opts: { siteOrigin: string; logger: Logger };
  constructor(
    issues: NewsletterIssuesRepository,
    subscriptions: NewsletterRepository,
    tokens: NewsletterTokens,
    mailer: Mailer,
    opts: { siteOrigin: string; logger: Logger },
  ) {
    this.issues = issues;
    this.subscriptions = subscriptions;
    this.tokens = tokens;
    this.mailer = mailer;
    this.opts = opts;
  }

  async list(): Promise<NewsletterIssue[]> {
    return (await this.issues.list()).map(present);
  }

  /** Sends a new issue; the send is a staff action in the audit log (who, which issue, to how many). */
  async create(input: NewsletterIssueInput, sender: IssueSender): Promise<NewsletterIssue> {
    const doc = await this.issues.create(input, sender.userId);
    return this.deliver(doc, sender);
  }

  async resend(id: string, sender: IssueSender): Promise<NewsletterIssue> {
    const doc = await this.issues.byId(id);
    if (!doc) throw notFound('Newsletter issue');
    return this.deliver(doc, sender);
  }

  private async deliver(issue: NewsletterIssueDoc, sender: IssueSender): Promise<NewsletterIssue> {
    let after: NewsletterIssueDoc['_id'] | undefined;
    for (;;) {
      const page = await this.subscriptions.activePage(after, PAGE);
      if (!page.length) break;
      after = page[page.length - 1]!._id;
      for (const sub of page) {
        if (!sub.preferences?.topics?.includes(issue.topic)) continue;
        if (!(await this.issues.claim(issue._id, sub._id))) continue;
        try {
          const mail = issueMail(issue, this.opts.siteOrigin, newsletterLinks(this.opts.siteOrigin, this.tokens, sub.email));
          await this.mailer.send({ to: sub.email, ...mail });
          await this.issues.settle(issue._id, sub._id, 'sent');
          await this.subscriptions.markEmailSent(sub._id, new Date());
        } catch (err) {
          this.opts.logger.warn(
            { err, issueId: String(issue._id) },
            'newsletter issue not sent to one subscriber; sending the issue again retries it',
          );
          await this.issues.settle(issue._id, sub._id, 'failed');
        }
      }
    }
    const done = await this.issues.finish(issue._id, sender);
    return present(done ?? issue);
  }
}
