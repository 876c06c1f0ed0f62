import { useEffect, useRef } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Capability } from '@trap/contracts';
import type { PrefetchResolver } from './link-prefetcher.ts';
import { warming } from './prefetch-warming.ts';

/** One read a route warms: the same key (and fetcher, when the page's query has its own) as the page's query. */
export interface PrefetchRead {
  queryKey: QueryKey;
  queryFn?: (context: { signal: AbortSignal }) => Promise<unknown>;
}

/**
 * What a route warms when a link to it is prefetched, declared next to the route: in the shell's
 * route table (`handle.prefetch`) or a remote's `RemoteRouteHandle.prefetch`. `reads` are the
 * page's first queries, from the route's params and the link's URL (for `?page=` and filters).
 */
export interface RoutePrefetch {
  reads?: (params: Record<string, string | undefined>, url: URL) => PrefetchRead[] | Promise<PrefetchRead[]>;
  /** The reads are only for users with this capability (a remote route's own capability counts too). */
  capability?: Capability;
  /** The route's code, for routes whose page is a React.lazy element rather than a router `lazy`. */
  code?: () => Promise<unknown>;
}

/** Warm the declared reads through the app's query client (a fresh cached answer is not fetched again). */
export async function warmReads(
  queryClient: QueryClient,
  prefetch: RoutePrefetch | undefined,
  params: Record<string, string | undefined>,
  url: URL,
): Promise<void> {
  const reads = (await prefetch?.reads?.(params, url)) ?? [];
  await Promise.all(
    reads.map(async (read) => {
      const cache = queryClient.getQueryCache();
      const busy = cache.find({ queryKey: read.queryKey, exact: true })?.state.fetchStatus === 'fetching';
      const warm = queryClient.prefetchQuery(
        read.queryFn ? { queryKey: read.queryKey, queryFn: read.queryFn } : { queryKey: read.queryKey },
      );
      // only a fetch this prefetch started (one already under way is someone else's)
      const query = busy ? undefined : cache.find({ queryKey: read.queryKey, exact: true });
      if (query?.state.fetchStatus !== 'fetching') return warm;
      warming.add(query);
      try {
        await warm;
      } finally {
        warming.delete(query);
      }
    }),
  );
}

/**
 * Runs the document's link prefetcher (SPEC 9) while mounted. `resolve` may change between renders
 * (it sees the current user); the prefetcher always asks the latest one.
 */
export function useLinkPrefetcher(resolve: PrefetchResolver): void {
  const latest = useRef(resolve);
  useEffect(() => {
    latest.current = resolve;
  }, [resolve]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Start once the page has settled, so the first screen's own requests go first; the prefetcher's
    // code is a chunk of its own, loaded then (nothing of it in the start-up JavaScript).
    const begin = () =>
      void import('./link-prefetcher.ts')
        .then(({ startLinkPrefetcher }) => {
          if (!cancelled) stop = startLinkPrefetcher((url) => latest.current(url));
        })
        .catch(() => undefined);
    const idle = 'requestIdleCallback' in window ? window.requestIdleCallback(begin, { timeout: 1500 }) : undefined;
    const timer = idle === undefined ? setTimeout(begin, 500) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
      stop?.();
    };
  }, []);
}
