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
  { path: 'podcasts', lazy: page(() => import('../features/podcasts/podcasts-page.tsx')) },
  { path: 'podcasts/:id', lazy: page(() => import('../features/podcasts/podcast-page.tsx')) },
  { path: 'ama', lazy: page(() => import('../features/ama/ama-page.tsx')) },
  { path: 'ama/:id', lazy: page(() => import('../features/ama/ama-session-page.tsx')) },
  { path: 'blog', lazy: page(() => import('../features/blog/blog-page.tsx')) },
  { path: 'blog/:id', lazy: page(() => import('../features/blog/blog-post-page.tsx')) },
  { path: 'forum', lazy: placeholder('forum') },
  { path: 'forum/category/:id', lazy: placeholder('forum-category') },
  { path: 'forum/topic/:id', lazy: placeholder('forum-topic') },
  { path: 'shooters', lazy: page(() => import('../features/shooters/shooters-page.tsx')) },
  { path: 'shooters/:id', lazy: page(() => import('../features/shooters/shooter-page.tsx')) },
  { path: 'shooter/:id', lazy: page(() => import('../features/shooters/shooter-page.tsx')) },
  { path: 'shooting-ranges', lazy: page(() => import('../features/ranges/ranges-page.tsx')) },
  { path: 'shooting-ranges/:id', lazy: page(() => import('../features/ranges/range-page.tsx')) },
  { path: 'contact', lazy: page(() => import('../features/contact/contact-page.tsx')) },
  { path: 'search', lazy: page(() => import('../features/search/search-page.tsx')) },
  { path: 'shooting-tips', lazy: page(() => import('../features/tips/tips-page.tsx')) },
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
