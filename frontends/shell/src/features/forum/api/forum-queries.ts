import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@trap/contracts/api/index';
import type { forumApi } from '@trap/contracts/api/index';
import type { ForumReplyInput } from '@trap/contracts';
import { api, useAuth } from '@trap/ui';

type Categories = ResponseOf<typeof forumApi.listForumCategories>;
type Hot = ResponseOf<typeof forumApi.hotForumTopics>;
type Latest = ResponseOf<typeof forumApi.latestForumTopics>;
type CategoryPage = ResponseOf<typeof forumApi.getForumCategory>;
type TopicDetail = ResponseOf<typeof forumApi.getForumTopic>;
type Reply = ResponseOf<typeof forumApi.replyToForumTopic>;
type ReadMarks = ResponseOf<typeof forumApi.forumReadMarks>;

/** Topics per page of a category and of latest. */
export const FORUM_PAGE_SIZE = 20;

/** SPEC 9: forum categories are static data (1 h; the query client reads the prefix). */
export const useForumCategories = () =>
  useQuery({ queryKey: ['/api/forum/categories'], queryFn: ({ signal }) => api.get<Categories>('/api/forum/categories', { signal }) });

export const useHotTopics = (limit = 5) =>
  useQuery({
    queryKey: ['/api/forum/topics/hot', limit],
    queryFn: ({ signal }) => api.get<Hot>(`/api/forum/topics/hot?limit=${limit}`, { signal }),
  });

export const useLatestTopics = (page: number) =>
  useQuery({
    queryKey: ['/api/forum/topics/latest', page],
    queryFn: ({ signal }) => api.get<Latest>(`/api/forum/topics/latest?page=${page}&pageSize=${FORUM_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCategoryPage = (id: string, page: number) =>
  useQuery({
    queryKey: ['/api/forum/category', id, page],
    queryFn: ({ signal }) =>
      api.get<CategoryPage>(`/api/forum/categories/${encodeURIComponent(id)}?page=${page}&pageSize=${FORUM_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const topicKey = (id: string) => ['/api/forum/topics', id] as const;
/** The topic page's first read (also what a prefetched link to it warms). */
export const topicQuery = (id: string) => ({
  queryKey: topicKey(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<TopicDetail>(`/api/forum/topics/${encodeURIComponent(id)}`, { signal }),
});
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
    queryKey: ['/api/forum/read-marks', user?.id],
    queryFn: ({ signal }) => api.get<ReadMarks>('/api/forum/read-marks', { signal }),
    enabled: Boolean(user),
    select: (m) => m.topics,
  });
}

/** After a write: the topic again, and the lists and counts that include it. */
function useForumRefresh(topicId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: topicKey(topicId) }),
      client.invalidateQueries({ queryKey: ['/api/forum/categories'] }),
      client.invalidateQueries({ queryKey: ['/api/forum/topics/hot'] }),
      client.invalidateQueries({ queryKey: ['/api/forum/topics/latest'] }),
      client.invalidateQueries({ queryKey: ['/api/forum/category'] }),
    ]);
}

export function useReplyMutations(topicId: string) {
  const refresh = useForumRefresh(topicId);
  const base = `/api/forum/topics/${encodeURIComponent(topicId)}/replies`;
  return {
    post: useMutation({ mutationFn: (input: ForumReplyInput) => api.post<Reply>(base, input), onSuccess: refresh }),
    edit: useMutation({
      mutationFn: ({ replyId, content }: { replyId: string; content: string }) => api.patch<Reply>(`${base}/${replyId}`, { content }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (replyId: string) => api.delete(`${base}/${replyId}`), onSuccess: refresh }),
  };
}
