import { z } from 'zod';
import { defineEvent } from './define.ts';
import { LANGUAGES } from '../language.ts';

/**
 * Account mails: auth decides, notifications sends. The link carries a token that
 * works once (reset) or only for that address (verification) and expires soon; the e-mail address
 * is private, so these events are consumed by notifications only.
 */
export const passwordResetRequested = defineEvent({
  subject: 'auth.password_reset.requested',
  version: 1,
  description: 'Someone asked to reset the password of this account; notifications mails the link to its address.',
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    username: z.string(),
    displayName: z.string(),
    /** absolute link to /reset-password?token= */
    link: z.string(),
    expiresAt: z.string(),
    /** the language to write the mail in (the account's); absent in older events: as notifications last heard it */
    language: z.enum(LANGUAGES).optional(),
  }),
});

export const emailVerificationRequested = defineEvent({
  subject: 'auth.email_verification.requested',
  version: 1,
  description: 'An address needs verifying (registration, a changed address, or a resend); notifications mails the link to it.',
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    username: z.string(),
    displayName: z.string(),
    reason: z.enum(['registration', 'change', 'resend']),
    /** absolute link to /verify-email?token= */
    link: z.string(),
    expiresAt: z.string(),
    /** the language to write the mail in (the account's); absent in older events: as notifications last heard it */
    language: z.enum(LANGUAGES).optional(),
  }),
});

export const passwordChanged = defineEvent({
  subject: 'auth.password.changed',
  version: 1,
  description: "The account's password was changed or reset; notifications tells the address, in case it was not the owner.",
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    how: z.enum(['changed', 'reset']),
    at: z.string(),
    /** the language to write the mail in (the account's); absent in older events: as notifications last heard it */
    language: z.enum(LANGUAGES).optional(),
  }),
});

/**
 * The address the account has proved it receives, or null while the current one is
 * unverified. Recorded on verification, on a change of address (null until the new one is verified,
 * or the earlier verified address again) and at registration when it comes verified (demo accounts).
 * Notifications links newsletter subscriptions by it, so an address becomes a member's only once they
 * have opened a link sent to it.
 */
export const verifiedEmailChanged = defineEvent({
  subject: 'auth.verified_email.changed',
  version: 1,
  description: "The account's verified address changed (verified, or lost by a change of address); notifications links newsletter subscriptions by it.",
  schema: z.object({
    userId: z.string(),
    /** lower-cased; null while the account's current address is unverified */
    verifiedEmail: z.string().nullable(),
  }),
});
