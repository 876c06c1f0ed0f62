import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, feedApi } from '@trap/contracts/api/index';
import { api, errorMessage, toast } from '@trap/ui';

export type FeedPage = ResponseOf<typeof feedApi.getFeed>;
export type FeedItem = FeedPage['items'][number];
export type FeedComment = ResponseOf<typeof feedApi.listFeedComments>['items'][number];

const PAGE = 10;
const KEY = ['feed'] as const;
const itemPath = (id: string) => `/api/feed/${encodeURIComponent(id)}`;

/** My feed, ten items at a time ("Show more" fetches the next page). */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: [...KEY, 'mine'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => api.get<FeedPage>(`/api/feed?limit=${PAGE}&offset=${pageParam}`, { signal }),
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, p) => n + p.items.length, 0);
      return seen < last.total ? seen : undefined;
    },
  });
}

/** Gives or takes back kudos; the item's count follows at once and the feed is read again. */
export function useKudos(item: FeedItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => (item.kudosByMe ? api.delete(`${itemPath(item.id)}/kudos`) : api.post(`${itemPath(item.id)}/kudos`)),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
    onError: (err) => toast({ title: 'Kudos not saved', description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useComments(itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'comments', itemId],
    queryFn: ({ signal }) => api.get<{ items: FeedComment[] }>(`${itemPath(itemId)}/comments`, { signal }),
    enabled,
  });
}

export function useAddComment(itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<FeedComment>(`${itemPath(itemId)}/comments`, { text }),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteComment(itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api.delete(`${itemPath(itemId)}/comments/${commentId}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
    onError: (err) => toast({ title: 'Comment not deleted', description: errorMessage(err), variant: 'destructive' }),
  });
}
