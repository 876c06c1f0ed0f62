import { useQuery } from '@tanstack/react-query';
import type { ShootingRange } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { ApiError, queryOptions } from '@trap/ui';

/** The directory is small (tens of ranges): one page of the API's maximum holds it, filters included. */
export const RANGES_LIMIT = 100;

export interface RangeFilters {
  state?: string;
  city?: string;
  feature?: string;
}

export const useRanges = (filters: RangeFilters = {}) =>
  useQuery(
    queryOptions(contentApi.ranges.list, {
      query: { limit: RANGES_LIMIT, state: filters.state || undefined, city: filters.city || undefined, feature: filters.feature || undefined },
    }),
  );

/** The range page's first read (also what a prefetched link to it warms). */
export const rangeQuery = (id: string) => queryOptions(contentApi.ranges.get, { params: { id } });
export const useRange = (id: string) =>
  useQuery({
    ...rangeQuery(id),
    // an unknown range stays unknown: no retries on 404
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** The filter choices: every state, city (of the chosen state) and feature found in the directory. */
export function filterOptions(all: ShootingRange[], state?: string) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    states: sorted(all.map((r) => r.state)),
    cities: sorted(all.filter((r) => !state || r.state.toLowerCase() === state.toLowerCase()).map((r) => r.city)),
    features: sorted(all.flatMap((r) => r.features)),
  };
}
