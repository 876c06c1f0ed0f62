import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@trap/ui';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorFallback } from './layout/route-error-fallback.tsx';
import { RemoteZone } from './remotes/remote-zone.tsx';
import { FullPageNavigation } from './layout/full-page-navigation.tsx';

/** Route-level code splitting: each page is its own chunk. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const placeholder =
  (id: string): RouteObject['lazy'] =>
  async () => {
    const { ContentPlaceholderPage } = await import('../features/content-placeholders/content-placeholder-page.tsx');
    return { Component: () => <ContentPlaceholderPage id={id} /> };
  };

const legal =
  (id: string): RouteObject['lazy'] =>
  async () => {
    const { LegalPage } = await import('../features/legal/legal-page.tsx');
    return { Component: () => <LegalPage id={id} /> };
  };

/** The shell's public route table (SPEC 2.1, 2.5). Protected areas resolve through RemoteZone. */
export const shellRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/home-page.tsx')) },
  { path: 'about', lazy: page(() => import('../features/about/about-page.tsx')) },
  { path: 'membership', lazy: page(() => import('../features/membership/membership-page.tsx')) },
  { path: 'auth', lazy: page(() => import('../features/auth/auth-page.tsx')) },
  { path: 'login', element: <Navigate to="/auth" replace /> },
  { path: 'register', element: <Navigate to="/auth?tab=register" replace /> },
  { path: 'clear-storage', lazy: page(() => import('../features/clear-storage/clear-storage-page.tsx')) },
  { path: 'maintenance', lazy: page(() => import('../features/maintenance/maintenance-page.tsx')) },
  { path: 'test-notifications', lazy: page(() => import('../features/notifications/test-notifications-page.tsx')) },
  { path: 'help/member-guide', lazy: page(() => import('../features/tours/member-guide-page.tsx')) },
  { path: 'podcasts', lazy: placeholder('podcasts') },
  { path: 'podcasts/:id', lazy: placeholder('podcast') },
  { path: 'ama', lazy: placeholder('ama') },
  { path: 'ama/:id', lazy: placeholder('ama-session') },
  { path: 'blog', lazy: placeholder('blog') },
  { path: 'blog/:id', lazy: placeholder('blog-post') },
  { path: 'forum', lazy: placeholder('forum') },
  { path: 'forum/category/:id', lazy: placeholder('forum-category') },
  { path: 'forum/topic/:id', lazy: placeholder('forum-topic') },
  { path: 'shooters', lazy: placeholder('shooters') },
  { path: 'shooters/:id', lazy: placeholder('shooter') },
  { path: 'shooter/:id', lazy: placeholder('shooter') },
  { path: 'shooting-ranges', lazy: placeholder('shooting-ranges') },
  { path: 'shooting-ranges/:id', lazy: placeholder('shooting-range') },
  { path: 'contact', lazy: placeholder('contact') },
  { path: 'search', lazy: placeholder('search') },
  { path: 'shooting-tips', lazy: placeholder('shooting-tips') },
  { path: 'report-abuse', lazy: placeholder('report-abuse') },
  { path: 'newsletter-preferences', lazy: page(() => import('../features/newsletter/newsletter-preferences-page.tsx')) },
  { path: 'privacy-policy', lazy: legal('privacy-policy') },
  { path: 'terms-of-use', lazy: legal('terms-of-use') },
  { path: 'cookie-policy', lazy: legal('cookie-policy') },
  { path: 'disclaimer', lazy: legal('disclaimer') },
  { path: 'content-policy', lazy: legal('content-policy') },
  // Served by the bff, not the SPA: leave the app with a full browser navigation (SPEC 2.5).
  { path: 'sitemap.xml', element: <FullPageNavigation /> },
  { path: 'robots.txt', element: <FullPageNavigation /> },
  // Member, admin and moderator areas (remotes), else 404.
  { path: '*', element: <RemoteZone /> },
];

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootLayout />,
      hydrateFallbackElement: <Spinner block label="Loading..." />,
      children: [{ errorElement: <RouteErrorFallback />, children: shellRoutes }],
    },
  ]);
}
