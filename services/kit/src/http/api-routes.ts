import type { Express, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { API_ROUTES, expressPathOf, operationIdOf, type ApiRoute, type ContentGateRule } from '@trap/contracts/api/index';
import { serviceForPath, type ServiceName, type Tier } from '@trap/contracts';
import {
  authenticate,
  callerTier,
  requireCapability,
  requireTier,
  type AuthContext,
  type SessionStore,
  type TokenVerifier,
} from '../auth.ts';
import { parseOrThrow } from './validate.ts';
import { answerCheck, answersChecked } from './answer-check.ts';

type Part = 'body' | 'query' | 'params';
type Parsed<R extends ApiRoute, P extends Part> = R['request'] extends { [K in P]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a declaration's handler returns: its response body as the contract reads it, or nothing. */
export type ReplyOf<R extends ApiRoute> = R['response'] extends { schema: infer S extends z.ZodType } ? z.input<S> : void;

/** What a handler is given: the parsed input of its declaration and who is calling. */
export interface RouteInput<R extends ApiRoute> {
  body: Parsed<R, 'body'>;
  query: Parsed<R, 'query'>;
  params: Parsed<R, 'params'>;
  /** set whenever the declaration's auth is `required`; may be set for `optional` */
  auth: R['auth'] extends 'required' ? AuthContext : AuthContext | undefined;
  /** the tier the caller may use now (the live membership; Range Pass without a session), read on demand */
  tier: () => Promise<Tier>;
  req: Request;
  /** for headers and cookies; a handler that writes the body itself (CSV, streams) returns nothing */
  res: Response;
}

export type RouteHandler<R extends ApiRoute> = (input: RouteInput<R>) => Promise<ReplyOf<R>> | ReplyOf<R>;

export interface RouteOptions {
  /** middleware between the checks of the declaration and the handler (e.g. a header policy) */
  before?: RequestHandler[];
  /** the 401 message when the session is missing or no longer valid (a SPEC text), instead of the generic ones */
  unauthenticated?: string;
}

/**
 * What a route declared `gate` answers: the handler's reply as this caller may see it (the service
 * that owns gated content gives one; `res` for the cache headers a personal answer needs).
 */
export type AnswerGate = (rule: ContentGateRule, reply: unknown, req: Request, res: Response) => Promise<unknown>;

/**
 * Binds typed handlers to the route declarations of contracts/src/api: the session check, the
 * capability, input validation (400 with field messages) and the status and body of the answer all
 * come from the declaration, so a route is written once. It remembers what it bound, so the service
 * can prove at start that it serves every route declared for it and nothing undeclared.
 */
export class ApiRouter {
  private readonly served = new Map<string, ApiRoute>();

  readonly app: Express;
  private readonly deps: { verify: TokenVerifier; sessions?: SessionStore; gate?: AnswerGate };
  constructor(app: Express, deps: { verify: TokenVerifier; sessions?: SessionStore; gate?: AnswerGate }) {
    this.app = app;
    this.deps = deps;
  }

  handle<R extends ApiRoute>(route: R, handler: RouteHandler<R>, opts: RouteOptions = {}): void {
    const key = routeKey(route);
    if (this.served.has(key)) throw new Error(`${key} is bound twice`);
    this.served.set(key, route);
    const chain: RequestHandler[] = answersChecked() ? [answerCheck(route)] : [];
    if (route.tier && route.auth !== 'required') throw new Error(`${key}: a tier needs auth 'required'`);
    const gate = route.gate ? this.deps.gate : undefined;
    if (route.gate && !gate) throw new Error(`${key}: declared gated, but the service gives its router no gate`);
    // a gated answer depends on who asks, so even a public one reads the session when there is one
    if (route.auth !== 'public' || route.capability || gate)
      chain.push(
        authenticate({
          verify: this.deps.verify,
          sessions: this.deps.sessions,
          required: route.auth === 'required',
          message: opts.unauthenticated,
        }),
      );
    if (route.capability) chain.push(requireCapability(route.capability));
    if (route.tier) chain.push(requireTier(route.tier, this.deps.sessions));
    chain.push(...(opts.before ?? []));
    chain.push(async (req, res, next) => {
      try {
        const { request } = route;
        const input = {
          params: request?.params ? parseOrThrow(request.params, req.params) : undefined,
          query: request?.query ? parseOrThrow(request.query, req.query) : undefined,
          body: request?.body ? parseOrThrow(request.body, req.body ?? {}) : undefined,
          auth: req.auth,
          tier: async () => (req.auth ? callerTier(req.auth, this.deps.sessions) : 'range_pass'),
          req,
          res,
        } as RouteInput<R>;
        const reply = await handler(input);
        if (res.headersSent || res.writableEnded) return;
        const shown = gate && route.gate ? await gate(route.gate, reply, req, res) : reply;
        res.status(route.response.status ?? 200);
        if (route.response.schema) res.json(shown);
        else res.end();
      } catch (err) {
        next(err);
      }
    });
    this.app[route.method](expressPathOf(route.path), ...chain);
  }

  /** Everything bound so far. */
  boundRoutes(): ApiRoute[] {
    return [...this.served.values()];
  }
}

const routeKey = (r: Pick<ApiRoute, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** The `/api` routes an Express app serves, as `METHOD /path/{param}`. */
function servedApiRoutes(app: Express): string[] {
  const stack = ((app as unknown as { router?: { stack: Layer[] } }).router?.stack ?? []) as Layer[];
  const out: string[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    for (const path of ([] as string[]).concat(layer.route.path)) {
      if (!path.startsWith('/api')) continue;
      const template = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      for (const [method, on] of Object.entries(layer.route.methods))
        if (on && method !== '_all') out.push(`${method.toUpperCase()} ${template}`);
    }
  }
  return out;
}

/**
 * The service's routes against the declarations: every declaration whose path the platform table
 * gives to this service is bound (but those the bff answers itself), and every `/api` route the app
 * serves is a declaration bound through the router. Empty when they agree; startService refuses to
 * start otherwise.
 */
export function routeMismatches(service: ServiceName | string, app: Express, router: ApiRouter, declared: ApiRoute[]): string[] {
  const bound = new Set(router.boundRoutes().map(routeKey));
  const problems: string[] = [];
  for (const route of declared) {
    // the bff answers these itself (the notification stream): the prefix's service never sees them
    if (route.servedBy === 'bff') continue;
    if (serviceForPath(route.path.replace(/\{[^}]+\}/g, 'x')) !== service) continue;
    if (!bound.has(routeKey(route))) problems.push(`declared but not served by ${service}: ${routeKey(route)} (${operationIdOf(route)})`);
  }
  for (const served of servedApiRoutes(app)) {
    if (!bound.has(served)) problems.push(`served by ${service} but not declared in contracts/src/api: ${served}`);
  }
  return problems;
}

/** Refuses to start a service whose routes and declarations disagree (every service binds through the router). */
export function assertRoutesMatchDeclarations(service: string, app: Express, router: ApiRouter, declared: ApiRoute[] = API_ROUTES): void {
  const problems = routeMismatches(service, app, router, declared);
  if (problems.length) throw new Error(`Routes and declarations disagree:\n  ${problems.join('\n  ')}`);
}
