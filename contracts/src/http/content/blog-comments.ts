import { z } from 'zod';
import { objectIdSchema } from '../common/errors.ts';

/**
 * Blog comments: members comment on a blog post; a comment waits for a blog
 * moderator (`blog.manage`) to approve it before visitors see it (docs/decisions.md), and may be
 * hidden or deleted later. Its author sees their own comment meanwhile, marked as awaiting approval.
 */
export const BLOG_COMMENT_MAX = 2000;
export const BLOG_COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

/** POST /api/blog/{id}/comments */
export const blogCommentInputSchema = z.object({
  content: z
    .string({ error: 'Write a comment' })
    .trim()
    .min(1, 'Write a comment')
    .max(BLOG_COMMENT_MAX, `Comment must be at most ${BLOG_COMMENT_MAX} characters`),
  /** the name the member's session shows (moderators see every comment before it shows) */
  authorName: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters').optional(),
});
export type BlogCommentInput = z.infer<typeof blogCommentInputSchema>;

export const blogCommentParamsSchema = z.object({ commentId: objectIdSchema });

/** POST /api/blog/comments/{commentId}/hide (and /approve): the reason is told to nobody but kept in the audit log. */
export const blogCommentDecisionSchema = z.object({
  reason: z.string({ error: 'Reason must be text' }).trim().max(500, 'Reason must be at most 500 characters').default(''),
});
export type BlogCommentDecision = z.infer<typeof blogCommentDecisionSchema>;

/** GET /api/blog/admin/comment-queue */
export const blogCommentQueueQuerySchema = z.object({
  status: z.enum(BLOG_COMMENT_STATUSES, { error: 'Status must be pending, approved or hidden' }).default('pending'),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(50),
  offset: z.coerce
    .number()
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .max(100_000, 'Offset is too large')
    .default(0),
});
export type BlogCommentQueueQuery = z.infer<typeof blogCommentQueueQuerySchema>;

export const blogCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  content: z.string(),
  status: z.enum(BLOG_COMMENT_STATUSES),
  createdAt: z.string(),
  /** the caller wrote it */
  mine: z.boolean(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;
export const blogCommentListSchema = z.array(blogCommentSchema);

/** A comment in the moderators' queue, with the post it is under. */
export const blogCommentQueueItemSchema = blogCommentSchema.extend({
  postTitle: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export const blogCommentQueueSchema = z.object({
  items: z.array(blogCommentQueueItemSchema),
  total: z.number().int(),
  /** comments awaiting approval, whatever the filter */
  pending: z.number().int(),
});
export type BlogCommentQueue = z.infer<typeof blogCommentQueueSchema>;
export type BlogCommentQueueItem = z.infer<typeof blogCommentQueueItemSchema>;
