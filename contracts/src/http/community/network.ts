import { z } from 'zod';
import { publicMemberSchema } from '../auth/user.ts';
import { userIdSchema } from '../common/errors.ts';
import { coachSchema } from './coaches.ts';
import { relationshipStatusSchema } from './relationships.ts';

/**
 * The member network beyond friend and coach requests: blocks, following coaches and a member's
 * profile page. Who may find whom: only public profiles are listed or searched (SPEC 6); any active
 * member is found by their exact username, with nothing but their name and avatar.
 */

/** A member as lists of the network show them (search, blocks, followers). */
export const memberCardSchema = publicMemberSchema.extend({
  /** where they shoot (the profile's location: a city) */
  location: z.string().nullable(),
  isCoach: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** A member named in a path (`/api/friends/blocks/{userId}`). */
export const memberRefParamsSchema = z.object({ userId: userIdSchema });

/** POST /api/friends/blocks: block a member. */
export const blockInputSchema = z.object({ userId: userIdSchema });
export type BlockInput = z.infer<typeof blockInputSchema>;

export const blockSchema = z.object({ user: memberCardSchema, createdAt: z.string() });
export type Block = z.infer<typeof blockSchema>;
export const blockListSchema = z.object({ items: z.array(blockSchema) });
export type BlockList = z.infer<typeof blockListSchema>;

/** A coach the caller follows, or a follower of the caller. */
export const followSchema = z.object({ user: memberCardSchema, createdAt: z.string() });
export type Follow = z.infer<typeof followSchema>;
export const followListSchema = z.object({ items: z.array(followSchema) });
export type FollowList = z.infer<typeof followListSchema>;
export const followersSchema = z.object({ count: z.number().int(), items: z.array(followSchema) });
export type Followers = z.infer<typeof followersSchema>;

/** GET /api/friends/lookup?username=: a member by their exact username (any case; a leading @ is ignored). */
export const memberLookupQuerySchema = z.object({
  username: z.string({ error: 'Enter a username' }).trim().min(1, 'Enter a username').max(100, 'Username must be at most 100 characters'),
});
export type MemberLookupQuery = z.infer<typeof memberLookupQuerySchema>;

/** Only what a private profile may show to someone who knows the username: who they are, no profile detail. */
export const memberLookupSchema = z.object({
  items: z.array(z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() })),
});
export type MemberLookup = z.infer<typeof memberLookupSchema>;

/** GET /api/members/{id}/profile: a member's profile page, with what the viewer may do there. */
export const memberProfilePageSchema = z.object({
  member: memberCardSchema.extend({
    bio: z.string().nullable(),
    memberSince: z.string(),
    /** shown only as the member chose (their profile privacy); null when hidden or empty */
    socialLinks: z.record(z.string(), z.string()).nullable(),
    shootingSince: z.string().nullable(),
    nraiShooterId: z.string().nullable(),
    issfId: z.string().nullable(),
  }),
  /** the coach profile when the member coaches */
  coach: coachSchema.nullable(),
  friendsCount: z.number().int(),
  /** null for a guest */
  viewer: z
    .object({
      self: z.boolean(),
      friendship: z.object({ id: z.string(), status: relationshipStatusSchema, direction: z.enum(['outgoing', 'incoming']) }).nullable(),
      /** the viewer's coaching request to this member (a coach) */
      coaching: z.object({ id: z.string(), status: relationshipStatusSchema }).nullable(),
      following: z.boolean(),
      /** the viewer blocked this member */
      blocked: z.boolean(),
    })
    .nullable(),
});
export type MemberProfilePage = z.infer<typeof memberProfilePageSchema>;
