import { feedApi } from '@trap/contracts/api/community-feed';
import type { ApiRouter } from '@trap/kit';
import type { FeedService } from './feed.service.ts';

export function feedRoutes(api: ApiRouter, feed: FeedService): void {
  api.handle(feedApi.getFeed, ({ auth, query }) => feed.feed(auth.userId, query));
  api.handle(feedApi.getMemberActivity, ({ auth, params, query }) => feed.memberActivity(auth?.userId ?? null, params.userId, query));
  api.handle(feedApi.giveKudos, ({ auth, params }) => feed.giveKudos(auth.userId, params.itemId));
  api.handle(feedApi.takeBackKudos, ({ auth, params }) => feed.takeBackKudos(auth.userId, params.itemId));
  api.handle(feedApi.listFeedComments, ({ auth, params }) => feed.comments(auth?.userId ?? null, params.itemId));
  api.handle(feedApi.addFeedComment, ({ auth, params, body }) => feed.comment(auth.userId, params.itemId, body.text));
  api.handle(feedApi.deleteFeedComment, ({ auth, params }) => feed.deleteComment(auth.userId, params.itemId, params.commentId));
}
