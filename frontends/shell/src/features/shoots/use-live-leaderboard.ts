import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, shootsApi } from '@trap/contracts/api/index';
import { api } from '@trap/ui';

export type Leaderboard = ResponseOf<typeof shootsApi.getShootLeaderboard>;

const keyOf = (id: string) => ['shoot-leaderboard', id];

/**
 * The leaderboard, kept current by the shoot's event stream: every `leaderboard` frame replaces it
 * (an older frame never replaces a newer one); on (re)connection it is read again, so frames missed
 * while the stream was down cost nothing. `live` says whether the stream is open.
 */
export function useLiveLeaderboard(id: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: keyOf(id),
    queryFn: ({ signal }) => api.get<Leaderboard>(`/api/shoots/${encodeURIComponent(id)}/leaderboard`, { signal }),
    retry: 1,
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/shoots/${encodeURIComponent(id)}/stream`);
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
