import { z } from 'zod';
import { userIdSchema } from '../common/errors.ts';

/**
 * The activity feed (Strava's habit): what the members a member is connected to did (sessions,
 * achievements, forum posts), within each owner's sharing settings, with kudos and comments.
 */
export const FEED_ITEM_KINDS = ['practice_session', 'achievement', 'forum_topic', 'forum_reply'] as const;
export const feedItemKindSchema = z.enum(FEED_ITEM_KINDS);
export type FeedItemKind = z.infer<typeof feedItemKindSchema>;

/** `<kind>:<source id>`, e.g. `practice_session:665f…`, `achievement:<userId>_first-session` */
export const feedItemIdSchema = z
  .string()
  .regex(/^(practice_session|achievement|forum_topic|forum_reply):[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

export const feedPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(50, 'Limit must be at most 50')
    .default(20),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset may not be negative')
    .max(10_000, 'Offset must be at most 10000')
    .default(0),
});
export type FeedPageQuery = z.infer<typeof feedPageQuerySchema>;

export const feedOwnerSchema = z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() });

export const feedItemSchema = z.object({
  id: z.string(),
  kind: feedItemKindSchema,
  owner: feedOwnerSchema,
  title: z.string(),
  /** one line: "23 / 25 at Dr. Karni Singh Range" */
  summary: z.string(),
  /** where the item lives on the site; null when only its owner may open it */
  link: z.string().nullable(),
  occurredAt: z.string(),
  kudosCount: z.number().int().min(0),
  kudosByMe: z.boolean(),
  commentCount: z.number().int().min(0),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({ items: z.array(feedItemSchema), total: z.number().int().min(0) });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedItemParamsSchema = z.object({ itemId: feedItemIdSchema });
export const feedMemberParamsSchema = z.object({ userId: userIdSchema });
export const feedCommentParamsSchema = z.object({ itemId: feedItemIdSchema, commentId: z.string().regex(/^[a-f0-9]{24}$/, 'Invalid id') });

export const kudosSchema = z.object({ kudosCount: z.number().int().min(0), kudosByMe: z.boolean() });

export const feedCommentInputSchema = z.object({
  text: z.string({ error: 'Write a comment' }).trim().min(1, 'Write a comment').max(500, 'At most 500 characters'),
});
export type FeedCommentInput = z.infer<typeof feedCommentInputSchema>;

export const feedCommentSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  author: feedOwnerSchema,
  text: z.string(),
  createdAt: z.string(),
  /** the author, or the owner of the item, may delete it */
  canDelete: z.boolean(),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;
export const feedCommentListSchema = z.object({ items: z.array(feedCommentSchema) });
