import { z } from 'zod';
import { roleSchema } from '../../access/roles.ts';
import { accountStatusSchema, membershipStatusSchema, tierSchema } from '../../access/tiers.ts';

/** The super-admin's Users page (auth owns users, roles and memberships). */

const reason = z
  .string({ message: 'The reason must be text' })
  .trim()
  .max(500, 'The reason must be at most 500 characters')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const optionalEnum = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/superadmin/users: search (username, name or e-mail, case-insensitive) and filters. */
export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100, 'The search must be at most 100 characters').optional(),
  role: optionalEnum(roleSchema),
  tier: optionalEnum(tierSchema),
  status: optionalEnum(accountStatusSchema),
  membershipStatus: optionalEnum(membershipStatusSchema),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** A user as staff see them (never the password, never private profile fields). */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  isCoach: z.boolean(),
  membershipTier: tierSchema,
  membershipStatus: membershipStatusSchema,
  membershipEndDate: z.string().nullable(),
  isTrialMember: z.boolean(),
  accountStatus: accountStatusSchema,
  deleteAfter: z.string().nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const changeRoleRequestSchema = z.object({
  role: roleSchema,
  reason,
});
export type ChangeRoleRequest = z.input<typeof changeRoleRequestSchema>;

/** Suspend, reactivate or mark for deletion (deleting itself is the deletion job's, after the grace period). */
export const changeAccountStatusRequestSchema = z.object({
  accountStatus: z.enum(['active', 'suspended', 'marked_for_deletion'], {
    message: 'Please choose active, suspended or marked for deletion',
  }),
  reason,
});
export type ChangeAccountStatusRequest = z.input<typeof changeAccountStatusRequestSchema>;

/** PUT /api/users/{id}/membership: support staff set a member's tier, status and end date. */
export const setMembershipRequestSchema = z.object({
  membershipTier: tierSchema,
  membershipStatus: membershipStatusSchema,
  membershipEndDate: z
    .string()
    .max(40, 'Invalid date')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid date')
    .refine((v) => {
      const t = Date.parse(v);
      return t >= Date.parse('2000-01-01') && t <= Date.now() + 20 * 366 * 86_400_000;
    }, 'The end date must be between 2000 and 20 years from now')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  isTrialMember: z.boolean().optional(),
  reason,
});
export type SetMembershipRequest = z.input<typeof setMembershipRequestSchema>;

export const adminActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The Dashboard's member figures (auth counts its own users). */
export const userStatsSchema = z.object({
  total: z.number().int(),
  byTier: z.record(tierSchema, z.number().int()),
  byMembershipStatus: z.record(membershipStatusSchema, z.number().int()),
  byAccountStatus: z.record(accountStatusSchema, z.number().int()),
  signups7d: z.number().int(),
  signups30d: z.number().int(),
  active7d: z.number().int(),
  active30d: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const LAST_SUPERADMIN_MESSAGE = 'The last Super Admin cannot be removed: make another Super Admin first';
