import { newsletterPreferencesSchema, type NewsletterSubscription } from '@trap/contracts';
import type { NewsletterSubscriptionDoc } from './newsletter.model.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export const toSubscription = (doc: NewsletterSubscriptionDoc): NewsletterSubscription => ({
  id: String(doc._id),
  email: doc.email,
  name: doc.name ?? null,
  status: doc.status,
  userId: doc.userId ?? null,
  subscriptionDate: new Date(doc.subscriptionDate).toISOString(),
  confirmedAt: iso(doc.confirmedAt),
  unsubscribedAt: iso(doc.unsubscribedAt),
  preferences: newsletterPreferencesSchema.parse(doc.preferences ?? {}),
  lastEmailSentAt: iso(doc.lastEmailSentAt),
});
