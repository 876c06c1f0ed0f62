import { useQuery } from '@tanstack/react-query';
import { api } from '@trap/ui';

/**
 * The home page's reads (SPEC 7). Their payload contracts arrive with the content and community
 * services; until then only the fields the home page shows are typed here.
 */
export interface PodcastSummary {
  id: string;
  title: string;
  description?: string | null;
  imageUrl?: string | null;
  duration?: number | string | null;
  audioUrl?: string | null;
  episodeNumber?: number | null;
  publishedAt?: string | null;
}
export interface AmaSummary {
  id: string;
  title: string;
  description?: string | null;
  status?: string | null;
  scheduledFor?: string | null;
  imageUrl?: string | null;
  shooterName?: string | null;
  shooterTitle?: string | null;
}
export interface BlogSummary {
  id: string;
  title: string;
  content?: string | null;
  excerpt?: string | null;
  imageUrl?: string | null;
  category?: string | null;
  publishedAt?: string | null;
}
export interface ForumCategorySummary {
  id: string;
  name: string;
  description?: string | null;
  iconName?: string | null;
  topicCount?: number | null;
}
export interface HotTopic {
  id: string;
  title: string;
  replyCount?: number | null;
  views?: number | null;
  createdAt?: string | null;
}
export interface ShooterSummary {
  id: string;
  name: string;
  type?: string | null;
  bio?: string | null;
  imageUrl?: string | null;
  achievements?: string[] | null;
}
export interface PublicMember {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  level: string | number | null;
  clubAffiliation: string | null;
  isPublicProfile: boolean;
}

/** A list read that treats a missing endpoint or an outage as "nothing to show". */
function useList<T>(path: string) {
  return useQuery({
    queryKey: [path],
    queryFn: async ({ signal }) => {
      const data = await api.get<unknown>(path, { signal });
      return (Array.isArray(data) ? data : []) as T[];
    },
  });
}

export const useFeaturedPodcasts = () => useList<PodcastSummary>('/api/podcasts/featured');
export const usePodcasts = () => useList<PodcastSummary>('/api/podcasts');
export const useLiveAmas = () => useList<AmaSummary>('/api/amas/live');
export const useUpcomingAmas = () => useList<AmaSummary>('/api/amas/upcoming');
export const usePastAmas = () => useList<AmaSummary>('/api/amas/past');
export const useFeaturedBlog = () => useList<BlogSummary>('/api/blog/featured');
export const useBlog = () => useList<BlogSummary>('/api/blog');
export const useForumCategories = () => useList<ForumCategorySummary>('/api/forum/categories');
export const useHotTopics = () => useList<HotTopic>('/api/forum/topics/hot');
export const usePublicMembers = () => useList<PublicMember>('/api/users/public');

/** Featured shooters keep the raw answer: SPEC 8.5 tells an error apart from non-array data. */
export const useFeaturedShooters = () =>
  useQuery({
    queryKey: ['/api/shooters/featured'],
    queryFn: ({ signal }) => api.get<unknown>('/api/shooters/featured', { signal }),
  });
