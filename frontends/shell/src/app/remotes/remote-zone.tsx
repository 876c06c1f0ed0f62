import { Suspense, use, useEffect } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import {
  Button,
  ErrorBoundary,
  ErrorFallback,
  PageHead,
  Spinner,
  useAuth,
  type RemoteApp,
  type RemoteRouteHandle,
  type RemoteRouteObject,
} from '@trap/ui';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { remoteForPath } from '../route-table.ts';
import { loadRemoteRoutes, resetFailedRemote } from './federation.ts';

/** How long Access Denied stays before the redirect to / (SPEC 2.3). */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

/**
 * Everything the shell's own routes do not match lands here: a protected area owned by a remote
 * (loaded at runtime behind an error boundary with retry), or the 404 page.
 */
export function RemoteZone() {
  const { pathname, search } = useLocation();
  const app = remoteForPath(pathname);
  const { user, isLoading, signingOut } = useAuth();

  if (!app) return <NotFoundPage />;
  if (isLoading) {
    // SPEC 2.2: 'Checking authentication...'; SPEC 2.3: a Loading state in the super-admin area.
    return <Spinner block label={pathname.startsWith('/superadmin') ? 'Loading...' : 'Checking authentication...'} />;
  }
  // A screen left during logout stays quiet; anyone else anonymous goes to /auth (SPEC 2.2), which
  // says the page is for members and brings them back to it after logging in (a guest following the
  // header's Events Calendar lands on the calendar, not on /profile).
  if (!user)
    return signingOut ? (
      <Spinner block label="Logging out..." />
    ) : (
      <Navigate to={`/auth?returnTo=${encodeURIComponent(pathname + search)}`} replace />
    );

  return (
    <ErrorBoundary
      // another page of the area (one already loaded, e.g. /practice offline) gets its chance
      resetKeys={[app, pathname]}
      onReset={() => resetFailedRemote(app)}
      // a page's chunk that did not arrive is reloaded by ErrorFallback itself
      fallback={({ error, reset }) => <ErrorFallback error={error} onRetry={reset} />}
    >
      <Suspense fallback={<Spinner block label="Loading..." />}>
        <RemoteRoutes app={app} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteRoutes({ app }: { app: RemoteApp }) {
  const remote = use(loadRemoteRoutes(app));
  const location = useLocation();
  const { can } = useAuth();
  const routes = remote.routes as RouteObject[];
  const element = useRoutes(routes, location);
  const matches = matchRoutes(routes, location) ?? [];
  if (matches.length === 0 || !element) return <NotFoundPage />;

  const handles = matches.map((m) => (m.route as RemoteRouteObject).handle).filter((h): h is RemoteRouteHandle => Boolean(h));
  const denied = handles.find((h) => h.capability && !can(h.capability));
  const leaf = handles[handles.length - 1];

  if (denied) return <AccessDenied message={denied.accessDeniedMessage} />;
  return (
    <>
      {/* Member, admin and moderator screens are private: never indexed (SPEC 2.5). */}
      <PageHead title={leaf?.title} noindex />
      <Suspense fallback={<Spinner block label="Loading..." />}>{element}</Suspense>
    </>
  );
}

/** SPEC 2.3: Access Denied with a Return to Home button, then a redirect to /. */
export function AccessDenied({ message }: { message?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const t = setTimeout(() => void navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <section className="shell-denied" aria-labelledby="denied-title">
      <PageHead title="Access Denied" noindex />
      <svg className="shell-denied__icon" aria-hidden="true" viewBox="0 0 48 48" width="56" height="56">
        <circle cx="24" cy="24" r="22" fill="#FDECEA" />
        <rect x="20" y="22" width="8" height="3" rx="1.5" fill="none" />
        <path d="M16 21v-4a8 8 0 0 1 16 0v4" fill="none" stroke="#C62828" strokeWidth="3" strokeLinecap="round" />
        <rect x="12" y="21" width="24" height="16" rx="3" fill="#C62828" />
        <circle cx="24" cy="28" r="2.5" fill="#fff" />
        <rect x="23" y="29" width="2" height="4" rx="1" fill="#fff" />
      </svg>
      <h1 id="denied-title">Access Denied</h1>
      <p>{message ?? 'You do not have permission to access this area.'}</p>
      <Button onClick={() => void navigate('/', { replace: true })}>Return to Home</Button>
    </section>
  );
}
