import { useQuery } from '@tanstack/react-query';
import type { ForumCategory, ForumTopicSummary } from '@trap/contracts';
import { communityApi, contentApi, forumApi, type RouteRef } from '@trap/contracts/api/route-paths';
import { queryOptions } from '@trap/ui';

/** The home page's reads (SPEC 7), typed by the contracts the services answer with. */
export type ForumCategorySummary = ForumCategory;
export type HotTopic = ForumTopicSummary;

type ListItem<T> = T extends readonly (infer I)[] ? I : never;

/** A list read that treats a missing endpoint, an outage or an answer that is not a list as "nothing to show". */
const listRead = <R extends RouteRef>(route: R) => {
  const read = (queryOptions as (r: R) => ReturnType<typeof queryOptions<R>>)(route);
  return {
    queryKey: read.queryKey,
    queryFn: async (context: { signal: AbortSignal }): Promise<ListItem<Awaited<ReturnType<typeof read.queryFn>>>[]> => {
      const data: unknown = await read.queryFn(context);
      return Array.isArray(data) ? data : [];
    },
  };
};

const useList = <R extends RouteRef>(route: R) => useQuery(listRead(route));

export const useFeaturedPodcasts = () => useList(contentApi.featuredPodcasts);
export const usePodcasts = () => useList(contentApi.podcasts.list);
export const useLiveAmas = () => useList(contentApi.liveAmas);
export const useUpcomingAmas = () => useList(contentApi.upcomingAmas);
export const usePastAmas = () => useList(contentApi.pastAmas);
export const useFeaturedBlog = () => useList(contentApi.featuredBlogPosts);
export const useBlog = () => useList(contentApi.blog.list);
export const useForumCategories = () => useList(forumApi.listForumCategories);
export const useHotTopics = () => useList(forumApi.hotForumTopics);
/**
 * Public members from community's directory (its read model keeps the level practice computes from
 * XP, practice.member.level_changed); an outage or an unexpected answer is "nothing to show".
 */
export const usePublicMembers = () => {
  const read = queryOptions(communityApi.listMembers, { query: { pageSize: 100 } });
  return useQuery({
    queryKey: read.queryKey,
    queryFn: async (context) => {
      const data = (await read.queryFn(context)) as { items?: unknown } | null;
      return Array.isArray(data?.items) ? (data.items as NonNullable<Awaited<ReturnType<typeof read.queryFn>>>['items']) : [];
    },
  });
};

/**
 * Featured shooters: SPEC 8.5 tells an error apart from an answer that is not a list, so that case
 * is null here rather than an empty list.
 */
const featuredShootersRead = (() => {
  const read = queryOptions(contentApi.featuredShooters);
  return {
    queryKey: read.queryKey,
    queryFn: async (context: { signal: AbortSignal }) => {
      const data: unknown = await read.queryFn(context);
      return Array.isArray(data) ? (data as Awaited<ReturnType<typeof read.queryFn>>) : null;
    },
  };
})();
export const useFeaturedShooters = () => useQuery(featuredShootersRead);

/**
 * What the server renders the home page from (router.tsx): the reads every visitor gets alike from
 * the bff's public cache. The hot topics and the member directory depend on who asks, so the
 * browser reads them after hydration.
 */
export const homeReads = () => [
  ...[contentApi.featuredPodcasts, contentApi.podcasts.list, contentApi.liveAmas, contentApi.upcomingAmas, contentApi.pastAmas].map((r) =>
    listRead<RouteRef>(r),
  ),
  ...[contentApi.featuredBlogPosts, contentApi.blog.list, forumApi.listForumCategories].map((r) => listRead<RouteRef>(r)),
  featuredShootersRead,
];
