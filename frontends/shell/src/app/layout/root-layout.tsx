import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBoundary, useAuth, useSiteDefaultLanguage, useSiteSettings, useTourState } from '@trap/ui';
import { hasOwnLayout, hidesFooter, isFullScreen, isMaintenanceExempt } from '../route-table.ts';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { RouteEffects } from './route-effects.tsx';
import { AnnouncementBanner } from '../../features/banner/announcement-banner.tsx';
import { ConsentBanner } from '../../features/consent/consent-banner.tsx';
import { useSiteTheme } from '../../features/theme/use-site-theme.ts';
import { useShellT } from '../../shared/i18n/shell-texts.ts';

// The guided tour's overlay loads when a tour starts, so it is not in the start-up JavaScript.
const TourOverlay = lazy(() => import('@trap/ui/tours/tour-overlay.tsx').then((m) => ({ default: m.TourOverlay })));

export function RootLayout() {
  const { pathname } = useLocation();
  const { settings, isLoading: settingsLoading, isRevalidating: settingsRevalidating } = useSiteSettings();
  const { user, isLoading: userLoading, can } = useAuth();
  const tourRunning = useTourState().path !== null;
  const { t } = useShellT();
  const ownLayout = hasOwnLayout(pathname);
  const fullScreen = isFullScreen(pathname);
  // The maintenance page stands alone with its own logo and copyright line.
  const bare = ownLayout || fullScreen || pathname === '/maintenance';
  // SPEC 4.4 / 5: colours, font, favicon and dark mode from the appearance settings.
  useSiteTheme();
  useSiteDefaultLanguage(settings.general.defaultLanguage, !settingsLoading);

  // SPEC 4.5: maintenance sends everyone but admins to /maintenance (exempt paths excluded).
  // Decided on settings read now, not on a server-rendered page's copy being read again: a page
  // kept from a moment ago must not send a visitor there after maintenance has ended.
  const maintenance = settings.general.enableMaintenance;
  const isAdmin = Boolean(user) && can('admin.area');
  if (maintenance && !settingsLoading && !settingsRevalidating && !userLoading && !isAdmin && !isMaintenanceExempt(pathname)) {
    return <Navigate to="/maintenance" replace />;
  }
  const showMaintenanceBanner = maintenance && pathname !== '/maintenance' && !fullScreen;

  return (
    <div className={showMaintenanceBanner ? 'shell shell--maintenance' : 'shell'}>
      <a className="ui-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <RouteEffects />
      {showMaintenanceBanner ? <MaintenanceBanner /> : null}
      {fullScreen ? null : <ConsentBanner />}
      {pathname === '/maintenance' || fullScreen ? null : <AnnouncementBanner />}
      {bare ? null : <SiteHeader />}
      <main id="main" className={bare ? 'shell-main shell-main--bare' : 'shell-main'} tabIndex={-1}>
        <ErrorBoundary resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {bare || hidesFooter(pathname) ? null : <SiteFooter />}
      {tourRunning ? (
        <Suspense fallback={null}>
          <TourOverlay />
        </Suspense>
      ) : null}
    </div>
  );
}
