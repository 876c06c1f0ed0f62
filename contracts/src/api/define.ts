import type { z } from 'zod';
import type { Capability } from '../access/permissions.ts';
import type { Tier } from '../access/tiers.ts';
import type { ContentType } from '../http/content/tags.ts';

/**
 * Gated content (DECISIONS "What each tier unlocks"): the answer's items of `kind` show `field` in
 * full only to callers whose live tier includes the item's required tier (the highest of its
 * gating tags') and to content staff; everyone else gets a teaser, `locked: true` and the tier
 * needed. `search`: a gated item's hit keeps its title, its snippet says what it is instead.
 */
export type ContentGateRule =
  { kind: Extract<ContentType, 'blog_post' | 'podcast' | 'ama'>; field: 'content' | 'transcript' | 'audioUrl' } | 'search';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One endpoint of the public `/api`, declared once: the service binds its handler to this object
 * (the kit validates the input, checks the session and capability, and types the handler from it),
 * the OpenAPI document is generated from it, the bff's cache rules and the frontends' types read it.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI path template: `/api/users/{id}/check-membership` */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** public: no session needed; optional: answers differently with one; required: 401 without */
  auth: 'public' | 'optional' | 'required';
  /** capability from the permission table the caller needs (403 otherwise) */
  capability?: Capability;
  /**
   * the lowest membership tier that may call it (DECISIONS "What each tier unlocks"; the feature
   * is named in contracts/src/access/tier-features.ts): the kit answers 403 TIER_REQUIRED with the
   * tier needed when the caller's live membership is lower. Needs auth `required`.
   */
  tier?: Tier;
  /**
   * the answer passes the service's content gate after the handler (the caller's session is read
   * when there is one, never required); a service that binds a gated route without a gate does not start
   */
  gate?: ContentGateRule;
  request?: {
    body?: z.ZodType;
    query?: z.ZodType;
    params?: z.ZodType;
  };
  response: {
    /** default 200 */
    status?: number;
    description: string;
    /** omitted: no body */
    schema?: z.ZodType;
    /** another success status with the same body (a replayed idempotent write answers 200 with what the first stored) */
    also?: { status: number; description: string };
    /** the response sets or clears the session cookie */
    setsSession?: boolean;
    /** not JSON (a CSV download, an event stream): the handler writes the response itself */
    contentType?: string;
  };
  /** error statuses beyond the ones derived from auth, capability and input (400/401/403) */
  errors?: readonly number[];
  /**
   * `public`: the same for every visitor and changed only by content events, so the bff may answer
   * it from its cache and clients need not ask for a fresh copy (SPEC 7's cached reads).
   */
  cache?: 'public';
  /**
   * `bff`: answered by the bff itself (the notification stream), never proxied, so the service that
   * owns the path prefix does not bind it.
   */
  servedBy?: 'bff';
}

/** A group of declarations: one route, or a family (e.g. a content kind's list, item, create, update, delete). */
export type ApiRoutes = { readonly [name: string]: ApiRoute | ApiRoutes };

/** Schemas that get a readable name in components.schemas (anything else is named after its operation). */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

/**
 * Declares a service's endpoints under names the service binds to (`settingsApi.updateSiteSettings`).
 * `const` keeps every schema's own type, so handlers are typed from it.
 */
export const defineApi = <const T extends ApiRoutes>(routes: T): T => routes;

/** One declaration, typed as declared (for families built by a helper function). */
export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

const isRoute = (v: ApiRoute | ApiRoutes): v is ApiRoute =>
  typeof (v as ApiRoute).method === 'string' && typeof (v as ApiRoute).path === 'string';

/**
 * Puts a whole group of declarations behind a membership tier (`tier` on each route): a feature of
 * DECISIONS "What each tier unlocks" whose every member endpoint needs the same tier. Routes with a
 * capability (staff tools in the family) are left to their capability.
 */
export function gateTier<const T extends ApiRoutes>(tier: Tier, routes: T): T {
  // a staff tool of the family (a capability: admins managing challenges) is not the members' paid feature
  for (const route of routesOf(routes)) if (!route.capability) (route as { tier?: Tier }).tier = tier;
  return routes;
}

/** Every declaration of a group, families included, in declaration order. */
export function routesOf(api: ApiRoutes): ApiRoute[] {
  return Object.values(api).flatMap((v) => (isRoute(v) ? [v] : routesOf(v)));
}

/** `post /api/users/{id}/check-membership` -> `postUsersByIdCheckMembership` */
export function operationIdOf(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const pascal = (s: string) =>
    s.replace(/(^|[-_/{}]+)([a-z0-9])/gi, (_m, _sep, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
  const parts = route.path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith('{') ? `By${pascal(seg)}` : pascal(seg)));
  return route.method + parts.join('');
}

/** `/api/users/{id}` -> `/api/users/:id` (Express's path syntax). */
export const expressPathOf = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

type SchemaAt<R extends ApiRoute, P extends 'body' | 'query' | 'params'> = R['request'] extends { [K in P]: infer S extends z.ZodType }
  ? S
  : never;

/** What a client sends as the body of a declared route (`BodyOf<typeof practiceApi.logSession>`). */
export type BodyOf<R extends ApiRoute> = z.input<SchemaAt<R, 'body'>>;
/** The path parameters of a declared route (`{ id: string }` for `/api/users/{id}`). */
export type ParamsOf<R extends ApiRoute> = z.input<SchemaAt<R, 'params'>>;
/** The query parameters a client may send to a declared route. */
export type QueryOf<R extends ApiRoute> = z.input<SchemaAt<R, 'query'>>;
/** What a declared route answers, as JSON parsed by the client; `void` for routes without a body. */
export type ResponseOf<R extends ApiRoute> = R['response'] extends { schema: infer S extends z.ZodType } ? z.output<S> : void;
