// Type imports only: the API client in the shell's start-up code uses these through cached-reads.ts, without zod.
import type { ApiRoute, HttpMethod } from './define.ts';

/** What matching needs of a declaration (cached-reads.ts passes plain entries, not whole declarations). */
type RouteKey = Pick<ApiRoute, 'method' | 'path' | 'cache'>;

/** A declared path template as a matcher of concrete paths: `/api/podcasts/{id}` matches `/api/podcasts/abc`. */
const templatePattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Literal segments outrank parameters, position by position (`/saved` over `/{id}`), as the services bind them. */
function moreSpecific(a: RouteKey, b: RouteKey): boolean {
  const as = a.path.split('/');
  const bs = b.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aParam = as[i]!.startsWith('{');
    const bParam = bs[i]!.startsWith('{');
    if (aParam !== bParam) return bParam;
  }
  return false;
}

/**
 * Which declaration answers a request: of the declared routes of that method whose template
 * matches the path, the most specific one (a literal segment beats a parameter), undefined when
 * none does. Compiled once from the route table.
 */
export function routeResolver<R extends RouteKey>(routes: readonly R[]): (method: string, path: string) => R | undefined {
  const compiled = routes.map((route) => ({ route, pattern: templatePattern(route.path) }));
  return (method, path) => {
    const m = method.toLowerCase() as HttpMethod;
    let best: R | undefined;
    for (const { route, pattern } of compiled) {
      if (route.method !== m || !pattern.test(path)) continue;
      if (!best || moreSpecific(route, best)) best = route;
    }
    return best;
  };
}

/**
 * Whether a GET of `path` is a public read that a shared cache may answer: the declaration that
 * answers it is `cache: 'public'`. A path no declaration answers, or one a personal declaration
 * answers under a cached prefix (`/api/shooting-tips/saved`), is never cached.
 */
export function publicReadMatcher(routes: readonly RouteKey[]): (path: string) => boolean {
  const resolve = routeResolver(routes.filter((r) => r.method === 'get'));
  return (path) => resolve('get', path)?.cache === 'public';
}
