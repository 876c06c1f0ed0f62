import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@trap/ui';
import type { Shooter } from '@trap/contracts';

/** Shooters per page of /shooters (a 4-column grid). */
export const SHOOTERS_PAGE_SIZE = 12;

/** Featured shooters keep the raw answer: SPEC 8.5 tells an error apart from non-array data. */
export const useFeaturedShooters = () =>
  useQuery({
    queryKey: ['/api/shooters/featured'],
    queryFn: ({ signal }) => api.get<unknown>('/api/shooters/featured', { signal }),
  });

/** Featured first, then by name; one extra item tells whether a next page exists. */
export function useShootersPage(page: number) {
  return useQuery({
    queryKey: [`/api/shooters?limit=${SHOOTERS_PAGE_SIZE + 1}&offset=${(page - 1) * SHOOTERS_PAGE_SIZE}`],
    select: (list: Shooter[]) => ({ shooters: list.slice(0, SHOOTERS_PAGE_SIZE), hasNext: list.length > SHOOTERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export const useShooter = (id: string) => useQuery<Shooter>({ queryKey: ['/api/shooters', id] });
