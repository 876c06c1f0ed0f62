import type { Connection } from 'mongoose';
import type { MemberDataPart } from '@trap/kit';
import { newsletterModel, type NewsletterSubscriptionDoc } from './newsletter.model.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** The member's newsletter subscriptions: in the download; when the account goes they lose the link to it and stay. */
export function newsletterMemberData(conn: Connection, unlinkMember: (userId: string) => Promise<number>): MemberDataPart {
  const subscriptions = newsletterModel(conn);
  return {
    kept: {
      [subscriptions.collection.collectionName]:
        'the address was given with its own double opt-in consent and ends by its unsubscribe link; the account’s link is removed',
    },
    export: async (userId) => ({
      newsletter_subscriptions: (await subscriptions.find({ userId }).sort({ _id: 1 }).lean<NewsletterSubscriptionDoc[]>().exec()).map(
        (s) =>
          json({
            email: s.email,
            name: s.name,
            status: s.status,
            preferences: s.preferences,
            subscriptionDate: s.subscriptionDate,
            confirmedAt: s.confirmedAt,
            unsubscribedAt: s.unsubscribedAt,
          }),
      ),
    }),
    erase: (userId) => unlinkMember(userId),
  };
}
