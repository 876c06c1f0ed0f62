import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';

/**
 * SPEC 2.5: every route change scrolls to the top and cancels pending data queries. Only the
 * queries nobody watches any more (the page just left) are cancelled; the new page's queries and
 * the session stay.
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
    void queryClient.cancelQueries({ predicate: (q) => q.state.fetchStatus === 'fetching' && q.getObserversCount() === 0 });
  }, [pathname, queryClient]);
  return null;
}
