import { forumReplyParamsSchema, forumTopicParamsSchema } from '../http/community/forum.ts';
import {
  moderatedTopicDetailSchema,
  moderatedTopicPageSchema,
  moderationReplyParamsSchema,
  moderationSummarySchema,
  moderationTopicsQuerySchema,
  replyModerationSchema,
  topicModerationSchema,
} from '../http/community/moderation.ts';
import { defineApi } from './define.ts';

/**
 * Forum moderation in the community service (SPEC 2.4 Forum Moderation). Every action takes a reason
 * the author is told (community.notice.issued) and is recorded for the audit log
 * (community.staff_action.recorded).
 */
export const moderationApi = defineApi({
  moderationSummary: {
    method: 'get',
    path: '/api/moderation/summary',
    summary: "The moderators' queues in numbers",
    description: 'Open reports, hidden topics and replies, locked and pinned topics.',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'moderator.area',
    response: { description: 'Counts', schema: moderationSummarySchema },
  },
  moderationForumTopics: {
    method: 'get',
    path: '/api/moderation/forum/topics',
    summary: 'Forum topics as moderators see them (hidden ones included)',
    description: 'Pinned first, then newest activity; `filter` narrows to hidden, locked or pinned topics, `q` searches titles.',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'forum.moderate',
    request: { query: moderationTopicsQuerySchema },
    response: { description: 'A page of topics', schema: moderatedTopicPageSchema },
  },
  moderationForumTopic: {
    method: 'get',
    path: '/api/moderation/forum/topics/{id}',
    summary: 'A topic with every reply, hidden ones included',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'forum.moderate',
    request: { params: forumTopicParamsSchema },
    response: { description: 'The topic', schema: moderatedTopicDetailSchema },
    errors: [404],
  },
  moderationForumReplyTopic: {
    method: 'get',
    path: '/api/moderation/forum/replies/{replyId}',
    summary: 'The topic a reply belongs to (a reported reply in its context)',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'forum.moderate',
    request: { params: moderationReplyParamsSchema },
    response: { description: 'The topic with every reply', schema: moderatedTopicDetailSchema },
    errors: [404],
  },
  moderateForumTopic: {
    method: 'post',
    path: '/api/moderation/forum/topics/{id}/moderate',
    summary: 'Pin, unpin, lock, unlock, move, hide or restore a topic, with a reason',
    description:
      'The author is told what happened and why (not when they act on their own topic). An action that changes nothing (locking a locked topic) is 409. A locked topic takes no replies; a hidden one vanishes for members and guests.',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'forum.moderate',
    request: { params: forumTopicParamsSchema, body: topicModerationSchema },
    response: { description: 'The topic after the action', schema: moderatedTopicDetailSchema },
    errors: [404, 409],
  },
  moderateForumReply: {
    method: 'post',
    path: '/api/moderation/forum/topics/{id}/replies/{replyId}/moderate',
    summary: 'Hide or restore a reply, with a reason',
    description: 'The author is told what happened and why. A hidden reply vanishes for members and guests.',
    tags: ['Moderation'],
    auth: 'required',
    capability: 'forum.moderate',
    request: { params: forumReplyParamsSchema, body: replyModerationSchema },
    response: { description: 'The topic after the action', schema: moderatedTopicDetailSchema },
    errors: [404, 409],
  },
});
