import { useQuery } from '@tanstack/react-query';
import type { Ama, BlogPost, ForumCategory, ForumTopicSummary, Podcast, PublicMember, Shooter } from '@trap/contracts';
import { api } from '@trap/ui';

/** The home page's reads (SPEC 7), typed by the contracts the services answer with. */
export type ForumCategorySummary = ForumCategory;
export type HotTopic = ForumTopicSummary;

/** A list read that treats a missing endpoint, an outage or an answer that is not a list as "nothing to show". */
const listRead = <T,>(path: string) => ({
  queryKey: [path],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const data = await api.get<T[] | null>(path, { signal });
    return Array.isArray(data) ? data : [];
  },
});

const useList = <T,>(path: string) => useQuery(listRead<T>(path));

export const useFeaturedPodcasts = () => useList<Podcast>('/api/podcasts/featured');
export const usePodcasts = () => useList<Podcast>('/api/podcasts');
export const useLiveAmas = () => useList<Ama>('/api/amas/live');
export const useUpcomingAmas = () => useList<Ama>('/api/amas/upcoming');
export const usePastAmas = () => useList<Ama>('/api/amas/past');
export const useFeaturedBlog = () => useList<BlogPost>('/api/blog/featured');
export const useBlog = () => useList<BlogPost>('/api/blog');
export const useForumCategories = () => useList<ForumCategorySummary>('/api/forum/categories');
export const useHotTopics = () => useList<HotTopic>('/api/forum/topics/hot');
/**
 * Public members from community's directory (its read model keeps the level practice computes from
 * XP, practice.member.level_changed); an outage or an unexpected answer is "nothing to show".
 */
export const usePublicMembers = () =>
  useQuery({
    queryKey: ['/api/members?pageSize=100'],
    queryFn: async ({ signal }) => {
      const data = await api.get<{ items?: PublicMember[] } | null>('/api/members?pageSize=100', { signal });
      return Array.isArray(data?.items) ? data.items : [];
    },
  });

/**
 * Featured shooters: SPEC 8.5 tells an error apart from an answer that is not a list, so that case
 * is null here rather than an empty list.
 */
const featuredShootersRead = {
  queryKey: ['/api/shooters/featured'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const data = await api.get<Shooter[] | null>('/api/shooters/featured', { signal });
    return Array.isArray(data) ? data : null;
  },
};
export const useFeaturedShooters = () => useQuery(featuredShootersRead);

/**
 * What the server renders the home page from (router.tsx): the reads every visitor gets alike from
 * the bff's public cache. The hot topics and the member directory depend on who asks, so the
 * browser reads them after hydration.
 */
export const homeReads = () => [
  ...['/api/podcasts/featured', '/api/podcasts', '/api/amas/live', '/api/amas/upcoming', '/api/amas/past'].map((p) => listRead(p)),
  ...['/api/blog/featured', '/api/blog', '/api/forum/categories'].map((p) => listRead(p)),
  featuredShootersRead,
];
