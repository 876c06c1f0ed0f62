import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberProfilePage } from '@trap/contracts';
import type { ResponseOf, practiceSharingApi } from '@trap/contracts/api/index';
import { api, ApiError, errorMessage, toast } from '@trap/ui';

type PracticeStats = ResponseOf<typeof practiceSharingApi.memberStats>;

const key = (id: string) => ['member-profile', id] as const;

/** A member's profile page (services/community): public, or private for their friends and coaching ties. */
export const useMemberProfile = (id: string) =>
  useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => api.get<MemberProfilePage>(`/api/members/${encodeURIComponent(id)}/profile`, { signal }),
    retry: (count, e) => !(e instanceof ApiError && e.status < 500) && count < 2,
  });

/**
 * The practice a member shares with the viewer (friends when the member shares with friends, their
 * coaches): null when none is shared with this viewer (the practice service answers 404).
 */
export const useSharedStats = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['member-profile', id, 'stats'],
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<PracticeStats>(`/api/practice/members/${encodeURIComponent(id)}/stats`, { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    retry: false,
  });

/** One action on the profile page; the page reads itself again afterwards. */
export function useProfileAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { run: () => Promise<unknown>; done: string }) => a.run(),
    onSuccess: (_r, a) => toast({ title: a.done, variant: 'success' }),
    onError: (e) => toast({ title: 'Could not do that', description: errorMessage(e), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(id) }),
  });
}
