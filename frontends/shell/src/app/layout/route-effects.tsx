import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isPrefetching } from '@trap/ui/prefetch/prefetch-warming.ts';

/**
 * SPEC 2.5: every route change scrolls to the top and cancels pending data queries. Only the
 * queries nobody watches any more (the page just left) are cancelled; the new page's queries and
 * the session stay, and so do link prefetches under way: they are no page's queries, and the one a
 * tap has just started is the opened page's own first read, which it subscribes to only after this
 * effect has run.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    void queryClient.cancelQueries({
      predicate: (q) => q.state.fetchStatus === 'fetching' && q.getObserversCount() === 0 && !isPrefetching(q),
    });
  }, [pathname, queryClient]);
  return null;
}
