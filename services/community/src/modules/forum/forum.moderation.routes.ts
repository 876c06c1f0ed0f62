import { moderationApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { ForumModerationService } from './forum.moderation.ts';

/** Forum moderation (forum.moderate) and the moderators' dashboard counts (moderator.area). */
export function forumModerationRoutes(api: ApiRouter, moderation: ForumModerationService): void {
  api.handle(moderationApi.moderationSummary, ({ res }) => {
    res.set('Cache-Control', 'private, no-store');
    return moderation.summary();
  });
  api.handle(moderationApi.moderationForumTopics, ({ query, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return moderation.topics(query);
  });
  api.handle(moderationApi.moderationForumTopic, ({ params, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return moderation.topic(params.id);
  });
  api.handle(moderationApi.moderationForumReplyTopic, ({ params, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return moderation.topicOfReply(params.replyId);
  });
  api.handle(moderationApi.moderateForumTopic, ({ params, body, auth }) =>
    moderation.moderateTopic({ userId: auth.userId, role: auth.role }, params.id, body),
  );
  api.handle(moderationApi.moderateForumReply, ({ params, body, auth }) =>
    moderation.moderateReply({ userId: auth.userId, role: auth.role }, params.id, params.replyId, body),
  );
}
