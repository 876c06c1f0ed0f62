import { matchRoutes, type RouteObject } from 'react-router';
import type { Capability, TierFeatureId } from '@trap/contracts';
import type { RemoteApp } from '../config/app-config.tsx';
import type { RemoteRouteHandle, RemoteRouteObject, RemoteRoutesModule } from '../federation/remote-routes.ts';
import type { PrefetchResolver } from './link-prefetcher.ts';
import type { RoutePrefetch } from './route-prefetch.ts';

/** What the resolver needs to know of the app and the user (the shell passes its own). */
export interface LinkResolverContext {
  /** the shell's route table; its catch-all (`*`) leads to the remotes */
  routes: RouteObject[];
  remoteForPath: (pathname: string) => RemoteApp | undefined;
  loadRemote: (app: RemoteApp) => Promise<RemoteRoutesModule>;
  signedIn: boolean;
  can: (capability: Capability) => boolean;
  /** Whether the user's tier includes a paid feature (may load the tier rules on demand). */
  hasFeature: (feature: TierFeatureId) => boolean | Promise<boolean>;
  /** Warms a route's declared reads through the app's query client. */
  warm: (prefetch: RoutePrefetch | undefined, params: Record<string, string | undefined>, url: URL) => Promise<void>;
}

/** A router `lazy` (function form) loads the route's code chunk; the bundler keeps it for the real navigation. */
const loadLazy = (route: { lazy?: unknown }): Promise<unknown> | undefined =>
  typeof route.lazy === 'function' ? (route.lazy as () => Promise<unknown>)() : undefined;

/**
 * SPEC 9: what a link's target warms. A shell route loads its code chunk and its declared reads (those
 * only with the declaration's capability). A remote route, only for a signed-in user (a guest is sent
 * to /auth there): the remote's entry (its route table, which says what the route needs), then, only
 * when the user may open the route (every capability on its match, as the shell's RemoteZone checks),
 * its code, and its reads only with the declaration's capability and when the user's tier includes
 * the route's tier feature (a lower tier sees the locked feature there, and its reads would be
 * refused with 403 TIER_REQUIRED).
 */
export function createLinkResolver(ctx: LinkResolverContext): PrefetchResolver {
  return (url) => {
    const matches = matchRoutes(ctx.routes, url.pathname);
    const leaf = matches?.[matches.length - 1];
    if (!leaf) return null;
    if (leaf.route.path !== '*') {
      const prefetch = (leaf.route.handle as { prefetch?: RoutePrefetch } | undefined)?.prefetch;
      const allowed = !prefetch?.capability || ctx.can(prefetch.capability);
      return () => Promise.all([loadLazy(leaf.route), prefetch?.code?.(), allowed ? ctx.warm(prefetch, leaf.params, url) : undefined]);
    }
    const app = ctx.remoteForPath(url.pathname);
    if (!app || !ctx.signedIn) return null;
    return async () => {
      const remote = await ctx.loadRemote(app);
      const found = matchRoutes(remote.routes as RouteObject[], url.pathname);
      if (!found?.length) return;
      const handles = found.map((m) => (m.route as RemoteRouteObject).handle).filter((h): h is RemoteRouteHandle => Boolean(h));
      if (handles.some((h) => h.capability && !ctx.can(h.capability))) return;
      const last = found[found.length - 1]!;
      const prefetch = (last.route as RemoteRouteObject).handle?.prefetch;
      // a lower tier opens the page (it shows the locked feature) but its reads would be refused
      const mayRead =
        (!prefetch?.capability || ctx.can(prefetch.capability)) &&
        !(await Promise.all(handles.flatMap((h) => (h.tier ? [ctx.hasFeature(h.tier)] : [])))).includes(false);
      await Promise.all([loadLazy(last.route), prefetch?.code?.(), mayRead ? ctx.warm(prefetch, last.params, url) : undefined]);
    };
  };
}
