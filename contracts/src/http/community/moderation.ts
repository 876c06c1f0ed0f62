import { z } from 'zod';
import { objectIdSchema } from '../common/errors.ts';
import { forumAuthorSchema, forumQuoteSchema, forumTopicSummarySchema, forumTopicsQuerySchema } from './forum.ts';

/**
 * Forum moderation (SPEC 2.4; Discourse's review queue): moderators (`forum.moderate`)
 * pin, unpin, lock, unlock, move, hide and restore topics, and hide and restore replies, each with a
 * reason the author is told. Hidden items vanish for members and guests; moderators still see them
 * here. Every action is recorded for the audit log (community.staff_action.recorded).
 */
export const MODERATION_REASON_MAX = 500;

const reasonSchema = z
  .string({ error: 'Give a reason: the author is told' })
  .trim()
  .min(3, 'Give a reason: the author is told')
  .max(MODERATION_REASON_MAX, `Reason must be at most ${MODERATION_REASON_MAX} characters`);

export const TOPIC_MODERATION_ACTIONS = ['pin', 'unpin', 'lock', 'unlock', 'move', 'hide', 'restore'] as const;
export type TopicModerationAction = (typeof TOPIC_MODERATION_ACTIONS)[number];
export const REPLY_MODERATION_ACTIONS = ['hide', 'restore'] as const;
export type ReplyModerationAction = (typeof REPLY_MODERATION_ACTIONS)[number];

/** The verb as the author reads it ("A moderator locked your topic"). */
export const MODERATION_ACTION_PAST: Record<TopicModerationAction, string> = {
  pin: 'pinned',
  unpin: 'unpinned',
  lock: 'locked',
  unlock: 'unlocked',
  move: 'moved',
  hide: 'hid',
  restore: 'restored',
};

/** POST /api/moderation/forum/topics/{id}/moderate */
export const topicModerationSchema = z
  .object({
    action: z.enum(TOPIC_MODERATION_ACTIONS, { error: 'Choose an action' }),
    reason: reasonSchema,
    /** for `move`: the category it goes to */
    categoryId: objectIdSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'move' && !v.categoryId)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Choose the category to move it to' });
  });
export type TopicModeration = z.infer<typeof topicModerationSchema>;

/** POST /api/moderation/forum/topics/{id}/replies/{replyId}/moderate */
export const replyModerationSchema = z.object({
  action: z.enum(REPLY_MODERATION_ACTIONS, { error: 'Choose hide or restore' }),
  reason: reasonSchema,
});
export type ReplyModeration = z.infer<typeof replyModerationSchema>;

export const moderationReplyParamsSchema = z.object({ replyId: objectIdSchema });

export const MODERATION_TOPIC_FILTERS = ['all', 'hidden', 'locked', 'pinned'] as const;
/** GET /api/moderation/forum/topics: a page of topics, paged as the forum's own topic lists are. */
export const moderationTopicsQuerySchema = z.object({
  filter: z.enum(MODERATION_TOPIC_FILTERS, { error: 'Choose all, hidden, locked or pinned' }).default('all'),
  /** words of the title */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...forumTopicsQuerySchema.shape,
});
export type ModerationTopicsQuery = z.infer<typeof moderationTopicsQuerySchema>;

/** Why and by whom an item was hidden. */
export const hiddenMarkSchema = z.object({ reason: z.string(), by: z.string(), at: z.string() });
export type HiddenMark = z.infer<typeof hiddenMarkSchema>;

export const moderatedTopicSummarySchema = forumTopicSummarySchema.extend({
  hidden: hiddenMarkSchema.nullable(),
  /** replies hidden by moderators */
  hiddenReplyCount: z.number().int(),
});
export type ModeratedTopicSummary = z.infer<typeof moderatedTopicSummarySchema>;

export const moderatedTopicPageSchema = z.object({
  items: z.array(moderatedTopicSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ModeratedTopicPage = z.infer<typeof moderatedTopicPageSchema>;

export const moderatedReplySchema = z.object({
  id: z.string(),
  content: z.string(),
  author: forumAuthorSchema,
  quote: forumQuoteSchema.nullable(),
  createdAt: z.string(),
  hidden: hiddenMarkSchema.nullable(),
});
export type ModeratedReply = z.infer<typeof moderatedReplySchema>;

/** A topic as moderators see it: hidden replies included. */
export const moderatedTopicDetailSchema = moderatedTopicSummarySchema.extend({
  content: z.string(),
  replies: z.array(moderatedReplySchema),
});
export type ModeratedTopicDetail = z.infer<typeof moderatedTopicDetailSchema>;

/** GET /api/moderation/summary: the queues' counts on the moderators' dashboard. */
export const moderationSummarySchema = z.object({
  openReports: z.number().int(),
  hiddenTopics: z.number().int(),
  hiddenReplies: z.number().int(),
  lockedTopics: z.number().int(),
  pinnedTopics: z.number().int(),
});
export type ModerationSummary = z.infer<typeof moderationSummarySchema>;
