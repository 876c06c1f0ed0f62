import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { NewsletterPreferences } from '@trap/contracts';

/** SPEC 3.2 newsletter_subscriptions; email is unique (stored lower-cased). */
export interface NewsletterSubscriptionDoc {
  _id: Types.ObjectId;
  email: string;
  name: string | null;
  status: 'active' | 'unsubscribed';
  userId: string | null;
  subscriptionDate: Date;
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
      status: { type: String, default: 'active' },
      userId: { type: String, default: null },
      subscriptionDate: { type: Date, default: () => new Date() },
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
