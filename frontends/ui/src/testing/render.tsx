/**
 * Renders a screen as the apps do (for component tests only): the app config, a query client with
 * retries off, the auth context with a given user (or none) and the site settings already read, a memory router at `path`, and the toaster.
 */
import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DEFAULT_SETTINGS, type CurrentUser, type SiteSettings } from '@trap/contracts';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { Toaster } from '../components/toast.tsx';
import { AppConfigProvider, DEFAULT_APP_CONFIG, type AppConfig } from '../config/app-config.tsx';
import { SETTINGS_QUERY_KEY } from '../config/site-settings.ts';
import { createQueryClient, USER_QUERY_KEY } from '../query/query-client.ts';

export interface RenderScreenOptions {
  /** The URL the router starts at ('/'). */
  path?: string;
  /** The route pattern the screen is mounted at (so `useParams` works), e.g. '/events/:id'; `path` by default. */
  pattern?: string;
  /** The signed-in user, or null (a guest). */
  user?: CurrentUser | null;
  config?: Partial<AppConfig>;
  /** The site settings every page reads (the defaults). */
  settings?: SiteSettings;
  /** Other routes the screen links or navigates to, e.g. `{ path: '/auth', element: <p>Log in</p> }`. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export interface RenderedScreen extends RenderResult {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

/** A query client for tests: no retries (an error shows at once; a screen that sets its own retries retries without waiting), nothing refetched behind the test's back. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, retryDelay: 0, staleTime: Infinity, refetchOnWindowFocus: false } });
}

export function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}): RenderedScreen {
  const path = options.path ?? '/';
  const queryClient = options.queryClient ?? createTestQueryClient();
  // the user as the auth context would have read it from GET /api/user
  queryClient.setQueryData(USER_QUERY_KEY, options.user ?? null);
  // and the site settings, so a test mocks only its screen's own reads
  queryClient.setQueryData(SETTINGS_QUERY_KEY, options.settings ?? DEFAULT_SETTINGS);
  const router = createMemoryRouter(
    [{ path: options.pattern ?? path.split('?')[0], element: screen }, ...(options.routes ?? [])],
    { initialEntries: [path] },
  );
  const providers = (children: ReactNode) => (
    <AppConfigProvider config={{ ...DEFAULT_APP_CONFIG, ...options.config }}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
  const result = render(providers(<RouterProvider router={router} />));
  return { ...result, queryClient, router };
}
