import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf, shootsApi } from '@trap/contracts/api/index';
import { api } from '@trap/ui';

export type EventShoot = ResponseOf<typeof shootsApi.createShoot>;
type ShootList = ResponseOf<typeof shootsApi.listShoots>;
export type ShootBody = BodyOf<typeof shootsApi.createShoot>;

const shootsKey = (eventId: string) => ['shoots', 'event', eventId] as const;

/** The shoots of one club event (match day), newest first. */
export const useEventShoots = (eventId: string) =>
  useQuery({
    queryKey: shootsKey(eventId),
    queryFn: ({ signal }) => api.get<ShootList>(`/api/shoots?eventId=${encodeURIComponent(eventId)}`, { signal }),
  });

/** Create a shoot (events.create); the answer carries the join code. */
export function useCreateShoot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShootBody) => api.post<EventShoot>('/api/shoots', body),
    onSuccess: (s) => void client.invalidateQueries({ queryKey: shootsKey(s.eventId) }),
  });
}
