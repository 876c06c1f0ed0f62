import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResult, SearchType } from '@trap/contracts';

/** The most hits one search shows (the API's maximum). */
export const SEARCH_LIMIT = 50;

export function useSearch(q: string, type: SearchType | undefined) {
  const params = new URLSearchParams({ q, limit: String(SEARCH_LIMIT) });
  if (type) params.set('type', type);
  return useQuery<SearchResult>({
    queryKey: [`/api/search?${params.toString()}`],
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
