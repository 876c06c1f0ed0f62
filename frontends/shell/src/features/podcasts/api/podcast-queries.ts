import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Podcast } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { queryOptions } from '@trap/ui';

/** Episodes per page of /podcasts. */
export const PODCAST_PAGE_SIZE = 10;

/**
 * One page of episodes, newest first. One extra item is asked for so the screen knows whether a
 * next page exists (the list answer is a plain array without a total).
 */
export const podcastPageQuery = (page: number) =>
  queryOptions(contentApi.podcasts.list, { query: { limit: PODCAST_PAGE_SIZE + 1, offset: (page - 1) * PODCAST_PAGE_SIZE } });
export function usePodcastPage(page: number) {
  return useQuery({
    ...podcastPageQuery(page),
    select: (episodes: Podcast[]) => ({ episodes: episodes.slice(0, PODCAST_PAGE_SIZE), hasNext: episodes.length > PODCAST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** SPEC 7: featured uses the first item. */
export const featuredEpisodeQuery = () => queryOptions(contentApi.featuredPodcasts, { query: { limit: 1 } });
export const useFeaturedEpisode = () => useQuery({ ...featuredEpisodeQuery(), select: (episodes: Podcast[]) => episodes[0] ?? null });

/** The episode page's first read (also what a prefetched link to it warms). */
export const podcastQuery = (id: string) => queryOptions(contentApi.podcasts.get, { params: { id } });
export const usePodcast = (id: string) => useQuery(podcastQuery(id));

/** The episodes the "more episodes" list picks from: one read for every episode page (prefetched with it). */
export const relatedEpisodesQuery = () => queryOptions(contentApi.podcasts.list, { query: { limit: 30 } });

/** Up to three other episodes, the nearest by episode number first. */
export function useRelatedEpisodes(episode: Podcast | undefined) {
  return useQuery({
    ...relatedEpisodesQuery(),
    enabled: !!episode,
    select: (episodes: Podcast[]) =>
      episodes
        .filter((e) => e.id !== episode?.id)
        .sort((a, b) => Math.abs(a.episodeNumber - episode!.episodeNumber) - Math.abs(b.episodeNumber - episode!.episodeNumber))
        .slice(0, 3),
  });
}
