import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forumApi } from '@trap/contracts/api/route-paths';
import type { ForumReplyInput } from '@trap/contracts';
import { call, invalidateRoute, queryOptions, routeKey, useAuth } from '@trap/ui';

/** Topics per page of a category and of latest. */
export const FORUM_PAGE_SIZE = 20;

/** SPEC 9: forum categories are static data (1 h; the query client reads the path). */
export const useForumCategories = () => useQuery(queryOptions(forumApi.listForumCategories));

export const useHotTopics = (limit = 5) => useQuery(queryOptions(forumApi.hotForumTopics, { query: { limit } }));

export const useLatestTopics = (page: number) =>
  useQuery({
    ...queryOptions(forumApi.latestForumTopics, { query: { page, pageSize: FORUM_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useCategoryPage = (id: string, page: number) =>
  useQuery({
    ...queryOptions(forumApi.getForumCategory, { params: { id }, query: { page, pageSize: FORUM_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const topicKey = (id: string) => routeKey(forumApi.getForumTopic, { params: { id } });
/** The topic page's first read (also what a prefetched link to it warms). */
export const topicQuery = (id: string) => queryOptions(forumApi.getForumTopic, { params: { id } });
/**
 * How often an open topic reads itself again while its page is visible, so replies others post appear
 * without a reload (docs/decisions.md "An open topic shows new replies"). A hidden tab does not poll.
 */
export const TOPIC_REFRESH_MS = 10_000;
export const useTopic = (id: string) =>
  useQuery({ ...topicQuery(id), refetchInterval: TOPIC_REFRESH_MS, refetchIntervalInBackground: false });

/** A logged-in member's read marks (unread counts on the lists); nothing for guests. */
export function useReadMarks() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions(forumApi.forumReadMarks, undefined, [user?.id]),
    enabled: Boolean(user),
    select: (m) => m.topics,
  });
}

/** After a write: the topic again, and the lists and counts that include it (in every app). */
export function refreshForumLists(client: ReturnType<typeof useQueryClient>, topicId?: string) {
  return Promise.all([
    ...(topicId ? [invalidateRoute(client, forumApi.getForumTopic, { id: topicId })] : []),
    // the category list and every category's page (their counts and topics)
    invalidateRoute(client, forumApi.listForumCategories, undefined, { subRoutes: true }),
    invalidateRoute(client, forumApi.hotForumTopics),
    invalidateRoute(client, forumApi.latestForumTopics),
  ]);
}

function useForumRefresh(topicId: string) {
  const client = useQueryClient();
  return () => refreshForumLists(client, topicId);
}

export function useReplyMutations(topicId: string) {
  const refresh = useForumRefresh(topicId);
  return {
    post: useMutation({
      mutationFn: (input: ForumReplyInput) => call(forumApi.replyToForumTopic, { params: { id: topicId }, body: input }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ replyId, content }: { replyId: string; content: string }) =>
        call(forumApi.editForumReply, { params: { id: topicId, replyId }, body: { content } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (replyId: string) => call(forumApi.deleteForumReply, { params: { id: topicId, replyId } }),
      onSuccess: refresh,
    }),
  };
}

/** Whether the signed-in member bookmarked this topic (from their list, which the member area's /bookmarks shows), and the toggle. */
export function useTopicBookmark(topicId: string) {
  const { user } = useAuth();
  const client = useQueryClient();
  const list = useQuery({
    ...queryOptions(forumApi.listForumBookmarks, undefined, [user?.id]),
    enabled: Boolean(user),
    select: (b) => b.items.some((i) => i.topicId === topicId),
  });
  const toggle = useMutation({
    mutationFn: (bookmark: boolean) =>
      bookmark
        ? call(forumApi.bookmarkForumTopic, { params: { id: topicId } })
        : call(forumApi.unbookmarkForumTopic, { params: { id: topicId } }),
    onSettled: () => invalidateRoute(client, forumApi.listForumBookmarks),
  });
  return { bookmarked: list.data ?? false, known: list.isSuccess, toggle };
}
