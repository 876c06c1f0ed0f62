import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, routeKey, toast, type RouteResponse } from '@trap/ui';
import { useProfileT } from './texts/texts.ts';

type FeedPage = RouteResponse<typeof feedApi.getFeed>;
export type FeedItem = FeedPage['items'][number];

const PAGE = 10;
/** The feed and its items' comments read again after a change. */
const refreshFeed = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([invalidateRoute(client, feedApi.getFeed), invalidateRoute(client, feedApi.listFeedComments)]);

/** My feed, ten items at a time ("Show more" fetches the next page). */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: routeKey(feedApi.getFeed),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => call(feedApi.getFeed, { query: { limit: PAGE, offset: pageParam } }, { signal }),
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, p) => n + p.items.length, 0);
      return seen < last.total ? seen : undefined;
    },
  });
}

/** Gives or takes back kudos; the item's count follows at once and the feed is read again. */
export function useKudos(item: FeedItem) {
  const client = useQueryClient();
  const { t } = useProfileT();
  return useMutation({
    mutationFn: () => call(item.kudosByMe ? feedApi.takeBackKudos : feedApi.giveKudos, { params: { itemId: item.id } }),
    onSuccess: () => void refreshFeed(client),
    onError: (err) => toast({ title: t('feed.kudosFailed'), description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useComments(itemId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions(feedApi.listFeedComments, { params: { itemId } }),
    enabled,
  });
}

export function useAddComment(itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(feedApi.addFeedComment, { params: { itemId }, body: { text } }),
    onSuccess: () => void refreshFeed(client),
  });
}

export function useDeleteComment(itemId: string) {
  const client = useQueryClient();
  const { t } = useProfileT();
  return useMutation({
    mutationFn: (commentId: string) => call(feedApi.deleteFeedComment, { params: { itemId, commentId } }),
    onSuccess: () => void refreshFeed(client),
    onError: (err) => toast({ title: t('feed.deleteFailed'), description: errorMessage(err), variant: 'destructive' }),
  });
}
