import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { authProfileApi, pathwayApi } from '@trap/contracts/api/route-paths';
import type { PathwayProfileInput } from '@trap/contracts';
import { call, formatDate, formatNumber, queryOptions, routeKey, toast, type Language, type RouteResponse } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';

export type Standing = RouteResponse<typeof pathwayApi.getStanding>;

export const STANDING_KEY = routeKey(pathwayApi.getStanding);
const PATHWAY_PROFILE_KEY = routeKey(pathwayApi.getPathwayProfile);

/** The member's standing in a season (null: this season, as the service reckons it). */
// Plain options objects: the shell's shared react-query build has no queryOptions helper at run time.
export const standingQuery = (season: number | null) => ({
  ...queryOptions(pathwayApi.getStanding, { query: { season: season || undefined } }),
  placeholderData: keepPreviousData,
});

export const pathwayProfileQuery = queryOptions(pathwayApi.getPathwayProfile);

/** The account profile (its NRAI Shooter ID lives there: one home, edited on /profile/edit). */
export const ownProfileQuery = queryOptions(authProfileApi.getOwnProfile);

export function useSaveCategory() {
  const { t } = useEquipmentT();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PathwayProfileInput) => call(pathwayApi.updatePathwayProfile, { body }),
    onSuccess: (saved) => {
      qc.setQueryData(PATHWAY_PROFILE_KEY, saved);
      void qc.invalidateQueries({ queryKey: STANDING_KEY });
      toast({ title: t('pathway.categorySaved'), variant: 'success' });
    },
  });
}

/** One decimal place at most, Indian grouping: 104.5, 111 */
export const points = (n: number, language: Language) => formatNumber(n, language, 1);

/** A stored date as the calendar day in IST: 26 Nov 2026 / 26 नव॰ 2026 */
export const istDay = (iso: string, language: Language) => formatDate(iso, language);
