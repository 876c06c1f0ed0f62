import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptions } from '@trap/ui';
import { contentApi } from '@trap/contracts/api/route-paths';

/** Shooters per page of /shooters (a 4-column grid). */
export const SHOOTERS_PAGE_SIZE = 12;

/** Featured shooters keep the raw answer: SPEC 8.5 tells an error apart from non-array data. */
export const featuredShootersQuery = () => queryOptions(contentApi.featuredShooters);
export const useFeaturedShooters = () => useQuery(featuredShootersQuery());

/** Featured first, then by name; one extra item tells whether a next page exists. */
export const shootersPageQuery = (page: number) =>
  queryOptions(contentApi.shooters.list, { query: { limit: SHOOTERS_PAGE_SIZE + 1, offset: (page - 1) * SHOOTERS_PAGE_SIZE } });
export function useShootersPage(page: number) {
  return useQuery({
    ...shootersPageQuery(page),
    select: (list) => ({ shooters: list.slice(0, SHOOTERS_PAGE_SIZE), hasNext: list.length > SHOOTERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** The shooter page's first read (also what a prefetched link to it warms). */
export const shooterQuery = (id: string) => queryOptions(contentApi.shooters.get, { params: { id } });
export const useShooter = (id: string) => useQuery(shooterQuery(id));
