import { z } from 'zod';
import { defineEvent } from './define.ts';
import { RELATIONSHIP_STATUSES, relationshipTypeSchema } from '../http/community/relationships.ts';
import { notificationPrioritySchema } from '../notifications/enums.ts';

/**
 * Every change of a friend or coach relationship, so other services can keep who may see whose data
 * (practice: accepted friends and coaches read shared practice). `removed` ends one for good.
 */
export const relationshipChanged = defineEvent({
  subject: 'community.relationship.changed',
  version: 1,
  description:
    'A friend or coach relationship was requested, accepted, declined or removed. `revision` counts the changes of one relationship: keep the highest seen.',
  schema: z.object({
    relationshipId: z.string(),
    /** who asked */
    userId: z.string(),
    /** who was asked; for `coach`, the coach */
    relatedUserId: z.string(),
    type: relationshipTypeSchema,
    status: z.enum([...RELATIONSHIP_STATUSES, 'removed']),
    since: z.string().nullable(),
    revision: z.number().int().positive(),
  }),
});

/**
 * Something in the community concerns these members: a reply to their topic, a friend request, a
 * squad invitation, a group session or event tomorrow. The notifications service makes one
 * notification per member (`community_activity`, or `upcoming_event` for what starts soon); the
 * community service decides who is told (never the member who acted) and what it says.
 */
export const communityNoticeIssued = defineEvent({
  subject: 'community.notice.issued',
  version: 1,
  description: 'Members to tell about something in the community (a reply, a request, an invitation, a reminder), one notification each.',
  schema: z.object({
    /** what the notice is about, e.g. `forum_reply`, `squad_invitation`, `group_session` */
    entityType: z.string().min(1).max(40),
    entityId: z.string().min(1).max(100),
    userIds: z.array(z.string().min(1).max(64)).min(1).max(1000),
    kind: z.enum(['activity', 'upcoming']).default('activity'),
    title: z.string().min(1).max(200),
    message: z.string().min(1).max(1000),
    /** a site path: `/forum/topics/<id>#reply-<id>` */
    actionUrl: z.string().startsWith('/').max(500),
    priority: notificationPrioritySchema.default('medium'),
    /** when it stops being worth showing (an event's end) */
    expiresAt: z.string().nullable().default(null),
  }),
});

/**
 * A forum topic as site search shows it (content's search index follows these). `published` when it
 * is posted (and on a later change of its title or text), `deleted` when it goes.
 */
const forumTopicSearchFields = z.object({
  topicId: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  /** the topic's text as plain words, cut to 2,000 characters */
  body: z.string().max(2000),
  /** `/forum/topic/<id>` */
  url: z.string().startsWith('/').max(200),
  /** who posted it and when (the activity feed shows it among the author's posts); absent in older events */
  authorId: z.string().min(1).max(64).optional(),
  postedAt: z.string().optional(),
});

export const forumTopicPublished = defineEvent({
  subject: 'community.forum_topic.published',
  version: 1,
  description: 'A forum topic was posted or its title or text changed; site search indexes it.',
  schema: forumTopicSearchFields,
});

export const forumTopicDeleted = defineEvent({
  subject: 'community.forum_topic.deleted',
  version: 1,
  description: 'A forum topic was removed; site search drops it.',
  schema: z.object({ topicId: z.string().min(1).max(64) }),
});

/**
 * A reply was posted in a forum topic (the analytics read model counts forum activity from it; the
 * activity feed shows it among the author's posts).
 */
export const forumReplyPosted = defineEvent({
  subject: 'community.forum_reply.posted',
  version: 1,
  description: 'A member replied in a forum topic; the analytics read model counts forum activity and the activity feed shows it.',
  schema: z.object({
    topicId: z.string().min(1).max(64),
    replyId: z.string().min(1).max(64),
    authorId: z.string().min(1).max(64),
    postedAt: z.string(),
    /** the topic's title, the reply as plain words cut to 140 characters, and `/forum/topic/<id>#reply-<id>`; absent in older events */
    topicTitle: z.string().min(1).max(200).optional(),
    excerpt: z.string().max(140).optional(),
    url: z.string().startsWith('/').max(200).optional(),
  }),
});

/** A reply left the forum: its author deleted it or a moderator hid it (the activity feed drops it). */
export const forumReplyDeleted = defineEvent({
  subject: 'community.forum_reply.deleted',
  version: 1,
  description: 'A forum reply was deleted by its author or hidden by a moderator; the activity feed drops it.',
  schema: z.object({ topicId: z.string().min(1).max(64), replyId: z.string().min(1).max(64) }),
});
