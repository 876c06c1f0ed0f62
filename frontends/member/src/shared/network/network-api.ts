import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CoachListQuery, RelationshipType } from '@trap/contracts';
import { communityApi, networkApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, toast, type TFunction } from '@trap/ui';
import { useNetworkT } from './texts/texts.ts';

/**
 * The member network as /friends and /coach-finder read and change it (services/community): every
 * change refreshes every list that could show it (these reads, in any app: the shell's member
 * directory too).
 */
const NETWORK_READS = [
  communityApi.listRelationships,
  communityApi.listMembers,
  networkApi.lookupMember,
  networkApi.listBlocks,
  networkApi.listFollowing,
  networkApi.listCoaches,
  networkApi.getCoach,
  networkApi.listFollowers,
];
export const refreshNetwork = (queryClient: QueryClient) => Promise.all(NETWORK_READS.map((route) => invalidateRoute(queryClient, route)));

/** My friendships and requests, both ways (also what a prefetched link to /friends warms, SPEC 9). */
export const relationshipsQuery = queryOptions(communityApi.listRelationships);
export const useRelationships = () => useQuery(relationshipsQuery);

export const MEMBER_PAGE_SIZE = 20;

/** Public members by name, club or city (all public members, in name order, without a search). */
export function useMemberSearch(q: string, page: number) {
  return useQuery({
    ...queryOptions(communityApi.listMembers, { query: { q: q || undefined, page, pageSize: MEMBER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** What could be a username (auth's rule: 3 to 32 letters, digits, dots, dashes, underscores), with an optional @. */
const USERNAME_LIKE = /^@?[A-Za-z0-9_.-]{3,32}$/;

/**
 * The member whose username is exactly `q`, public or private (name and avatar only): how members
 * whose profiles are private find each other. Asked only when `q` could be a username.
 */
export function useMemberLookup(q: string) {
  const username = q.trim();
  return useQuery({
    ...queryOptions(networkApi.lookupMember, { query: { username } }),
    enabled: USERNAME_LIKE.test(username),
  });
}

export const blocksQuery = queryOptions(networkApi.listBlocks);
export const useBlocks = () => useQuery(blocksQuery);

export function useFollowing() {
  return useQuery(queryOptions(networkApi.listFollowing));
}

export type CoachFilters = Partial<Pick<CoachListQuery, 'q' | 'speciality' | 'city' | 'maxRate' | 'minExperience'>> & { page: number };
export const COACH_PAGE_SIZE = 12;

export function useCoaches(filters: CoachFilters) {
  const query = Object.fromEntries(
    Object.entries({ ...filters, pageSize: COACH_PAGE_SIZE }).filter(([, v]) => v !== undefined && v !== ''),
  ) as CoachFilters & { pageSize: number };
  return useQuery({
    ...queryOptions(networkApi.listCoaches, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useFollowers(coachId: string | undefined) {
  return useQuery({
    ...queryOptions(networkApi.listFollowers, { params: { id: coachId ?? '' } }),
    enabled: Boolean(coachId),
  });
}

/**
 * One change of the network: the request, a toast saying what happened (or why not), and every
 * network list refreshed.
 */
function useNetworkChange<V>(run: (v: V) => Promise<unknown>, done: (t: TFunction, v: V) => string, failed: (t: TFunction) => string) {
  const queryClient = useQueryClient();
  const { t } = useNetworkT();
  return useMutation({
    mutationFn: run,
    onSuccess: (_r, v) => {
      toast({ title: done(t, v), variant: 'success' });
    },
    onError: (e) => toast({ title: failed(t), description: errorMessage(e), variant: 'destructive' }),
    onSettled: () => refreshNetwork(queryClient),
  });
}

export const useSendRequest = () =>
  useNetworkChange(
    (v: { userId: string; name: string; type: RelationshipType; notes?: string }) =>
      call(communityApi.requestRelationship, { body: { relatedUserId: v.userId, type: v.type, notes: v.notes ?? '' } }),
    (t, v) => (v.type === 'friend' ? t('friendSent', { name: v.name }) : t('coachingSent', { name: v.name })),
    (t) => t('sendFailed'),
  );

export const useAnswerRequest = () =>
  useNetworkChange(
    (v: { id: string; name: string; answer: 'accept' | 'decline' }) =>
      call(v.answer === 'accept' ? communityApi.acceptRelationship : communityApi.declineRelationship, { params: { id: v.id } }),
    (t, v) => (v.answer === 'accept' ? t('accepted', { name: v.name }) : t('declined', { name: v.name })),
    (t) => t('answerFailed'),
  );

/** Removes a friend or coach, or withdraws a request (`done`: the toast, in the page's language). */
export const useRemoveRelationship = () =>
  useNetworkChange(
    (v: { id: string; done: string }) => call(communityApi.removeRelationship, { params: { id: v.id } }),
    (_t, v) => v.done,
    (t) => t('removeFailed'),
  );

export const useBlock = () =>
  useNetworkChange(
    (v: { userId: string; name: string }) => call(networkApi.blockMember, { body: { userId: v.userId } }),
    (t, v) => t('blocked', { name: v.name }),
    (t) => t('blockFailed'),
  );

export const useUnblock = () =>
  useNetworkChange(
    (v: { userId: string; name: string }) => call(networkApi.unblockMember, { params: { userId: v.userId } }),
    (t, v) => t('unblocked', { name: v.name }),
    (t) => t('unblockFailed'),
  );

export const useFollow = () =>
  useNetworkChange(
    (v: { coachId: string; name: string; follow: boolean }) =>
      v.follow
        ? call(networkApi.followCoach, { params: { id: v.coachId } })
        : call(networkApi.unfollowCoach, { params: { id: v.coachId } }),
    (t, v) => (v.follow ? t('followed', { name: v.name }) : t('unfollowed', { name: v.name })),
    (t) => t('followFailed'),
  );

/** Where a member's profile page is (a shell page). */
export const profilePath = (id: string) => `/members/${encodeURIComponent(id)}`;
