import {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_INVALID_LINK,
  newsletterPreferencesSchema,
  type NewsletterPreferences,
  type NewsletterSubscription,
} from '@trap/contracts';
import { AppError, forbidden, notFound, type Logger } from '@trap/kit';
import type { NewsletterSubscriptionDoc } from './newsletter.model.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';
import type { NewsletterTokens } from './newsletter.tokens.ts';
import type { NewsletterMailLimits } from './newsletter.rate-limit.ts';
import { toSubscription } from './newsletter.mapper.ts';
import { confirmationLink, newsletterLinks } from './newsletter.links.ts';
import { alreadySubscribedMail, confirmationMail, preferencesMail } from './newsletter.mails.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { MembersRepository } from '../../read-models/members.repository.ts';

const invalidLink = () => new AppError(400, 'VALIDATION_FAILED', NEWSLETTER_INVALID_LINK, { token: NEWSLETTER_INVALID_LINK });
const notYours = (what: string) =>
  forbidden(`To ${what}, use the link in any of our newsletter e-mails, or ask for a new one on the Newsletter preferences page.`);

export interface NewsletterResult {
  success: boolean;
  message: string;
  subscription?: NewsletterSubscription;
}

/**
 * Newsletter subscriptions with double opt-in. Only the inbox decides: a sign-up stays pending until
 * the e-mailed confirmation link is used; preferences and unsubscribing need a signed link, or the
 * session of the member whose verified e-mail the address is (members read model, from
 * auth.verified_email.changed: an address the member has not proved they receive is not theirs). Answers never tell whether an address is subscribed, and every request
 * that sends mail spends from the per-client and per-recipient budgets first.
 */
export class NewsletterService {
  private readonly subscriptions: NewsletterRepository;
  private readonly members: MembersRepository;
  private readonly tokens: NewsletterTokens;
  private readonly mailer: Mailer;
  private readonly limits: NewsletterMailLimits;
  private readonly opts: { siteOrigin: string; confirmTtlHours: number; logger: Logger };
  constructor(
    subscriptions: NewsletterRepository,
    members: MembersRepository,
    tokens: NewsletterTokens,
    mailer: Mailer,
    limits: NewsletterMailLimits,
    opts: { siteOrigin: string; confirmTtlHours: number; logger: Logger },
  ) {
    this.subscriptions = subscriptions;
    this.members = members;
    this.tokens = tokens;
    this.mailer = mailer;
    this.limits = limits;
    this.opts = opts;
  }

  /** Whether the caller is the member whose verified e-mail this is (an unverified or former address is not theirs). */
  private async owns(callerId: string | null, email: string): Promise<boolean> {
    if (!callerId) return false;
    return (await this.members.emailOf(callerId)) === email;
  }

  private send(to: string, mail: Omit<MailMessage, 'to'>) {
    return this.mailer.send({ to, ...mail });
  }

  private sendConfirmation(email: string) {
    return this.send(email, confirmationMail(confirmationLink(this.opts.siteOrigin, this.tokens, email), this.opts.confirmTtlHours));
  }

  /**
   * Every address gets the same answer: a new or lapsed one is (re)asked to confirm, a pending one
   * gets its link again, a subscribed one is told so in its own inbox.
   */
  async subscribe(email: string, name: string | undefined, clientIp: string): Promise<NewsletterResult> {
    await this.limits.take(clientIp, email);
    const existing = await this.signUp(email, name || null);
    if (existing?.status === 'active') {
      await this.send(email, alreadySubscribedMail(newsletterLinks(this.opts.siteOrigin, this.tokens, email).preferences));
    } else {
      await this.sendConfirmation(email);
    }
    return { success: true, message: NEWSLETTER_CHECK_INBOX };
  }

  /** The subscription already there (left as it is: only its inbox may change it), or a new pending one. */
  private async signUp(email: string, name: string | null): Promise<NewsletterSubscriptionDoc | null> {
    const existing = await this.subscriptions.byEmail(email);
    if (existing) return existing;
    if (await this.subscriptions.createPending(email, name, newsletterPreferencesSchema.parse({}))) return null;
    // Two sign-ups of one address at the same moment: the other one's record is the one to use.
    return this.subscriptions.byEmail(email);
  }

  /**
   * The confirmation link was opened: the subscription becomes active (linked to the member whose
   * verified e-mail it is) and the answer carries the signed preferences token. A link issued before
   * the address was unsubscribed does not subscribe it again.
   */
  async confirm(token: string): Promise<{ success: boolean; message: string; token: string }> {
    const verified = this.tokens.verifyConfirmation(token);
    if (!verified) throw invalidLink();
    const { email, issuedAt } = verified;
    const doc = await this.subscriptions.byEmail(email);
    if (!doc || (doc.status === 'unsubscribed' && doc.unsubscribedAt && new Date(doc.unsubscribedAt) > issuedAt)) throw invalidLink();
    const preferencesToken = this.tokens.issue(email);
    if (doc.status === 'active') return { success: true, message: 'Your subscription is already confirmed.', token: preferencesToken };
    await this.subscriptions.activate(doc._id, doc.status, await this.members.idByEmail(email), new Date());
    return { success: true, message: 'Thank you! Your subscription is confirmed.', token: preferencesToken };
  }

  /** By signed token, or by e-mail for the member whose verified e-mail it is (nobody else may). */
  async unsubscribe(input: { email?: string; token?: string }, callerId: string | null): Promise<NewsletterResult> {
    let email: string | null | undefined;
    if (input.token) {
      email = this.tokens.verify(input.token);
      if (!email) throw invalidLink();
    } else {
      email = input.email;
      if (!email || !(await this.owns(callerId, email))) throw notYours('unsubscribe');
    }
    await this.subscriptions.unsubscribe(email.toLowerCase(), new Date());
    return { success: true, message: 'You have been unsubscribed from our newsletter.' };
  }

  /** Needs the signed link's token, or the session of the member whose verified e-mail the address is. */
  async updatePreferences(
    input: { email: string; preferences: Partial<NewsletterPreferences>; token?: string },
    callerId: string | null,
  ): Promise<NewsletterResult> {
    if (input.token) {
      if (this.tokens.verify(input.token) !== input.email) throw invalidLink();
    } else if (!(await this.owns(callerId, input.email))) {
      throw notYours('change your newsletter preferences');
    }
    const existing = await this.subscriptions.byEmail(input.email);
    if (!existing) throw notFound('Subscription');
    const preferences = newsletterPreferencesSchema.parse({ ...existing.preferences, ...input.preferences });
    preferences.topics = [...new Set(preferences.topics)];
    await this.subscriptions.setPreferences(existing._id, preferences);
    return {
      success: true,
      message: 'Your newsletter preferences have been updated successfully.',
      subscription: toSubscription({ ...existing, preferences }),
    };
  }

  /** The subscription a signed link points at (the /newsletter-preferences page). */
  async byToken(token: string): Promise<NewsletterSubscription> {
    const email = this.tokens.verify(token);
    if (!email) throw invalidLink();
    const doc = await this.subscriptions.byEmail(email);
    if (!doc) throw notFound('Subscription');
    return toSubscription(doc);
  }

  /** E-mails the signed preferences link (a pending sign-up gets its confirmation again); the same answer for any address. */
  async sendPreferencesLink(email: string, clientIp: string): Promise<NewsletterResult> {
    await this.limits.take(clientIp, email);
    const doc = await this.subscriptions.byEmail(email);
    if (doc?.status === 'pending') await this.sendConfirmation(email);
    else if (doc) await this.send(email, preferencesMail(newsletterLinks(this.opts.siteOrigin, this.tokens, email)));
    return { success: true, message: 'If that address is subscribed, we have sent it a link to manage your preferences.' };
  }

  /** The subscription of the member's own verified address, if any. */
  async forMember(userId: string): Promise<NewsletterSubscription[]> {
    const email = await this.members.emailOf(userId);
    if (!email) return [];
    return (await this.subscriptions.listByEmail(email)).map(toSubscription);
  }

  async all(limit = 1000): Promise<NewsletterSubscription[]> {
    return (await this.subscriptions.all(limit)).map(toSubscription);
  }
}
