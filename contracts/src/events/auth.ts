import { z } from 'zod';
import { defineEvent } from './define.ts';
import { membershipStatusSchema, tierSchema } from '../access/tiers.ts';
import { roleSchema } from '../access/roles.ts';
import { LANGUAGES } from '../language.ts';

/** A public-safe snapshot of a user that other services keep as read models. */
export const userSnapshotSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  isCoach: z.boolean(),
  level: z.union([z.string(), z.number()]).nullable(),
  clubAffiliation: z.string().nullable(),
  /** where the member shoots (a city); the community's member search reads it. Absent in older events. */
  location: z.string().nullable().default(null),
  /** what the member says about themselves on their public profile. Absent in older events. */
  bio: z.string().nullable().default(null),
  isPublicProfile: z.boolean(),
  /** shown on the public profile only as the member chose (profileVisibility); null when hidden. Absent in older events. */
  socialLinks: z.record(z.string(), z.string()).nullish(),
  shootingSince: z.string().nullish(),
  nraiShooterId: z.string().nullish(),
  issfId: z.string().nullish(),
  membershipTier: tierSchema,
  accountStatus: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the language the member reads the site, notifications and e-mails in. Absent in older events: English. */
  language: z.enum(LANGUAGES).optional(),
});
export type UserSnapshot = z.infer<typeof userSnapshotSchema>;

export const userRegistered = defineEvent({
  subject: 'auth.user.registered',
  version: 1,
  description: 'A new account was created.',
  schema: userSnapshotSchema.extend({ email: z.string() }),
});

export const userUpdated = defineEvent({
  subject: 'auth.user.updated',
  version: 1,
  description: 'A profile field that other services show changed (name, avatar, role, privacy, status).',
  schema: userSnapshotSchema,
});

export const userDeleted = defineEvent({
  subject: 'auth.user.deleted',
  version: 1,
  description:
    "The grace period of an account marked for deletion ended and auth removed it: every service removes the member's data (idempotently).",
  schema: z.object({ userId: z.string(), deletedAt: z.string() }),
});

const membershipSchema = z.object({
  userId: z.string(),
  membershipTier: tierSchema,
  membershipStatus: membershipStatusSchema,
  isTrialMember: z.boolean(),
  membershipEndDate: z.string().nullable(),
  previousTier: tierSchema.nullable(),
  previousStatus: membershipStatusSchema.nullable(),
});

export const membershipChanged = defineEvent({
  subject: 'auth.membership.changed',
  version: 1,
  description: 'Tier or membership status changed (registration, checkout, admin change, expiry).',
  schema: membershipSchema,
});

export const membershipExpired = defineEvent({
  subject: 'auth.membership.expired',
  version: 1,
  description: 'The expiry worker ended a membership or trial whose end date has passed.',
  schema: membershipSchema,
});

export const membershipExpiring = defineEvent({
  subject: 'auth.membership.expiring',
  version: 1,
  description: 'A trial with fewer than 3 days or a paid membership with 7 days left.',
  schema: z.object({
    userId: z.string(),
    membershipTier: tierSchema,
    isTrialMember: z.boolean(),
    membershipEndDate: z.string(),
    daysRemaining: z.number().int(),
    /** A paid term whose renewal a gateway subscription charges by itself (Razorpay); absent in events written before it existed. */
    renewsAutomatically: z.boolean().optional(),
  }),
});
