import { Types, type Connection, type Model } from 'mongoose';
import type { NewsletterPreferences } from '@trap/contracts';
import { isDuplicateKeyError } from '@trap/kit';
import { newsletterModel, type NewsletterSubscriptionDoc } from './newsletter.model.ts';

export type SubscriptionId = NewsletterSubscriptionDoc['_id'];

/** `newsletter_subscriptions`: one per address (unique, lower-cased). */
export class NewsletterRepository {
  private readonly model: Model<NewsletterSubscriptionDoc>;

  constructor(conn: Connection) {
    this.model = newsletterModel(conn);
  }

  async init(): Promise<void> {
    await this.model.createIndexes();
  }

  byEmail(email: string): Promise<NewsletterSubscriptionDoc | null> {
    return this.model.findOne({ email }).lean<NewsletterSubscriptionDoc>().exec();
  }

  /** A new pending sign-up; null when the address has a subscription already (it may have been made a moment ago). */
  async createPending(email: string, name: string | null, preferences: NewsletterPreferences): Promise<NewsletterSubscriptionDoc | null> {
    const doc: NewsletterSubscriptionDoc = {
      _id: new Types.ObjectId(),
      email,
      name,
      status: 'pending',
      userId: null,
      subscriptionDate: new Date(),
      confirmedAt: null,
      unsubscribedAt: null,
      preferences,
      lastEmailSentAt: null,
    };
    try {
      await this.model.create(doc);
      return doc;
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  /** Confirmed: active from now, linked to the member whose verified e-mail it is. Only while still in the status it was read in. */
  async activate(id: SubscriptionId, readInStatus: NewsletterSubscriptionDoc['status'], userId: string | null, now: Date): Promise<void> {
    await this.model.updateOne(
      { _id: id, status: readInStatus },
      { $set: { status: 'active', confirmedAt: now, subscriptionDate: now, unsubscribedAt: null, userId } },
    );
  }

  /**
   * auth.user.deleted: the subscriptions linked to the member lose the link. The address itself was
   * given with its own consent (double opt-in) and ends only by its unsubscribe link.
   */
  async unlinkMember(userId: string): Promise<number> {
    return (await this.model.updateMany({ userId }, { $set: { userId: null } })).modifiedCount;
  }

  /**
   * auth.verified_email.changed: the member's link follows their verified address. Subscriptions of
   * other addresses lose it; the one of `email` (null: none) gains it unless another member holds it.
   */
  async relinkMember(userId: string, email: string | null): Promise<void> {
    await this.model.updateMany({ userId, ...(email ? { email: { $ne: email } } : {}) }, { $set: { userId: null } });
    if (email) await this.model.updateMany({ email, userId: null }, { $set: { userId } });
  }

  /** Ends the address's subscription (active or pending); an ended one stays as it is. */
  async unsubscribe(email: string, now: Date): Promise<void> {
    await this.model.updateOne(
      { email, status: { $in: ['active', 'pending'] } },
      { $set: { status: 'unsubscribed', unsubscribedAt: now } },
    );
  }

  async setPreferences(id: SubscriptionId, preferences: NewsletterPreferences): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { preferences } });
  }

  listByEmail(email: string): Promise<NewsletterSubscriptionDoc[]> {
    return this.model.find({ email }).lean<NewsletterSubscriptionDoc[]>().exec();
  }

  /** Newest first. */
  all(limit: number): Promise<NewsletterSubscriptionDoc[]> {
    return this.model.find({}).sort({ subscriptionDate: -1 }).limit(limit).lean<NewsletterSubscriptionDoc[]>().exec();
  }

  /** Active (confirmed) subscriptions in `_id` order, a page after `after`. */
  activePage(after: SubscriptionId | undefined, limit: number): Promise<NewsletterSubscriptionDoc[]> {
    return this.model
      .find({ status: 'active', ...(after ? { _id: { $gt: after } } : {}) })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<NewsletterSubscriptionDoc[]>()
      .exec();
  }

  async markEmailSent(id: SubscriptionId, at: Date): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { lastEmailSentAt: at } });
  }
}
