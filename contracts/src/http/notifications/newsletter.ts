import { z } from 'zod';
import {
  NEWSLETTER_EMAIL_REQUIRED,
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_EMAIL_TOO_LONG,
  NEWSLETTER_INVALID_LINK,
} from './newsletter-texts.ts';

export * from './newsletter-texts.ts';

const emailSchema = z
  .string({ error: NEWSLETTER_EMAIL_REQUIRED })
  .trim()
  .min(1, NEWSLETTER_EMAIL_REQUIRED)
  .max(NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_TOO_LONG)
  .pipe(z.email(NEWSLETTER_EMAIL_INVALID))
  .transform((v) => v.toLowerCase());
/** A signed link's token (base64url parts joined by dots); generous, but bounded. */
const tokenSchema = z.string().min(1, NEWSLETTER_INVALID_LINK).max(1024, NEWSLETTER_INVALID_LINK);

export const NEWSLETTER_TOPICS = ['news', 'events', 'tips', 'podcasts', 'blog'] as const;
export const NEWSLETTER_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

/** The preferences json of newsletter_subscriptions (SPEC 3.2): topics, frequency and the notification digest opt-in. */
export const newsletterPreferencesSchema = z.object({
  topics: z
    .array(z.enum(NEWSLETTER_TOPICS))
    .max(NEWSLETTER_TOPICS.length, `Choose at most ${NEWSLETTER_TOPICS.length} topics`)
    .default([...NEWSLETTER_TOPICS]),
  frequency: z.enum(NEWSLETTER_FREQUENCIES).default('weekly'),
  /** e-mail summary of unread notifications, daily or weekly per the site's digestFrequency */
  digest: z.boolean().default(true),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

export const newsletterSubscribeRequestSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100).optional(),
});
/** By the signed token of an e-mailed link, or by e-mail for the member whose account address it is. */
export const newsletterUnsubscribeRequestSchema = z
  .object({ email: emailSchema.optional(), token: tokenSchema.optional() })
  .refine((v) => v.email || v.token, { message: NEWSLETTER_EMAIL_REQUIRED, path: ['email'] });
/** Needs the signed token from the e-mailed link, or the session of the member whose account address it is. */
export const newsletterPreferencesRequestSchema = z.object({
  email: emailSchema,
  preferences: newsletterPreferencesSchema.partial(),
  token: tokenSchema.optional(),
});
export const newsletterPreferencesLinkRequestSchema = z.object({ email: emailSchema });
export const newsletterTokenQuerySchema = z.object({ token: tokenSchema });

/** pending: signed up, the e-mailed confirmation link not used yet (double opt-in); gets no newsletter or digest. */
export const NEWSLETTER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;

/** SPEC 3.2 newsletter_subscriptions as delivered. */
export const newsletterSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(NEWSLETTER_STATUSES),
  userId: z.string().nullable(),
  subscriptionDate: z.string(),
  /** when the confirmation link was used; null while pending (and for subscriptions older than double opt-in) */
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  preferences: newsletterPreferencesSchema,
  lastEmailSentAt: z.string().nullable(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export const newsletterResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** only to the holder of the signed link or the owning member */
  subscription: newsletterSubscriptionSchema.optional(),
});
/** A used confirmation link: the subscription is active; `token` opens its /newsletter-preferences. */
export const newsletterConfirmResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string(),
});
export const newsletterSubscriptionListSchema = z.array(newsletterSubscriptionSchema);
