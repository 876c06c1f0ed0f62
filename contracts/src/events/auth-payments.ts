import { z } from 'zod';
import { defineEvent } from './define.ts';
import { LANGUAGES } from '../language.ts';
import { tierSchema } from '../access/tiers.ts';

/**
 * Paid membership: a confirmed payment's invoice. Auth issues it (number from a gap-free
 * series); notifications e-mails it to the member's address (private, so notifications only).
 */
export const invoiceIssued = defineEvent({
  subject: 'auth.invoice.issued',
  version: 1,
  description: "A payment was confirmed and its GST invoice issued; notifications mails it to the member's address.",
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    invoiceId: z.string(),
    invoiceNumber: z.string(),
    tier: tierSchema,
    tierLabel: z.string(),
    amountPaise: z.number().int(),
    taxPaise: z.number().int(),
    taxablePaise: z.number().int(),
    ratePercent: z.number(),
    membershipEndDate: z.string(),
    issuedAt: z.string(),
    /** absolute link to the printable invoice */
    link: z.string(),
    /** the language to write the mail in (the account's); absent in older events: as notifications last heard it */
    language: z.enum(LANGUAGES).optional(),
  }),
});

/**
 * Auto-renew stopped without the member asking: Razorpay halted the subscription after its
 * retries failed, or it was cancelled outside the site. The membership keeps its end date; notifications
 * tells the member, with the pay link to renew by hand.
 */
export const autoRenewStopped = defineEvent({
  subject: 'auth.membership.auto_renew_stopped',
  version: 1,
  description: "The member's Razorpay subscription was halted or cancelled: auto-renew is off, the member is told.",
  schema: z.object({
    userId: z.string(),
    membershipTier: tierSchema,
    membershipEndDate: z.string().nullable(),
    reason: z.enum(['halted', 'cancelled']),
  }),
});
