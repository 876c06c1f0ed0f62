import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppConfigProvider, AuthProvider, TextsProvider, Toaster, type AppConfig, type Language, type TextsEngine } from '@trap/ui';
import type { createAppRouter } from './router.tsx';
import { onDemand, useLoadedAfterMount } from '../shared/lib/on-demand.ts';

// Link prefetch starts once the page is up: its code (the link resolver, the reads' warming) is not
// in the start-up JavaScript. It renders nothing, so the server's page and the hydrating render match.
const linkPrefetcher = onDemand(() =>
  import(/* webpackChunkName: "link-prefetch" */ './link-prefetch.ts').then((m) => m.ShellLinkPrefetcher),
);
function LinkPrefetcher() {
  const Prefetcher = useLoadedAfterMount(linkPrefetcher);
  return Prefetcher ? <Prefetcher /> : null;
}

/**
 * Everything around the router, the same on the server and in the browser, so a page rendered on
 * the server (ssr/render-page.tsx) hydrates without a mismatch.
 */
export function AppProviders({
  config,
  queryClient,
  texts,
  children,
}: {
  config: AppConfig;
  queryClient: QueryClient;
  /** the server's render: its language and engine (the browser uses the page's own) */
  texts?: { language: Language; engine: TextsEngine };
  children: ReactNode;
}) {
  const app = (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <LinkPrefetcher />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
  return texts ? (
    <TextsProvider language={texts.language} engine={texts.engine}>
      {app}
    </TextsProvider>
  ) : (
    app
  );
}

export function App({
  config,
  queryClient,
  router,
}: {
  config: AppConfig;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
