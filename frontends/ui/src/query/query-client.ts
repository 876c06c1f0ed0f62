import { QueryClient, type Query, type QueryClientConfig, type QueryKey } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { isAbortLike } from '../api/api-error.ts';
import { urlOf } from '../api/route-call.ts';
import { authApi } from '@trap/contracts/api/route-paths';
import { PERSONAL_READS_UNDER_CACHED_PATHS } from '@trap/contracts/api/cached-reads';

/** SPEC 9 cache times. */
export const GC_TIME_MS = 5 * 60_000;
export const STALE_TIMES = {
  user: 5_000,
  static: 60 * 60_000,
  content: 5 * 60_000,
  other: 2 * 60_000,
} as const;
export const MAX_QUERY_RETRIES = 2;

/**
 * Query keys start with the API path (template) they read (`['/api/podcasts/{id}', { id }]`, see
 * route-query.ts); the path decides the category. The forum's category list is static; a category's
 * page of topics (`/api/forum/categories/{id}`) is not.
 */
const STATIC_PATHS = ['/api/forum/categories'];
const STATIC_PREFIXES = ['/api/content-tags'];
const CONTENT_PREFIXES = ['/api/podcasts', '/api/amas', '/api/blog', '/api/shooters'];
export const USER_QUERY_KEY = [authApi.getCurrentUser.path] as const;

export type StaleCategory = keyof typeof STALE_TIMES;

export function staleCategoryOf(queryKey: QueryKey): StaleCategory {
  const head = typeof queryKey[0] === 'string' ? queryKey[0] : '';
  if (head === USER_QUERY_KEY[0]) return 'user';
  if (STATIC_PATHS.includes(head) || STATIC_PREFIXES.some((p) => head.startsWith(p))) return 'static';
  // a member's own list under a content path (their AMA reminders) is not content
  if (CONTENT_PREFIXES.some((p) => head.startsWith(p)) && !(PERSONAL_READS_UNDER_CACHED_PATHS as readonly string[]).includes(head))
    return 'content';
  return 'other';
}

export const staleTimeFor = (queryKey: QueryKey): number => STALE_TIMES[staleCategoryOf(queryKey)];

/**
 * SPEC 9 retry rule: at most 2 retries; never for aborts, time-outs, type errors or errors whose
 * text begins with 4 (client errors, including the synthetic 499 time-out).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof TypeError) return false;
  if (isAbortLike(error)) return false;
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (message.startsWith('4')) return false;
  return true;
}

/**
 * Default fetcher, for a query given only its key: a route key (`[template, params, query]`,
 * route-query.ts) is read from its route; otherwise the key's first element is the URL and later
 * string/number parts are path segments.
 */
export async function defaultQueryFn({ queryKey, signal }: { queryKey: QueryKey; signal: AbortSignal }): Promise<unknown> {
  const [head, params, query] = queryKey;
  if (typeof head === 'string' && (head.includes('{') || (typeof params === 'object' && params !== null)))
    return api.get(urlOf({ path: head }, { params: params as Record<string, unknown>, query: query as Record<string, unknown> }), { signal });
  const parts = queryKey.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
  const url = parts
    .map(String)
    .join('/')
    .replace(/\/{2,}/g, '/');
  return api.get(url, { signal });
}

export function createQueryClient(overrides: QueryClientConfig['defaultOptions'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: shouldRetryQuery,
        gcTime: GC_TIME_MS,
        staleTime: (query: Query) => staleTimeFor(query.queryKey),
        // Only the user is refetched when the window regains focus (SPEC 9).
        refetchOnWindowFocus: (query: Query) => staleCategoryOf(query.queryKey) === 'user',
        // A read is tried once even when the browser says it is offline: the service worker
        // answers it from the last copy, so a page reloaded at a range with no signal still
        // knows who is logged in; retries of a failed read wait for the connection.
        networkMode: 'offlineFirst',
        ...overrides.queries,
      },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}
