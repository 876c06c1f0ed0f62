import { z } from 'zod';
import { accountStatusSchema, membershipStatusSchema, tierSchema } from '../../access/tiers.ts';
import { roleSchema } from '../../access/roles.ts';
import { LANGUAGES } from '../../language.ts';

/** The current user (SPEC 3.1) as GET /api/user, login and register return it. */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  isCoach: z.boolean(),
  membershipTier: tierSchema,
  membershipStatus: membershipStatusSchema,
  isTrialMember: z.boolean(),
  daysRemaining: z.number().int().nullable(),
  accountStatus: accountStatusSchema,
  bio: z.string().nullable(),
  level: z.union([z.string(), z.number()]).nullable(),
  clubAffiliation: z.string().nullable(),
  isPublicProfile: z.boolean(),
  createdAt: z.string(),
  /** the account's e-mail address is verified; an unverified account works meanwhile */
  emailVerified: z.boolean().default(false),
  /**
   * the language the member chose for the site, their notifications and e-mails (the site's default until
   * they choose). Auth always sends it; optional so that clients built before it (and their fixtures) stay
   * valid: absent reads as English.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** SPEC 3.1 membership check response. */
export const membershipCheckSchema = z.object({
  success: z.boolean(),
  user: currentUserSchema,
  membershipStatus: membershipStatusSchema,
  isTrialMember: z.boolean(),
  daysRemaining: z.number().int().nullable(),
});
export type MembershipCheck = z.infer<typeof membershipCheckSchema>;

/** SPEC 3.1 public member. */
export const publicMemberSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  level: z.union([z.string(), z.number()]).nullable(),
  clubAffiliation: z.string().nullable(),
  isPublicProfile: z.boolean(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

/**
 * SPEC 3.1 users list for author lookup: public profiles only. `role` keeps the SPEC's name but is
 * always null: a public list must not tell anyone which accounts are staff.
 */
export const authorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema.nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
