import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { call, invalidateRoute, queryOptions, type RouteInput, type RouteResponse } from '@trap/ui';

export type EventShoot = RouteResponse<typeof shootsApi.createShoot>;
export type ShootBody = NonNullable<RouteInput<typeof shootsApi.createShoot>['body']>;

/** The shoots of one club event (match day), newest first. */
export const useEventShoots = (eventId: string) =>
  useQuery(queryOptions(shootsApi.listShoots, { query: { eventId } }));

/** Create a shoot (events.create); the answer carries the join code. */
export function useCreateShoot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShootBody) => call(shootsApi.createShoot, { body }),
    onSuccess: () => void invalidateRoute(client, shootsApi.listShoots),
  });
}
