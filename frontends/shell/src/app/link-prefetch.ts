import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@trap/ui';
import { createLinkResolver } from '@trap/ui/prefetch/link-resolver.ts';
import { useLinkPrefetcher, warmReads } from '@trap/ui/prefetch/route-prefetch.ts';
import { shellRoutes } from './router.tsx';
import { remoteForPath } from './route-table.ts';
import { loadRemoteRoutes } from './remotes/federation.ts';

/**
 * SPEC 9 link prefetch for the whole document (the shell's pages and whatever a remote renders in
 * it): a link's target route loads its code chunk, and warms the reads its declaration names
 * (`handle.prefetch` in the shell's route table or a remote's routes). What a user may have
 * prefetched (signed in, capabilities, tier) is decided in `createLinkResolver`.
 */
export function ShellLinkPrefetcher() {
  const queryClient = useQueryClient();
  const { user, can } = useAuth();

  const resolve = useMemo(
    () =>
      createLinkResolver({
        routes: shellRoutes,
        remoteForPath,
        loadRemote: loadRemoteRoutes,
        signedIn: Boolean(user),
        can,
        // the tier rules come with zod: loaded only when a link leads to a tiered screen
        hasFeature: async (feature) => (await import('@trap/ui/prefetch/tier-access.ts')).userHasFeature(user, feature),
        warm: (prefetch, params, url) => warmReads(queryClient, prefetch, params, url),
      }),
    [queryClient, user, can],
  );

  useLinkPrefetcher(resolve);
  return null;
}
