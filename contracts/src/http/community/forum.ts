import { z } from 'zod';
import { objectIdSchema } from '../common/errors.ts';

/**
 * The forum (SPEC 3.2 forum_categories, forum_topics, forum_replies; Discourse's habits): seeded
 * categories, topics in markdown, replies in order with an optional quote of an earlier reply,
 * pinned and locked flags, views counted once per viewer per day, unread markers per member.
 * Markdown is stored as text and rendered and sanitized by the screens.
 */

/** Icons a category may show (SPEC 3.2: values seen bullseye, cogs, trophy). */
export const FORUM_ICON_NAMES = ['bullseye', 'cogs', 'trophy', 'comments', 'graduation-cap', 'calendar'] as const;
export type ForumIconName = (typeof FORUM_ICON_NAMES)[number];

/** General Discussion: where a topic posted without a category goes. */
export const FORUM_DEFAULT_CATEGORY_ID = '64f0a0000000000000000005';

export const FORUM_TITLE_MAX = 200;
export const FORUM_TOPIC_CONTENT_MAX = 20_000;
export const FORUM_REPLY_CONTENT_MAX = 10_000;
/** Replies a topic takes at most (they are stored with the topic: docs/decisions.md). */
export const FORUM_REPLIES_MAX = 500;
/** How long after posting a reply its author may still edit it. */
export const FORUM_EDIT_WINDOW_MINUTES = 60;

const pageQuery = {
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(50, 'Page size must be at most 50')
    .default(20),
};

// ---- requests

/** POST /api/forum/topics */
export const forumTopicInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(FORUM_TITLE_MAX, `Title must be at most ${FORUM_TITLE_MAX} characters`),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(FORUM_TOPIC_CONTENT_MAX, `Content must be at most ${FORUM_TOPIC_CONTENT_MAX} characters`),
  /** one of the seeded categories; without one, General Discussion */
  categoryId: z
    .string({ error: 'Choose a category' })
    .regex(/^[a-f0-9]{24}$/i, 'Choose a category')
    .default(() => FORUM_DEFAULT_CATEGORY_ID),
});
export type ForumTopicInput = z.infer<typeof forumTopicInputSchema>;

const replyContent = z
  .string({ error: 'Reply is required' })
  .trim()
  .min(1, 'Reply is required')
  .max(FORUM_REPLY_CONTENT_MAX, `Reply must be at most ${FORUM_REPLY_CONTENT_MAX} characters`);

/** POST /api/forum/topics/{id}/replies: markdown, optionally quoting an earlier reply of the topic. */
export const forumReplyInputSchema = z.object({
  content: replyContent,
  quoteReplyId: objectIdSchema.nullish(),
});
export type ForumReplyInput = z.infer<typeof forumReplyInputSchema>;

/** PATCH /api/forum/topics/{id}/replies/{replyId}: the author, within the edit window. */
export const forumReplyEditSchema = z.object({ content: replyContent });
export type ForumReplyEdit = z.infer<typeof forumReplyEditSchema>;

export const forumCategoryParamsSchema = z.object({ id: objectIdSchema });
export const forumTopicParamsSchema = z.object({ id: objectIdSchema });
export const forumReplyParamsSchema = z.object({ id: objectIdSchema, replyId: objectIdSchema });

/** GET /api/forum/categories/{id}/topics and GET /api/forum/topics/latest */
export const forumTopicsQuerySchema = z.object(pageQuery);
export type ForumTopicsQuery = z.infer<typeof forumTopicsQuerySchema>;

/** GET /api/forum/topics/hot */
export const forumHotQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(20, 'Limit must be at most 20')
    .default(5),
});
export type ForumHotQuery = z.infer<typeof forumHotQuerySchema>;

// ---- responses

export const forumAuthorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  /** their public profile page (`/members/<id>`), null when their profile is not public */
  profileUrl: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

export const forumCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  iconName: z.enum(FORUM_ICON_NAMES),
  /** real counts (DECISIONS: they replace SPEC's random placeholders) */
  topicCount: z.number().int(),
  replyCount: z.number().int(),
  /** the newest topic or reply in it */
  lastActivityAt: z.string().nullable(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;
export const forumCategoryListSchema = z.array(forumCategorySchema);

export const forumTopicSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** the start of the content as plain text */
  excerpt: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  author: forumAuthorSchema,
  createdAt: z.string(),
  /** the newest reply, or the topic's creation */
  lastActivityAt: z.string(),
  replyCount: z.number().int(),
  views: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
});
export type ForumTopicSummary = z.infer<typeof forumTopicSummarySchema>;
export const forumTopicListSchema = z.array(forumTopicSummarySchema);

export const forumTopicPageSchema = z.object({
  items: z.array(forumTopicSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ForumTopicPage = z.infer<typeof forumTopicPageSchema>;

/** GET /api/forum/categories/{id}: the category and its first page of topics (pinned first, then latest activity). */
export const forumCategoryPageSchema = forumTopicPageSchema.extend({ category: forumCategorySchema });
export type ForumCategoryPage = z.infer<typeof forumCategoryPageSchema>;

export const forumQuoteSchema = z.object({
  replyId: z.string(),
  authorName: z.string(),
  /** the quoted reply's text when it was quoted (kept when the reply changes or goes) */
  excerpt: z.string(),
});

export const forumReplySchema = z.object({
  id: z.string(),
  topicId: z.string(),
  content: z.string(),
  author: forumAuthorSchema,
  quote: forumQuoteSchema.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** the caller wrote it */
  mine: z.boolean(),
  /** the caller may still edit it (their own, within the edit window) */
  canEdit: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumTopicSchema = forumTopicSummarySchema.extend({ content: z.string() });
export type ForumTopic = z.infer<typeof forumTopicSchema>;

/** GET /api/forum/topics/{id}: the topic with its replies. */
export const forumTopicDetailSchema = forumTopicSchema.extend({
  /** in the order they were posted */
  replies: z.array(forumReplySchema),
  /** for a logged-in member: how many replies they had seen before this visit (null: never opened, or a guest) */
  lastReadReplyCount: z.number().int().nullable(),
});
export type ForumTopicDetail = z.infer<typeof forumTopicDetailSchema>;

/** GET /api/forum/read-marks: per topic the reply count the member last saw (unread = replyCount above it). */
export const forumReadMarksSchema = z.object({ topics: z.record(z.string(), z.number().int()) });
export type ForumReadMarks = z.infer<typeof forumReadMarksSchema>;

/** How many topics a member may keep bookmarked (one document per member holds them all). */
export const FORUM_BOOKMARKS_MAX = 500;
/** A topic the member bookmarked, as their list shows it (its title as it is now). */
export const forumBookmarkSchema = z.object({ topicId: z.string(), title: z.string(), bookmarkedAt: z.string() });
export type ForumBookmark = z.infer<typeof forumBookmarkSchema>;
/** GET /api/forum/bookmarks: newest bookmark first. */
export const forumBookmarkListSchema = z.object({ items: z.array(forumBookmarkSchema) });
export type ForumBookmarkList = z.infer<typeof forumBookmarkListSchema>;
/** PUT and DELETE /api/forum/topics/{id}/bookmark: whether the topic is bookmarked now. */
export const forumBookmarkStateSchema = z.object({ topicId: z.string(), bookmarked: z.boolean() });
export type ForumBookmarkState = z.infer<typeof forumBookmarkStateSchema>;
