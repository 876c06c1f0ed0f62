import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
// Through the package name, so the harness shares the one @trap/ui instance (auth context) with the routes.
import { AppConfigProvider, AuthProvider, createQueryClient, ErrorBoundary, fetchAppConfig, Spinner, Toaster, useAuth } from '@trap/ui';
import type { RemoteRouteObject } from './remote-routes.ts';

function StandaloneFrame({ app }: { app: string }) {
  const { user, isLoading } = useAuth();
  return (
    <>
      <div className="ui-standalone-bar" role="note">
        <strong>{app}</strong> remote running on its own.{' '}
        {isLoading ? 'Checking session…' : user ? `Signed in as ${user.username}.` : 'Not signed in: log in through the shell.'}{' '}
        <Link to="/">Routes</Link>
      </div>
      <ErrorBoundary>
        <Suspense fallback={<Spinner block label="Loading..." />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function RouteIndex({ routes }: { routes: RemoteRouteObject[] }) {
  const paths = routes
    .flatMap((r) => [r.path, ...(r.children ?? []).map((c) => (c.index ? r.path : `${r.path}/${c.path}`))])
    .filter(Boolean);
  return (
    <ul style={{ padding: '1rem 2rem' }}>
      {[...new Set(paths)].map((p) => (
        <li key={p}>
          <Link to={p!.replace(':tierName', 'pro_lane')}>{p}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Development harness: a remote's dev server renders its own routes with the same providers as the
 * shell (API through the dev proxy to the bff), so a remote can be worked on and deployed alone.
 */
export async function renderStandalone(app: string, routes: RemoteRouteObject[]): Promise<void> {
  const config = await fetchAppConfig();
  const queryClient = createQueryClient();
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneFrame app={app} />,
      children: [{ index: true, element: <RouteIndex routes={routes} /> }, ...(routes as RouteObject[])],
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
            <Toaster />
          </AuthProvider>
        </QueryClientProvider>
      </AppConfigProvider>
    </StrictMode>,
  );
}
