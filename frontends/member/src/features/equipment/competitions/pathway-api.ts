import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, authProfileApi, pathwayApi } from '@trap/contracts/api/index';
import type { PathwayProfileInput } from '@trap/contracts';
import { api, toast } from '@trap/ui';

export type Standing = ResponseOf<typeof pathwayApi.getStanding>;
export type PathwayProfile = ResponseOf<typeof pathwayApi.getPathwayProfile>;
type OwnProfile = ResponseOf<typeof authProfileApi.getOwnProfile>;

export const STANDING_KEY = ['/api/pathway/standing'] as const;
export const PATHWAY_PROFILE_KEY = ['/api/pathway/profile'] as const;

/** The member's standing in a season (null: this season, as the service reckons it). */
// Plain options objects: the shell's shared react-query build has no queryOptions helper at run time.
export const standingQuery = (season: number | null) => ({
  queryKey: [...STANDING_KEY, season],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<Standing>(`/api/pathway/standing${season ? `?season=${season}` : ''}`, { signal }),
  placeholderData: keepPreviousData,
});

export const pathwayProfileQuery = {
  queryKey: PATHWAY_PROFILE_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<PathwayProfile>('/api/pathway/profile', { signal }),
};

/** The account profile (its NRAI Shooter ID lives there: one home, edited on /profile/edit). */
export const ownProfileQuery = {
  queryKey: ['/api/user/profile'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<OwnProfile>('/api/user/profile', { signal }),
};

export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PathwayProfileInput) => api.put<PathwayProfile>('/api/pathway/profile', body),
    onSuccess: (saved) => {
      qc.setQueryData(PATHWAY_PROFILE_KEY, saved);
      void qc.invalidateQueries({ queryKey: STANDING_KEY });
      toast({ title: 'NRAI category saved', variant: 'success' });
    },
  });
}

/** One decimal place at most, en-IN: 104.5, 111 */
export const points = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });

/** A stored date as the calendar day in IST: 26 Nov 2026 */
export const istDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
