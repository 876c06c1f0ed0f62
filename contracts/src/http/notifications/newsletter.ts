import { z } from 'zod';

/** SPEC 5: the newsletter e-mail is required and of e-mail type. */
export const NEWSLETTER_EMAIL_REQUIRED = 'Email required: Please enter your email address to subscribe.';
export const NEWSLETTER_EMAIL_INVALID = 'Invalid email address';

const emailSchema = z
  .string({ error: NEWSLETTER_EMAIL_REQUIRED })
  .trim()
  .min(1, NEWSLETTER_EMAIL_REQUIRED)
  .pipe(z.email(NEWSLETTER_EMAIL_INVALID))
  .transform((v) => v.toLowerCase());

export const NEWSLETTER_TOPICS = ['news', 'events', 'tips', 'podcasts', 'blog'] as const;
export const NEWSLETTER_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

/** The preferences json of newsletter_subscriptions (SPEC 3.2): topics, frequency and the notification digest opt-in. */
export const newsletterPreferencesSchema = z.object({
  topics: z.array(z.enum(NEWSLETTER_TOPICS)).default([...NEWSLETTER_TOPICS]),
  frequency: z.enum(NEWSLETTER_FREQUENCIES).default('weekly'),
  /** e-mail summary of unread notifications, daily or weekly per the site's digestFrequency */
  digest: z.boolean().default(true),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

export const newsletterSubscribeRequestSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100).optional(),
});
/** By e-mail, or by the signed token of a one-click link. */
export const newsletterUnsubscribeRequestSchema = z
  .object({ email: emailSchema.optional(), token: z.string().min(1).optional() })
  .refine((v) => v.email || v.token, { message: NEWSLETTER_EMAIL_REQUIRED, path: ['email'] });
/** Needs the signed token from the e-mailed link, or a session of the subscription's member. */
export const newsletterPreferencesRequestSchema = z.object({
  email: emailSchema,
  preferences: newsletterPreferencesSchema.partial(),
  token: z.string().min(1).optional(),
});
export const newsletterPreferencesLinkRequestSchema = z.object({ email: emailSchema });
export const newsletterTokenQuerySchema = z.object({ token: z.string().min(1, 'Invalid or expired link') });

export const NEWSLETTER_STATUSES = ['active', 'unsubscribed'] as const;

/** SPEC 3.2 newsletter_subscriptions as delivered. */
export const newsletterSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(NEWSLETTER_STATUSES),
  userId: z.string().nullable(),
  subscriptionDate: z.string(),
  unsubscribedAt: z.string().nullable(),
  preferences: newsletterPreferencesSchema,
  lastEmailSentAt: z.string().nullable(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export const newsletterResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  alreadySubscribed: z.boolean().optional(),
  subscription: newsletterSubscriptionSchema.optional(),
});
export const newsletterSubscriptionListSchema = z.array(newsletterSubscriptionSchema);
