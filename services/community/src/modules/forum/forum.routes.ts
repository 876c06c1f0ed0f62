import { forumApi } from '@trap/contracts/api/index';
import { clientKey, type ApiRouter } from '@trap/kit';
import type { ForumService } from './forum.service.ts';

/** The forum's endpoints. The literal `/topics/hot` and `/topics/latest` are bound before `/topics/{id}`. */
export function forumRoutes(api: ApiRouter, forum: ForumService): void {
  api.handle(forumApi.listForumCategories, () => forum.categories());
  api.handle(forumApi.hotForumTopics, ({ query }) => forum.hot(query.limit));
  api.handle(forumApi.latestForumTopics, ({ query }) => forum.latest(query));
  api.handle(forumApi.forumReadMarks, ({ auth }) => forum.readMarks(auth.userId));
  api.handle(forumApi.getForumCategory, ({ params, query }) => forum.categoryPage(params.id, query));
  api.handle(forumApi.listForumCategoryTopics, ({ params, query }) => forum.categoryTopics(params.id, query));
  api.handle(forumApi.getForumTopic, ({ params, auth, req }) =>
    forum.topic(params.id, { userId: auth?.userId ?? null, clientKey: clientKey(req.ip) }),
  );
  api.handle(forumApi.createForumTopic, ({ body, auth }) => forum.createTopic(auth.userId, body));
  api.handle(forumApi.replyToForumTopic, ({ params, body, auth }) => forum.reply(auth.userId, params.id, body));
  api.handle(forumApi.editForumReply, ({ params, body, auth }) => forum.editReply(auth.userId, params.id, params.replyId, body.content));
  api.handle(forumApi.deleteForumReply, ({ params, auth }) => forum.deleteReply(auth.userId, params.id, params.replyId));
}
