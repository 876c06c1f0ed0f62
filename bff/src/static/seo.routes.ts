import { Router } from 'express';

/**
 * Public, indexable pages of SPEC 2.1. Utility screens (/auth, /clear-storage, /maintenance,
 * /newsletter-preferences, /search) stay out. Later issues add the detail pages
 * (blog posts, ranges, shooters...) through `extraEntries`.
 */
export const SITEMAP_PATHS = [
  '/',
  '/podcasts',
  '/ama',
  '/blog',
  '/forum',
  '/shooters',
  '/shooting-ranges',
  '/shooting-tips',
  '/about',
  '/membership',
  '/contact',
  '/community-events',
  '/privacy-policy',
  '/terms-of-use',
  '/cookie-policy',
  '/disclaimer',
  '/report-abuse',
  '/content-policy',
] as const;

/** Screens that need a login, the staff areas and the API: nothing for a crawler there. */
export const DISALLOWED_PREFIXES = [
  '/api/',
  '/internal/',
  '/auth',
  '/clear-storage',
  '/maintenance',
  '/search',
  '/newsletter-preferences',
  '/admin',
  '/superadmin',
  '/moderator',
  '/checkout/',
  '/profile',
  '/practice',
  '/technique-insights',
  '/training-hub',
  '/training-progress',
  '/friends',
  '/skill-roadmap',
  '/equipment',
  '/challenges',
  '/achievements',
  '/weather',
  '/journal',
  '/club-events',
  '/coach-finder',
  '/squad-management',
  '/squads',
  '/forum/new',
  '/test-notifications',
] as const;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
}

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const loc = `${origin}${e.path === '/' ? '/' : e.path.replace(/\/+$/, '')}`;
      const parts = [`<loc>${xmlEscape(loc)}</loc>`];
      if (e.lastModified) parts.push(`<lastmod>${e.lastModified.toISOString()}</lastmod>`);
      if (e.changeFrequency) parts.push(`<changefreq>${e.changeFrequency}</changefreq>`);
      return `  <url>${parts.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

export function seoRoutes(opts: { siteOrigin: string; extraEntries?: () => Promise<SitemapEntry[]> }): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(renderRobots(opts.siteOrigin));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const fixed: SitemapEntry[] = SITEMAP_PATHS.map((path) => ({ path, changeFrequency: path === '/' ? 'daily' : 'weekly' }));
    const extra = (await opts.extraEntries?.()) ?? [];
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('application/xml')
      .send(renderSitemap(opts.siteOrigin, [...fixed, ...extra]));
  });
  return router;
}
