import { forumApi } from '@trap/contracts/api/index';
import { plainRecord, type MemberDataPart, type ServiceContext, type ServiceModule } from '@trap/kit';
import { ForumBookmarksRepository } from './forum-bookmarks.repository.ts';
import { ForumBookmarksService, type TopicTitles } from './forum-bookmarks.service.ts';

/** A member's bookmarked forum topics: the toggle on a topic and their list. Topics are the forum's, asked through `titles`. */
export function forumBookmarksModule(ctx: Pick<ServiceContext, 'conn'>, titles: TopicTitles): ServiceModule {
  const repo = new ForumBookmarksRepository(ctx);
  const bookmarks = new ForumBookmarksService(repo, titles);
  const memberData: MemberDataPart = {
    erased: [repo.collection],
    export: async (userId) => {
      const record = await repo.record(userId);
      return { forum_bookmarks: record ? [plainRecord(record)] : [] };
    },
    erase: async (userId) => ((await repo.remove(userId)) ? 1 : 0),
  };
  return {
    name: 'forum-bookmarks',
    /** the member's bookmarks in their data download, removed with their account */
    memberData,
    routes(api): void {
      api.handle(forumApi.listForumBookmarks, ({ auth }) => bookmarks.list(auth.userId));
      api.handle(forumApi.bookmarkForumTopic, ({ auth, params }) => bookmarks.add(auth.userId, params.id));
      api.handle(forumApi.unbookmarkForumTopic, ({ auth, params }) => bookmarks.remove(auth.userId, params.id));
    },
  };
}
