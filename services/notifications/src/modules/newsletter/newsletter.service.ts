import { Types, type Model } from 'mongoose';
import { newsletterPreferencesSchema, type NewsletterPreferences, type NewsletterSubscription } from '@trap/contracts';
import { AppError, forbidden, isDuplicateKeyError, notFound, setFields, type Logger } from '@trap/kit';
import type { NewsletterSubscriptionDoc } from './newsletter.model.ts';
import type { NewsletterTokens } from './newsletter.tokens.ts';
import { toSubscription } from './newsletter.mapper.ts';
import { newsletterLinks } from './newsletter.links.ts';
import type { Mailer } from '../../mail/mailer.ts';

const invalidLink = () => new AppError(400, 'VALIDATION_FAILED', 'Invalid or expired link', { token: 'Invalid or expired link' });

export interface NewsletterResult {
  success: boolean;
  message: string;
  alreadySubscribed?: boolean;
  subscription?: NewsletterSubscription;
}

/** Newsletter subscriptions: subscribe (a duplicate is a friendly no-op), unsubscribe, preferences by signed link. */
export class NewsletterService {
  constructor(
    private readonly model: Model<NewsletterSubscriptionDoc>,
    private readonly tokens: NewsletterTokens,
    private readonly mailer: Mailer,
    private readonly opts: { siteOrigin: string; from: string; logger: Logger },
  ) {}

  private byEmail(email: string) {
    return this.model.findOne({ email }).lean<NewsletterSubscriptionDoc>().exec();
  }

  async subscribe(email: string, name: string | undefined, userId: string | null): Promise<{ created: boolean; result: NewsletterResult }> {
    const existing = await this.byEmail(email);
    if (existing?.status === 'active') {
      return {
        created: false,
        result: {
          success: true,
          alreadySubscribed: true,
          message: 'You are already subscribed to our newsletter.',
          subscription: toSubscription(existing),
        },
      };
    }
    if (existing) {
      await this.model.updateOne(
        { _id: existing._id },
        {
          $set: { status: 'active', unsubscribedAt: null, subscriptionDate: new Date(), ...(userId && !existing.userId ? { userId } : {}) },
        },
      );
      const again = (await this.byEmail(email))!;
      return {
        created: false,
        result: {
          success: true,
          message: 'Welcome back! You are subscribed to our newsletter again.',
          subscription: toSubscription(again),
        },
      };
    }
    const doc: NewsletterSubscriptionDoc = {
      _id: new Types.ObjectId(),
      email,
      name: name || null,
      status: 'active',
      userId,
      subscriptionDate: new Date(),
      unsubscribedAt: null,
      preferences: newsletterPreferencesSchema.parse({}),
      lastEmailSentAt: null,
    };
    try {
      await this.model.collection.insertOne(doc as never);
    } catch (err) {
      // Two sign-ups of one address at the same moment: the other one won, which is the same outcome.
      if (isDuplicateKeyError(err)) return this.subscribe(email, name, userId);
      throw err;
    }
    return {
      created: true,
      result: { success: true, message: 'Thank you for subscribing to our newsletter!', subscription: toSubscription(doc) },
    };
  }

  /** By e-mail or signed token; an unknown address is answered the same way (no address probing). */
  async unsubscribe(input: { email?: string; token?: string }): Promise<NewsletterResult> {
    const email = input.token ? this.tokens.verify(input.token) : input.email;
    if (!email) throw invalidLink();
    await this.model.updateOne(
      { email: email.toLowerCase(), status: 'active' },
      { $set: { status: 'unsubscribed', unsubscribedAt: new Date() } },
    );
    return { success: true, message: 'You have been unsubscribed from our newsletter.' };
  }

  /** Changing preferences needs the signed link's token, or the session of the member the subscription belongs to. */
  async updatePreferences(
    input: { email: string; preferences: Partial<NewsletterPreferences>; token?: string },
    callerId: string | null,
  ): Promise<NewsletterResult> {
    const existing = await this.byEmail(input.email);
    if (input.token) {
      if (this.tokens.verify(input.token) !== input.email) throw invalidLink();
    } else if (!existing || !callerId || existing.userId !== callerId) {
      throw forbidden('Use the link we e-mailed you to change your newsletter preferences');
    }
    if (!existing) throw notFound('Subscription');
    const preferences = newsletterPreferencesSchema.parse({ ...existing.preferences, ...input.preferences });
    await this.model.updateOne({ _id: existing._id }, setFields(existing, { preferences }));
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
    const doc = await this.byEmail(email);
    if (!doc) throw notFound('Subscription');
    return toSubscription(doc);
  }

  /** E-mails the signed preferences link; answers the same whether or not the address is subscribed. */
  async sendPreferencesLink(email: string): Promise<NewsletterResult> {
    const doc = await this.byEmail(email);
    if (doc) {
      const links = newsletterLinks(this.opts.siteOrigin, this.tokens, email);
      await this.mailer.send({
        from: this.opts.from,
        to: email,
        subject: 'Your newsletter preferences',
        text: `Change your newsletter topics and frequency here:\n${links.preferences}\n\nUnsubscribe: ${links.unsubscribe}\n`,
        html: `<p>Change your newsletter topics and frequency <a href="${links.preferences}">here</a>.</p><p><a href="${links.unsubscribe}">Unsubscribe</a></p>`,
        headers: links.headers,
      });
    }
    return { success: true, message: 'If that address is subscribed, we have sent it a link to manage your preferences.' };
  }

  async forMember(userId: string): Promise<NewsletterSubscription[]> {
    return (await this.model.find({ userId }).lean<NewsletterSubscriptionDoc[]>().exec()).map(toSubscription);
  }

  async all(limit = 1000): Promise<NewsletterSubscription[]> {
    return (await this.model.find({}).sort({ subscriptionDate: -1 }).limit(limit).lean<NewsletterSubscriptionDoc[]>().exec()).map(
      toSubscription,
    );
  }
}
