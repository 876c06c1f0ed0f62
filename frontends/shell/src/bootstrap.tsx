import '@trap/ui/styles.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import {
  clearAccountDeletedFlag,
  createQueryClient,
  fetchAppConfig,
  loadLanguage,
  pageLanguage,
  SETTINGS_QUERY_KEY,
  startInLanguage,
  startLanguage,
  swallowNoisyRejections,
} from '@trap/ui';
import { App } from './app/app.tsx';
import { appRoutes, createAppRouter } from './app/router.tsx';
import { countContentViews } from './app/content-view-beacon.ts';
import { registerRemoteManifests, remoteManifestUrls } from './app/remotes/federation.ts';
import { applyStoredTheme } from './features/theme/stored-theme.ts';
import { readServerRenderState } from './ssr/server-render-state.ts';
import './shared/i18n/shell-texts.ts';

swallowNoisyRejections();
clearAccountDeletedFlag();
applyStoredTheme();

// The static head of index.html serves crawlers and the first paint; React's own <title>/<meta> take over.
document.querySelectorAll('head [data-static-head]').forEach((node) => node.remove());

/** SPEC 7: the logo and the social-share image are preloaded when the browser is idle. */
function preloadImagesWhenIdle(): void {
  const load = () => ['/images/logo.svg', '/images/social-share.png'].forEach((src) => (new Image().src = src));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

/**
 * A page the server rendered is hydrated with the tree it was rendered from: its routes' code is
 * loaded first (a lazy route not yet loaded would render the loading fallback instead of the page).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  // The home page and the public content pages arrive rendered, with their reads and the runtime config
  const rendered = root.firstElementChild ? readServerRenderState() : null;
  // A page from the server is hydrated in the language it was rendered in (its texts fetched first, so
  // the first render matches the HTML); any other page starts in the visitor's choice or their browser's
  // Hindi, and follows the site's default language once the settings are read (RootLayout).
  const [config] = await Promise.all([
    rendered?.config ?? fetchAppConfig(),
    startInLanguage(rendered ? (rendered.language ?? 'en') : startLanguage()),
  ]);
  registerRemoteManifests(config.remotes);
  const queryClient = createQueryClient();
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    // The page may have been kept a few seconds; settings announce no content event, so they are read
    // again once the page is up (the hydrating render uses the page's copy, so it matches the HTML).
    void queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY, refetchType: 'none' });
    await loadMatchedRoutes(appRoutes);
    // a page's code registers its own texts (the shell's pages, page-texts.ts): in Hindi, fetched before hydrating
    await loadLanguage(pageLanguage());
  }
  const app = (
    <StrictMode>
      <App config={config} queryClient={queryClient} router={countContentViews(createAppRouter())} />
    </StrictMode>
  );
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
  preloadImagesWhenIdle();
  // registered once the page is up: its code is not in the start-up JavaScript
  void import(/* webpackChunkName: "service-worker" */ './app/offline/service-worker.ts').then(({ registerServiceWorker }) =>
    registerServiceWorker(remoteManifestUrls),
  );
}

void start();
