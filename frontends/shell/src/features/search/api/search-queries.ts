import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchType } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { queryOptions } from '@trap/ui';

/** The most hits one search shows (the API's maximum). */
const SEARCH_LIMIT = 50;

export function useSearch(q: string, type: SearchType | undefined) {
  return useQuery({
    ...queryOptions(contentApi.search, { query: { q, limit: SEARCH_LIMIT, type: type || undefined } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
