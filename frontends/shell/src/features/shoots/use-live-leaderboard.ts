import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { queryOptions, routeKey, urlOf, type RouteResponse } from '@trap/ui';

export type Leaderboard = RouteResponse<typeof shootsApi.getShootLeaderboard>;

const keyOf = (id: string) => routeKey(shootsApi.getShootLeaderboard, { params: { id } });

/**
 * The leaderboard, kept current by the shoot's event stream: every `leaderboard` frame replaces it
 * (an older frame never replaces a newer one); on (re)connection it is read again, so frames missed
 * while the stream was down cost nothing. `live` says whether the stream is open.
 */
export function useLiveLeaderboard(id: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({
    ...queryOptions(shootsApi.getShootLeaderboard, { params: { id } }),
    retry: 1,
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(urlOf(shootsApi.shootStream, { params: { id } }));
    source.addEventListener('ready', () => {
      setLive(true);
      void queryClient.invalidateQueries({ queryKey: keyOf(id) });
    });
    source.addEventListener('leaderboard', (e) => {
      const next = JSON.parse((e as MessageEvent<string>).data) as Leaderboard;
      queryClient.setQueryData<Leaderboard>(keyOf(id), (prev) => (prev && prev.computedAt > next.computedAt ? prev : next));
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [id, queryClient]);
  return { ...query, live };
}
