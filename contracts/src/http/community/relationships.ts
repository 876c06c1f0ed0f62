import { z } from 'zod';
import { userIdSchema } from '../common/errors.ts';

/**
 * Friends and coaches (SPEC 3.2 user_relationships). The member who asks is `userId`, the member
 * asked is `relatedUserId`, who accepts or declines. `friend` is mutual: one relationship per pair,
 * whoever asked. `coach`: the related user coaches the user, so a member asks a coach.
 */
export const RELATIONSHIP_TYPES = ['friend', 'coach'] as const;
export const relationshipTypeSchema = z.enum(RELATIONSHIP_TYPES, { error: 'Choose friend or coach' });
export type RelationshipType = z.infer<typeof relationshipTypeSchema>;

export const RELATIONSHIP_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const relationshipStatusSchema = z.enum(RELATIONSHIP_STATUSES, { error: 'Choose pending, accepted or declined' });
export type RelationshipStatus = z.infer<typeof relationshipStatusSchema>;

/** POST /api/relationships: ask a member to be a friend, or a coach to coach you. */
export const createRelationshipSchema = z.object({
  relatedUserId: userIdSchema,
  type: relationshipTypeSchema,
  /** a word to the member asked */
  notes: z.string().trim().max(500, 'At most 500 characters').default(''),
});
export type CreateRelationship = z.infer<typeof createRelationshipSchema>;

/** `<userId>:<relatedUserId>:coach`; a friendship names its pair in sorted order, `<a>:<b>:friend`. */
export const relationshipParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}:[A-Za-z0-9_-]{1,64}:(friend|coach)$/, 'Invalid id'),
});

/** GET /api/relationships: the caller's requests and relationships, sent and received. */
export const relationshipListQuerySchema = z.object({
  type: relationshipTypeSchema.optional(),
  status: relationshipStatusSchema.optional(),
});
export type RelationshipListQuery = z.infer<typeof relationshipListQuerySchema>;

export const relationshipSchema = z.object({
  id: z.string(),
  type: relationshipTypeSchema,
  status: relationshipStatusSchema,
  /** outgoing: the caller asked; incoming: the caller was asked (and may accept or decline while pending) */
  direction: z.enum(['outgoing', 'incoming']),
  userId: z.string(),
  relatedUserId: z.string(),
  /** the other member of the relationship */
  otherUser: z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }),
  notes: z.string(),
  /** when it was accepted */
  since: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
export const relationshipListSchema = z.object({ items: z.array(relationshipSchema) });
export type RelationshipList = z.infer<typeof relationshipListSchema>;
