import { useQuery } from '@tanstack/react-query';
import type { Ama, BlogPost, ForumCategory, ForumTopicSummary, Podcast, PublicMember, Shooter } from '@trap/contracts';
import { api } from '@trap/ui';

/** The home page's reads (SPEC 7), typed by the contracts the services answer with. */
export type ForumCategorySummary = ForumCategory;
export type HotTopic = ForumTopicSummary;

/** A list read that treats a missing endpoint, an outage or an answer that is not a list as "nothing to show". */
function useList<T>(path: string) {
  return useQuery({
    queryKey: [path],
    queryFn: async ({ signal }) => {
      const data = await api.get<T[] | null>(path, { signal });
      return Array.isArray(data) ? data : [];
    },
  });
}

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
export const useFeaturedShooters = () =>
  useQuery({
    queryKey: ['/api/shooters/featured'],
    queryFn: async ({ signal }) => {
      const data = await api.get<Shooter[] | null>('/api/shooters/featured', { signal });
      return Array.isArray(data) ? data : null;
    },
  });
