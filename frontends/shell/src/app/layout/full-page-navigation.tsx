import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * /sitemap.xml and /robots.txt belong to the server: a client-side visit becomes a full browser
 * navigation. If the document itself was already loaded at that path (the server answered with the
 * app), stop instead of reloading forever.
 */
export function FullPageNavigation() {
  const { pathname } = useLocation();
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedHere = entry ? new URL(entry.name).pathname === pathname : false;
    if (loadedHere) setStuck(true);
    else window.location.assign(pathname);
  }, [pathname]);
  return stuck ? <p className="shell-note">{pathname} is not available right now.</p> : null;
}
