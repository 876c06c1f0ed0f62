import { useCallback } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth, type RemoteRouteHandle, type RemoteRouteObject } from '@trap/ui';
import type { PrefetchResolver } from '@trap/ui/prefetch/link-prefetcher.ts';
import { useLinkPrefetcher, warmReads, type RoutePrefetch } from '@trap/ui/prefetch/route-prefetch.ts';
import { shellRoutes } from './router.tsx';
import { remoteForPath } from './route-table.ts';
import { loadRemoteRoutes } from './remotes/federation.ts';

/** A router `lazy` (function form) loads the route's code chunk; the bundler keeps it for the real navigation. */
const loadLazy = (route: RouteObject): Promise<unknown> | undefined =>
  typeof route.lazy === 'function' ? (route.lazy as () => Promise<unknown>)() : undefined;

/**
 * SPEC 9 link prefetch for the whole document (the shell's pages and whatever a remote renders in
 * it): a link's target route loads its code chunk, and warms the reads its declaration names
 * (`handle.prefetch` in the shell's route table or a remote's routes). A remote's route also loads
 * the remote's entry, and only for a signed-in user (guests are sent to /auth there); its reads
 * only when the user holds every capability on the route's match.
 */
export function ShellLinkPrefetcher() {
  const queryClient = useQueryClient();
  const { user, can } = useAuth();

  const resolve = useCallback<PrefetchResolver>(
    (url) => {
      const matches = matchRoutes(shellRoutes, url.pathname);
      const leaf = matches?.[matches.length - 1];
      if (!leaf) return null;
      if (leaf.route.path !== '*') {
        const prefetch = (leaf.route.handle as { prefetch?: RoutePrefetch } | undefined)?.prefetch;
        const allowed = !prefetch?.capability || can(prefetch.capability);
        return () => Promise.all([loadLazy(leaf.route), allowed ? warmReads(queryClient, prefetch, leaf.params, url) : undefined]);
      }
      const app = remoteForPath(url.pathname);
      if (!app || !user) return null;
      return async () => {
        const remote = await loadRemoteRoutes(app);
        const found = matchRoutes(remote.routes as RouteObject[], url.pathname);
        if (!found?.length) return;
        const handles = found.map((m) => (m.route as RemoteRouteObject).handle).filter((h): h is RemoteRouteHandle => Boolean(h));
        if (handles.some((h) => h.capability && !can(h.capability))) return;
        const last = found[found.length - 1]!;
        const prefetch = (last.route as RemoteRouteObject).handle?.prefetch;
        if (prefetch?.capability && !can(prefetch.capability)) return;
        await Promise.all([loadLazy(last.route), prefetch?.code?.(), warmReads(queryClient, prefetch, last.params, url)]);
      };
    },
    [queryClient, user, can],
  );

  useLinkPrefetcher(resolve);
  return null;
}
