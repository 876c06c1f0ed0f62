import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@trap/ui';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorFallback } from './layout/route-error-fallback.tsx';
import { FullPageNavigation } from './layout/full-page-navigation.tsx';
import type { RoutePrefetch } from '@trap/ui/prefetch/route-prefetch.ts';
import { pageFrom } from '../shared/lib/page-param.ts';

/** Route-level code splitting: each page is its own chunk. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const legal =
  (id: string): RouteObject['lazy'] =>
  async () => {
    const { LegalPage } = await import('../features/legal/legal-page.tsx');
    return { Component: () => <LegalPage id={id} /> };
  };

/**
 * SPEC 9 link prefetch: what a prefetched link to the route warms besides its code: the page's first
 * reads, the same queries (from the feature's own query module) the page makes. Every route's code is
 * prefetched; only these warm data. The query modules load on demand, so the start-up chunk stays small.
 */
const warms = (reads: NonNullable<RoutePrefetch['reads']>): { prefetch: RoutePrefetch } => ({ prefetch: { reads } });
/**
 * The home page, the public list pages and the public content pages are rendered on the server from
 * these same reads (ssr/render-page.tsx), so they paint before the JavaScript has arrived and search
 * engines and link previews read their own title, description, canonical URL and h1.
 */
const serverRendered = (reads: NonNullable<RoutePrefetch['reads']>) => ({ ...warms(reads), serverRender: true });
/** A page whose head and first screen need no read of their own (its lists load in the browser). */
const serverRenderedWithoutReads = { serverRender: true };
const id = (params: Record<string, string | undefined>) => params.id ?? '';
const podcastReads = () => import('../features/podcasts/api/podcast-queries.ts');
const shooterReads = () => import('../features/shooters/api/shooters-queries.ts');
const blogReads = () => import('../features/blog/api/blog-queries.ts');
const blogCategory = () => import('../shared/components/blog-category-filter.tsx');

/** The shell's public route table (SPEC 2.1, 2.5). Protected areas resolve through RemoteZone. */
export const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../features/home/home-page.tsx')),
    handle: serverRendered(async () => (await import('../features/home/api/home-queries.ts')).homeReads()),
  },
  { path: 'about', lazy: page(() => import('../features/about/about-page.tsx')), handle: serverRenderedWithoutReads },
  { path: 'membership', lazy: page(() => import('../features/membership/membership-page.tsx')), handle: serverRenderedWithoutReads },
  { path: 'auth', lazy: page(() => import('../features/auth/auth-page.tsx')) },
  { path: 'login', element: <Navigate to="/auth" replace /> },
  { path: 'register', element: <Navigate to="/auth?tab=register" replace /> },
  { path: 'clear-storage', lazy: page(() => import('../features/clear-storage/clear-storage-page.tsx')) },
  { path: 'forgot-password', lazy: page(() => import('../features/account/forgot-password-page.tsx')) },
  { path: 'reset-password', lazy: page(() => import('../features/account/reset-password-page.tsx')) },
  { path: 'verify-email', lazy: page(() => import('../features/account/verify-email-page.tsx')) },
  { path: 'maintenance', lazy: page(() => import('../features/maintenance/maintenance-page.tsx')) },
  { path: 'test-notifications', lazy: page(() => import('../features/notifications/test-notifications-page.tsx')) },
  { path: 'help/member-guide', lazy: page(() => import('../features/tours/member-guide-page.tsx')) },
  {
    path: 'podcasts',
    lazy: page(() => import('../features/podcasts/podcasts-page.tsx')),
    handle: serverRendered(async (_, url) => {
      const q = await podcastReads();
      return [q.podcastPageQuery(pageFrom(url.searchParams)), q.featuredEpisodeQuery()];
    }),
  },
  {
    path: 'podcasts/:id',
    lazy: page(() => import('../features/podcasts/podcast-page.tsx')),
    handle: serverRendered(async (params) => {
      const q = await podcastReads();
      return [q.podcastQuery(id(params)), q.relatedEpisodesQuery()];
    }),
  },
  { path: 'ama', lazy: page(() => import('../features/ama/ama-page.tsx')), handle: serverRenderedWithoutReads },
  {
    path: 'ama/:id',
    lazy: page(() => import('../features/ama/ama-session-page.tsx')),
    handle: serverRendered(async (params) => [(await import('../features/ama/api/ama-queries.ts')).amaQuery(id(params))]),
  },
  {
    path: 'blog',
    lazy: page(() => import('../features/blog/blog-page.tsx')),
    handle: serverRendered(async (_, url) => {
      const [q, { categoryFrom }] = await Promise.all([blogReads(), blogCategory()]);
      const category = categoryFrom(url.searchParams.get('category'));
      return [q.blogPageQuery(category, pageFrom(url.searchParams)), q.featuredPostQuery(category)];
    }),
  },
  {
    path: 'blog/:id',
    lazy: page(() => import('../features/blog/blog-post-page.tsx')),
    handle: serverRendered(async (params) => [(await blogReads()).blogPostQuery(id(params))]),
  },
  { path: 'forum', lazy: page(() => import('../features/forum/forum-page.tsx')), handle: serverRenderedWithoutReads },
  { path: 'forum/category/:id', lazy: page(() => import('../features/forum/forum-category-page.tsx')) },
  {
    path: 'forum/topic/:id',
    lazy: page(() => import('../features/forum/forum-topic-page.tsx')),
    handle: serverRendered(async (params) => [(await import('../features/forum/api/forum-queries.ts')).topicQuery(id(params))]),
  },
  {
    path: 'shooters',
    lazy: page(() => import('../features/shooters/shooters-page.tsx')),
    handle: serverRendered(async (_, url) => {
      const q = await shooterReads();
      return [q.featuredShootersQuery(), q.shootersPageQuery(pageFrom(url.searchParams))];
    }),
  },
  {
    path: 'shooters/:id',
    lazy: page(() => import('../features/shooters/shooter-page.tsx')),
    handle: serverRendered(async (params) => [(await shooterReads()).shooterQuery(id(params))]),
  },
  {
    path: 'shooter/:id',
    lazy: page(() => import('../features/shooters/shooter-page.tsx')),
    handle: serverRendered(async (params) => [(await shooterReads()).shooterQuery(id(params))]),
  },
  { path: 'members/:id', lazy: page(() => import('../features/members/member-profile-page.tsx')) },
  { path: 'scorecard/:token', lazy: page(() => import('../features/scorecard/scorecard-page.tsx')) },
  { path: 'shoots/:id/leaderboard', lazy: page(() => import('../features/shoots/shoot-leaderboard-page.tsx')) },
  { path: 'shoots/:id/tv', lazy: page(() => import('../features/shoots/shoot-tv-page.tsx')) },
  { path: 'shooting-ranges', lazy: page(() => import('../features/ranges/ranges-page.tsx')), handle: serverRenderedWithoutReads },
  {
    path: 'shooting-ranges/:id',
    lazy: page(() => import('../features/ranges/range-page.tsx')),
    handle: serverRendered(async (params) => [(await import('../features/ranges/api/ranges-queries.ts')).rangeQuery(id(params))]),
  },
  { path: 'shooting-ranges/:id/manage', lazy: page(() => import('../features/ranges/range-manage-page.tsx')) },
  { path: 'contact', lazy: page(() => import('../features/contact/contact-page.tsx')), handle: serverRenderedWithoutReads },
  { path: 'search', lazy: page(() => import('../features/search/search-page.tsx')) },
  { path: 'shooting-tips', lazy: page(() => import('../features/tips/tips-page.tsx')), handle: serverRenderedWithoutReads },
  { path: 'report-abuse', lazy: page(() => import('../features/report-abuse/report-abuse-page.tsx')) },
  { path: 'newsletter-preferences', lazy: page(() => import('../features/newsletter/newsletter-preferences-page.tsx')) },
  { path: 'privacy-policy', lazy: legal('privacy-policy') },
  { path: 'terms-of-use', lazy: legal('terms-of-use') },
  { path: 'cookie-policy', lazy: legal('cookie-policy') },
  { path: 'disclaimer', lazy: legal('disclaimer') },
  { path: 'content-policy', lazy: legal('content-policy') },
  // Served by the bff, not the SPA: leave the app with a full browser navigation (SPEC 2.5).
  { path: 'sitemap.xml', element: <FullPageNavigation /> },
  { path: 'robots.txt', element: <FullPageNavigation /> },
  // Member, admin and moderator areas (remotes), else 404; its code is not in the start-up JavaScript.
  { path: '*', lazy: async () => ({ Component: (await import(/* webpackChunkName: "remote-zone" */ './remotes/remote-zone.tsx')).RemoteZone }) },
];

/** The whole tree: the layout around the shell's routes (the browser's router and the server's renderer use the same). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner block label="Loading..." />,
    children: [{ errorElement: <RouteErrorFallback />, children: shellRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
