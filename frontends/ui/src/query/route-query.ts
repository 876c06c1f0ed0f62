/**
 * The query cache keyed by the declarations: `queryOptions(route, input)` gives a page's query its
 * key and fetcher from the route, and `invalidateRoute(queryClient, route)` refreshes what any app
 * (the shell or a remote: they share one query client) has read from it, without key strings.
 *
 * A key is `[path template, params, query]`, left short when the route has none
 * (`['/api/forum/categories']`, `['/api/forum/topics/{id}', { id }]`, `['/api/blog', {}, { page: '2' }]`),
 * with every parameter and query value a string: a page's query, the link prefetcher's warm read
 * and the server's dehydrated read of the same page have the same key whether they took the page
 * number from the URL or as a number. The query client's stale times read the template (query-client.ts).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '../api/api-client.ts';
import { call, queryEntries, type AnyRouteInput, type InputArgs, type RouteRef, type RouteResponse } from '../api/route-call.ts';

const stringValues = (params: AnyRouteInput['params']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v as string | number)]),
  );

function queryObject(query: AnyRouteInput['query']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of queryEntries(query)) {
    const had = out[name];
    out[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

const isEmpty = (o: object) => Object.keys(o).length === 0;

/** The query key of a declared read for an input; `scope` (e.g. the user's id) is appended to keep answers apart. */
export function routeKey<R extends RouteRef>(route: R, ...[input, scope]: InputArgs<R, [scope: readonly unknown[]]>): QueryKey {
  const given = (input ?? {}) as AnyRouteInput;
  const params = stringValues(given.params);
  const query = queryObject(given.query);
  const key: unknown[] = [route.path];
  if (!isEmpty(query) || scope?.length) key.push(params, query);
  else if (!isEmpty(params)) key.push(params);
  return scope?.length ? [...key, ...scope] : key;
}

/** A declared read as react-query options: its key (routeKey) and a fetcher that calls it with the query's abort signal. */
export function queryOptions<R extends RouteRef>(
  route: R,
  ...args: InputArgs<R, [scope: readonly unknown[]]>
): { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<RouteResponse<R>> } {
  const [input] = args;
  return {
    queryKey: routeKey(route, ...args),
    queryFn: ({ signal }) => (call as (r: R, i: unknown, o: RequestOptions) => Promise<RouteResponse<R>>)(route, input, { signal }),
  };
}

export interface InvalidateOptions {
  /** also the routes under the route's path (`/api/shoots/{id}` covers its leaderboard and cards) */
  subRoutes?: boolean;
}

/** Whether a query key was read from `route` (or, with `subRoutes`, from a route under its path), with these params if given. */
export function isRouteKey(
  queryKey: QueryKey,
  route: Pick<RouteRef, 'path'>,
  params?: AnyRouteInput['params'],
  options: InvalidateOptions = {},
): boolean {
  const head = queryKey[0];
  if (typeof head !== 'string' || !(head === route.path || (options.subRoutes && head.startsWith(`${route.path}/`)))) return false;
  if (!params) return true;
  const keyParams = (typeof queryKey[1] === 'object' && queryKey[1] !== null ? queryKey[1] : {}) as Record<string, unknown>;
  return Object.entries(stringValues(params)).every(([k, v]) => keyParams[k] === v);
}

/**
 * Marks stale (and refetches while shown) every query read from `route`, whatever its query (every
 * page of a list), in whichever app read it; `params` narrows it to one item, `subRoutes` widens it
 * to the routes under its path.
 */
export function invalidateRoute(
  queryClient: QueryClient,
  route: Pick<RouteRef, 'path'>,
  params?: AnyRouteInput['params'],
  options?: InvalidateOptions,
): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isRouteKey(query.queryKey, route, params, options) });
}

