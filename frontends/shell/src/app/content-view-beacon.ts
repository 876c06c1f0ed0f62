import type { createBrowserRouter } from 'react-router';
import { call } from '@trap/ui';
import { contentViewsApi } from '@trap/contracts/api/route-paths';
import type { ContentViewInput } from '@trap/contracts/api/index';

type Router = ReturnType<typeof createBrowserRouter>;

/** The content pages whose opening is a content view (the shell's routes of each kind). */
const PAGES: [RegExp, ContentViewInput['kind']][] = [
  [/^\/blog\/([^/]+)\/?$/, 'blog_post'],
  [/^\/podcasts\/([^/]+)\/?$/, 'podcast'],
  [/^\/ama\/([^/]+)\/?$/, 'ama'],
  [/^\/shooters?\/([^/]+)\/?$/, 'shooter'],
  [/^\/shooting-ranges\/([^/]+)\/?$/, 'shooting_range'],
];

/** The content view a path is, if any. */
function contentViewOf(pathname: string): ContentViewInput | null {
  for (const [pattern, kind] of PAGES) {
    const m = pattern.exec(pathname);
    if (m) return { kind, id: decodeURIComponent(m[1]!) };
  }
  return null;
}

/**
 * Reports each opening of a content page (the first load and every navigation to one) for the
 * super-admin's analytics: POST /api/content-views, fire and forget. Link prefetches and cached
 * reads are no views, so the page itself says when it was opened (docs/decisions.md).
 */
let lastKey: string | undefined; // one per page load, whichever router reports it

export function countContentViews(router: Router): Router {
  const seen = (location: { pathname: string; key: string }) => {
    if (location.key === lastKey) return;
    lastKey = location.key;
    const view = contentViewOf(location.pathname);
    if (view) call(contentViewsApi.recordContentView, { body: view }).catch(() => undefined);
  };
  seen(router.state.location);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') seen(state.location);
  });
  return router;
}
