import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedApi, networkApi, practiceSharingApi } from '@trap/contracts/api/route-paths';
import { ApiError, call, errorMessage, invalidateRoute, queryOptions, routeKey, toast, type RouteResponse } from '@trap/ui';
import { useMembersT } from './texts/texts.ts';

type ActivityPage = RouteResponse<typeof feedApi.getMemberActivity>;
export type ActivityItem = ActivityPage['items'][number];

const ACTIVITY_PAGE = 10;

/** A member's profile page (services/community): public, or private for their friends and coaching ties. */
export const useMemberProfile = (id: string) =>
  useQuery({
    ...queryOptions(networkApi.getMemberProfile, { params: { id } }),
    retry: (count, e) => !(e instanceof ApiError && e.status < 500) && count < 2,
  });

/**
 * The practice a member shares with the viewer (friends when the member shares with friends, their
 * coaches): null when none is shared with this viewer (the practice service answers 404).
 */
export const useSharedStats = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: routeKey(practiceSharingApi.memberStats, { params: { userId: id } }),
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await call(practiceSharingApi.memberStats, { params: { userId: id } }, { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    retry: false,
  });

/**
 * The member's activity as this viewer may see it (their sharing decides: a friend sees shared
 * practice, anyone their forum posts), ten items at a time. Under the profile's key, so an action on
 * the page (becoming friends) reads it again.
 */
export const useMemberActivity = (id: string) =>
  useInfiniteQuery({
    queryKey: routeKey(feedApi.getMemberActivity, { params: { userId: id } }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(feedApi.getMemberActivity, { params: { userId: id }, query: { limit: ACTIVITY_PAGE, offset: pageParam } }, { signal }),
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, p) => n + p.items.length, 0);
      return seen < last.total ? seen : undefined;
    },
    retry: (count, e) => !(e instanceof ApiError && e.status < 500) && count < 2,
  });

/** One action on the profile page; the page reads itself again afterwards. */
export function useProfileAction(id: string) {
  const queryClient = useQueryClient();
  const { t } = useMembersT();
  return useMutation({
    mutationFn: (a: { run: () => Promise<unknown>; done: string }) => a.run(),
    onSuccess: (_r, a) => toast({ title: a.done, variant: 'success' }),
    onError: (e) => toast({ title: t('actions.failed'), description: errorMessage(e), variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        invalidateRoute(queryClient, networkApi.getMemberProfile, { id }),
        invalidateRoute(queryClient, practiceSharingApi.memberStats, { userId: id }),
        invalidateRoute(queryClient, feedApi.getMemberActivity, { userId: id }),
      ]),
  });
}
