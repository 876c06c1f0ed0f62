import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockList,
  CoachList,
  CoachListQuery,
  FollowList,
  Followers,
  MemberLookup,
  MembersPage,
  RelationshipList,
  RelationshipType,
} from '@trap/contracts';
import { api, errorMessage, toast } from '@trap/ui';

/**
 * The member network as /friends and /coach-finder read and change it (services/community): one
 * query key root, so every change refreshes every list that could show it.
 */
export const NETWORK_KEY = ['network'] as const;

/** My friendships and requests, both ways (also what a prefetched link to /friends warms, SPEC 9). */
export const relationshipsQuery = {
  queryKey: [...NETWORK_KEY, 'relationships'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<RelationshipList>('/api/relationships', { signal }),
};
export const useRelationships = () => useQuery(relationshipsQuery);

export const MEMBER_PAGE_SIZE = 20;

/** Public members by name, club or city (all public members, in name order, without a search). */
export function useMemberSearch(q: string, page: number) {
  const search = new URLSearchParams({ ...(q ? { q } : {}), page: String(page), pageSize: String(MEMBER_PAGE_SIZE) }).toString();
  return useQuery({
    queryKey: [...NETWORK_KEY, 'members', q, page],
    queryFn: ({ signal }) => api.get<MembersPage>(`/api/members?${search}`, { signal }),
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
    queryKey: [...NETWORK_KEY, 'lookup', username.replace(/^@/, '').toLowerCase()],
    queryFn: ({ signal }) => api.get<MemberLookup>(`/api/friends/lookup?username=${encodeURIComponent(username)}`, { signal }),
    enabled: USERNAME_LIKE.test(username),
  });
}

export const blocksQuery = {
  queryKey: [...NETWORK_KEY, 'blocks'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<BlockList>('/api/friends/blocks', { signal }),
};
export const useBlocks = () => useQuery(blocksQuery);

export function useFollowing() {
  return useQuery({
    queryKey: [...NETWORK_KEY, 'following'],
    queryFn: ({ signal }) => api.get<FollowList>('/api/friends/following', { signal }),
  });
}

export type CoachFilters = Partial<Pick<CoachListQuery, 'q' | 'speciality' | 'city' | 'maxRate' | 'minExperience'>> & { page: number };
export const COACH_PAGE_SIZE = 12;

export function useCoaches(filters: CoachFilters) {
  const entries = Object.entries({ ...filters, pageSize: COACH_PAGE_SIZE }).filter(([, v]) => v !== undefined && v !== '');
  const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return useQuery({
    queryKey: [...NETWORK_KEY, 'coaches', filters],
    queryFn: ({ signal }) => api.get<CoachList>(`/api/coaches?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFollowers(coachId: string | undefined) {
  return useQuery({
    queryKey: [...NETWORK_KEY, 'followers', coachId],
    queryFn: ({ signal }) => api.get<Followers>(`/api/coaches/${encodeURIComponent(coachId!)}/followers`, { signal }),
    enabled: Boolean(coachId),
  });
}

/**
 * One change of the network: the request, a toast saying what happened (or why not), and every
 * network list refreshed.
 */
function useNetworkChange<V>(run: (v: V) => Promise<unknown>, done: (v: V) => string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_r, v) => {
      toast({ title: done(v), variant: 'success' });
    },
    onError: (e) => toast({ title: failed, description: errorMessage(e), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NETWORK_KEY }),
  });
}

const rel = (id: string) => `/api/relationships/${encodeURIComponent(id)}`;

export const useSendRequest = () =>
  useNetworkChange(
    (v: { userId: string; name: string; type: RelationshipType; notes?: string }) =>
      api.post('/api/relationships', { relatedUserId: v.userId, type: v.type, notes: v.notes ?? '' }),
    (v) => (v.type === 'friend' ? `Friend request sent to ${v.name}` : `Coaching request sent to ${v.name}`),
    'Could not send the request',
  );

export const useAnswerRequest = () =>
  useNetworkChange(
    (v: { id: string; name: string; answer: 'accept' | 'decline' }) => api.post(`${rel(v.id)}/${v.answer}`),
    (v) => (v.answer === 'accept' ? `You accepted ${v.name}'s request` : `You declined ${v.name}'s request`),
    'Could not answer the request',
  );

/** Removes a friend or coach, or withdraws a request. */
export const useRemoveRelationship = () =>
  useNetworkChange(
    (v: { id: string; done: string }) => api.delete(rel(v.id)),
    (v) => v.done,
    'Could not do that',
  );

export const useBlock = () =>
  useNetworkChange(
    (v: { userId: string; name: string }) => api.post('/api/friends/blocks', { userId: v.userId }),
    (v) => `You blocked ${v.name}`,
    'Could not block this member',
  );

export const useUnblock = () =>
  useNetworkChange(
    (v: { userId: string; name: string }) => api.delete(`/api/friends/blocks/${encodeURIComponent(v.userId)}`),
    (v) => `You unblocked ${v.name}`,
    'Could not unblock this member',
  );

export const useFollow = () =>
  useNetworkChange(
    (v: { coachId: string; name: string; follow: boolean }) =>
      v.follow
        ? api.post(`/api/coaches/${encodeURIComponent(v.coachId)}/follow`)
        : api.delete(`/api/coaches/${encodeURIComponent(v.coachId)}/follow`),
    (v) => (v.follow ? `You follow ${v.name}` : `You no longer follow ${v.name}`),
    'Could not change following',
  );

/** SPEC 9: member level label from a number or a string; missing is Member. */
export function levelLabel(level: string | number | null | undefined): string {
  if (level == null || level === '') return 'Member';
  if (typeof level === 'number') {
    if (level <= 1) return 'Beginner';
    if (level <= 3) return 'Intermediate';
    if (level <= 7) return 'Advanced';
    if (level <= 9) return 'Expert';
    return 'Professional';
  }
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** Where a member's profile page is (a shell page). */
export const profilePath = (id: string) => `/members/${encodeURIComponent(id)}`;
