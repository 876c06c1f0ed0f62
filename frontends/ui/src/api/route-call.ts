/**
 * Calling the API through its declarations: `call(forumApi.getForumTopic, { params: { id } })`.
 * The route is the zod-free copy of a declaration (contracts/src/api/route-paths.ts: method and path
 * template at run time, the declaration itself as a type), so the URL, the input and the answer's
 * type all come from the one declaration and no app writes an `/api/...` path or an answer type.
 */
import type { ApiRoute, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@trap/contracts/api/define';
import type { RouteRef } from '@trap/contracts/api/route-paths';
import { api, type HttpMethod, type RequestOptions } from './api-client.ts';

export type { RouteRef };
/** The declaration a route reference stands for. */
export type DeclarationOf<R extends RouteRef> = NonNullable<R['declaration']>;

type Declares<D extends ApiRoute, P extends 'params' | 'query' | 'body'> = D['request'] extends { [K in P]: unknown } ? true : false;
/** A part of the input: required when its schema has required fields, optional when it has none, absent without a schema. */
type Part<D extends ApiRoute, P extends 'params' | 'query' | 'body', T> =
  Declares<D, P> extends true ? ({} extends T ? { [K in P]?: T } : { [K in P]: T }) : { [K in P]?: never };

/**
 * What `call` sends for a declared route: its path parameters, query and body, each typed by the
 * declaration's schema (untyped for a route known only as some route, in code shared by several).
 */
export type RouteInput<R extends RouteRef> = ApiRoute extends DeclarationOf<R>
  ? AnyRouteInput
  : Part<DeclarationOf<R>, 'params', ParamsOf<DeclarationOf<R>>> &
      Part<DeclarationOf<R>, 'query', QueryOf<DeclarationOf<R>>> &
      Part<DeclarationOf<R>, 'body', BodyOf<DeclarationOf<R>>>;
/** What a declared route answers (the JSON the client parses). */
export type RouteResponse<R extends RouteRef> = ResponseOf<DeclarationOf<R>>;

/** `input` may be left out when the route needs none. */
export type InputArgs<R extends RouteRef, Rest extends unknown[] = []> = {} extends RouteInput<R>
  ? [input?: RouteInput<R>, ...rest: Partial<Rest>]
  : [input: RouteInput<R>, ...rest: Partial<Rest>];

/** Untyped input, as the run-time functions see it. */
export interface AnyRouteInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

type QueryValue = string | number | boolean | null | undefined;

/** A query's entries in the order given, without the empty ones (`undefined`, `null`), as strings; arrays repeat the key. */
export function queryEntries(query: AnyRouteInput['query']): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? (value as QueryValue[]) : [value as QueryValue]) {
      if (v === undefined || v === null) continue;
      out.push([name, String(v)]);
    }
  }
  return out;
}

/** Fills a path template's `{name}` parameters, each URI-encoded; a missing one is a programming error. */
export function fillPath(template: string, params: AnyRouteInput['params'] = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value as string | number));
  });
}

/** The URL of a declared route for an input: the filled path, then the query (`?a=1&b=x`, empty entries left out). */
export function urlOf(route: Pick<RouteRef, 'path'>, input: AnyRouteInput = {}): string {
  const query = new URLSearchParams(queryEntries(input.query)).toString();
  return fillPath(route.path, input.params) + (query ? `?${query}` : '');
}

/**
 * Calls a declared route: fills its path parameters, appends its query, sends its body (JSON) with
 * the API client's headers (CSRF, no-cache, time-out) and answers what the declaration answers.
 */
export function call<R extends RouteRef>(
  route: R,
  ...[input, options]: InputArgs<R, [options: RequestOptions]>
): Promise<RouteResponse<R>> {
  const given = (input ?? {}) as AnyRouteInput;
  return api.request<RouteResponse<R>>(route.method.toUpperCase() as HttpMethod, urlOf(route, given), given.body, options);
}
