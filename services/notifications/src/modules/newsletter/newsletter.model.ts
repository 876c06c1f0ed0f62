import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { NewsletterPreferences } from '@trap/contracts';

/**
 * SPEC 3.2 newsletter_subscriptions; email is unique (stored lower-cased). A sign-up is `pending`
 * until its confirmation link is used (double opt-in); `userId` is the member whose verified e-mail
 * the address is, set when it is confirmed and moved when the member's verified address changes.
 */
export interface NewsletterSubscriptionDoc {
  _id: Types.ObjectId;
  email: string;
  name: string | null;
  status: 'pending' | 'active' | 'unsubscribed';
  userId: string | null;
  subscriptionDate: Date;
  /** absent on subscriptions made before double opt-in */
  confirmedAt?: Date | null;
  unsubscribedAt: Date | null;
  preferences: NewsletterPreferences;
  lastEmailSentAt: Date | null;
}

export function newsletterModel(conn: Connection): Model<NewsletterSubscriptionDoc> {
  if (conn.models.NewsletterSubscription) return conn.models.NewsletterSubscription as Model<NewsletterSubscriptionDoc>;
  const schema = new Schema<NewsletterSubscriptionDoc>(
    {
      email: { type: String, required: true },
      name: { type: String, default: null },
      status: { type: String, default: 'pending' },
      userId: { type: String, default: null },
      subscriptionDate: { type: Date, default: () => new Date() },
      confirmedAt: { type: Date, default: null },
      unsubscribedAt: { type: Date, default: null },
      preferences: { type: Schema.Types.Mixed, required: true },
      lastEmailSentAt: { type: Date, default: null },
    },
    { collection: 'newsletter_subscriptions', versionKey: false, minimize: false },
  );
  schema.index({ email: 1 }, { unique: true });
  schema.index({ userId: 1 });
  schema.index({ status: 1 });
  return conn.model<NewsletterSubscriptionDoc>('NewsletterSubscription', schema);
}
