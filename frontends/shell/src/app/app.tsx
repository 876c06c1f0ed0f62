import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppConfigProvider, AuthProvider, I18nextProvider, i18n as pageI18n, Toaster, type AppConfig, type I18n } from '@trap/ui';
import type { createAppRouter } from './router.tsx';
import { ShellLinkPrefetcher } from './link-prefetch.ts';

/**
 * Everything around the router, the same on the server and in the browser, so a page rendered on
 * the server (ssr/render-page.tsx) hydrates without a mismatch.
 */
export function AppProviders({
  config,
  queryClient,
  i18n = pageI18n,
  children,
}: {
  config: AppConfig;
  queryClient: QueryClient;
  /** the texts' instance: the page's one in the browser, one per render on the server */
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {children}
            <ShellLinkPrefetcher />
            <Toaster />
          </AuthProvider>
        </QueryClientProvider>
      </AppConfigProvider>
    </I18nextProvider>
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
