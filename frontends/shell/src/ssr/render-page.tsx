/**
 * The home page and the public content pages rendered on the server, so a phone
 * paints their main content from the HTML before any JavaScript has arrived; the browser then
 * hydrates the same tree (bootstrap.tsx). Built as a Node bundle of its own (rsbuild.ssr.config.ts)
 * and called by the bff (bff/src/static/server-render.ts), which caches the result per path.
 *
 * What is rendered is what every visitor sees alike: the public reads the bff caches for everyone,
 * the site settings, and the signed-out state of the header while the session is being read. A
 * member's own data arrives after hydration, exactly as on a page load without server rendering.
 */
import '@trap/ui/styles.css';
import '../app/shell.css';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { resolveLanguage, type Language } from '@trap/contracts/language';
import {
  ApiError,
  createQueryClient,
  loadLanguage,
  loadTextsEngine,
  SETTINGS_QUERY_KEY,
  setServerRenderOrigin,
  type AppConfig,
  type RouteResponse,
} from '@trap/ui';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { warmReads, type RoutePrefetch } from '@trap/ui/prefetch/route-prefetch.ts';
import { AppProviders } from '../app/app.tsx';
import { appRoutes } from '../app/router.tsx';
import { pageShellReads } from '../app/page-shell-reads.ts';
import { remoteForPath } from '../app/route-table.ts';
import { renderWithConsentChosen } from '../features/consent/consent-store.ts';
import type { ServerRenderState } from './server-render-state.ts';
import '../shared/i18n/shell-texts.ts';

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /**
   * What the browser needs to hydrate the same tree: the query cache and the runtime configuration;
   * null when `html` is only the head and the browser renders the page itself.
   */
  state: ServerRenderState | null;
  /** 404 for a path no page answers and for a page whose item does not exist; else 200. */
  status: number;
  /** the page's language: the bff sets `<html lang>` from it */
  language: Language;
}

/**
 * A path no route of the app answers: the catch-all matched and no remote owns the path (the same
 * test RemoteZone makes before it shows the 404 page). Search engines must get a 404 for it, not the app shell.
 */
export function isUnknownPath(pathname: string): boolean {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  return !leaf || (leaf.path === '*' && !remoteForPath(pathname));
}

const handler = createStaticHandler(appRoutes);

/**
 * Renders `url` (path and query) when its route asks for it (`handle.serverRender`); null for every
 * other path (the bff then sends the plain index.html) and for redirects.
 */
export async function renderPage(
  url: string,
  config: AppConfig,
  apiOrigin: string,
  visitor: { consentChosen: boolean; language?: Language | null },
): Promise<RenderedPage | null> {
  setServerRenderOrigin(apiOrigin);
  const full = new URL(url, apiOrigin);
  // Most paths are not server-rendered: the route table says so without loading any route's code.
  const unknown = isUnknownPath(full.pathname);
  const matched = matchRoutes(appRoutes, full.pathname);
  if (!unknown && !(matched?.at(-1)?.route.handle as { serverRender?: boolean } | undefined)?.serverRender) return null;
  const context = await handler.query(new Request(full));
  if (context instanceof Response) return null;
  const leaf = context.matches[context.matches.length - 1];
  const handle = leaf?.route.handle as { serverRender?: boolean; prefetch?: RoutePrefetch } | undefined;
  if (!leaf || !(unknown || handle?.serverRender) || context.statusCode !== 200) return null;

  // A read that fails is left to the browser: the page must not wait on retries.
  const queryClient = createQueryClient({ queries: { retry: false } });
  await Promise.all([
    warmReads(queryClient, { reads: pageShellReads }, leaf.params, full),
    warmReads(queryClient, handle?.prefetch, leaf.params, full),
  ]);
  // the page's own item answered 404 (a deleted post, a mistyped id): so does the page
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
  // Its page would render as loading (a failed read is fetched again on mount), so only the status and a
  // noindex head leave the server; the browser renders the page's own not-found state.
  // The tag is static head (data-static-head): the browser's start removes it, and the page's own head
  // says noindex once it shows its not-found state, so the page never carries two robots tags.
  if (missing) {
    queryClient.clear();
    return { html: '<meta name="robots" content="noindex, nofollow" data-static-head=""/>', state: null, status: 404, language: 'en' };
  }
  // The visitor's choice or their browser's Hindi (the bff read both), else the site's default language.
  const settings = queryClient.getQueryData<RouteResponse<typeof settingsApi.getSiteSettings>>(SETTINGS_QUERY_KEY);
  const language = resolveLanguage({ chosen: visitor.language, siteDefault: settings?.general?.defaultLanguage });
  const textsEngine = await loadTextsEngine();
  await loadLanguage(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderWithConsentChosen(visitor.consentChosen, () =>
    renderToString(
      <AppProviders config={config} queryClient={queryClient} texts={{ language, engine: textsEngine }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  // Only answers go to the browser: a read that failed renders its error state after hydration, live.
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  queryClient.clear();
  return { html, state: { config, queries, language }, status: unknown ? 404 : 200, language };
}
