import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@trap/ui';
import type { Shooter } from '@trap/contracts';

/** Shooters per page of /shooters (a 4-column grid). */
export const SHOOTERS_PAGE_SIZE = 12;

/** Featured shooters keep the raw answer: SPEC 8.5 tells an error apart from non-array data. */
export const featuredShootersQuery = () => ({
  queryKey: ['/api/shooters/featured'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<unknown>('/api/shooters/featured', { signal }),
});
export const useFeaturedShooters = () => useQuery(featuredShootersQuery());

/** Featured first, then by name; one extra item tells whether a next page exists. */
export const shootersPageQuery = (page: number) => ({
  queryKey: [`/api/shooters?limit=${SHOOTERS_PAGE_SIZE + 1}&offset=${(page - 1) * SHOOTERS_PAGE_SIZE}`],
});
export function useShootersPage(page: number) {
  return useQuery({
    ...shootersPageQuery(page),
    select: (list: Shooter[]) => ({ shooters: list.slice(0, SHOOTERS_PAGE_SIZE), hasNext: list.length > SHOOTERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** The shooter page's first read (also what a prefetched link to it warms). */
export const shooterQuery = (id: string) => ({ queryKey: ['/api/shooters', id] });
export const useShooter = (id: string) => useQuery<Shooter>(shooterQuery(id));
