import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import { memberPathPrefixes } from '@trap/contracts';
import { LANGUAGE_PARAM, LANGUAGES } from '@trap/contracts/language';
import type { SitemapItems } from './sitemap-items.ts';

/**
 * Public, indexable pages of SPEC 2.1. Utility screens (/auth, /clear-storage, /maintenance,
 * /newsletter-preferences, /search) stay out, and so do protected ones (/community-events needs a
 * login, SPEC 2.2). The detail pages of public items (podcasts, AMAs, blog posts, shooters,
 * ranges) come from `items`.
 */
const SITEMAP_PATHS = [
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
  '/privacy-policy',
  '/terms-of-use',
  '/cookie-policy',
  '/disclaimer',
  '/report-abuse',
  '/content-policy',
] as const;

/** Screens that need a login (every member path of contracts' MEMBER_ROUTES), the staff areas and the API: nothing for a crawler there. */
const DISALLOWED_PREFIXES = [
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
  ...memberPathPrefixes(),
];

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
}

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * Every page three times: the bare address (x-default: the visitor's own language) and each language's
 * own (`?lang=en`, `?lang=hi`), each listing all three as its alternates (docs/decisions.md, "Addresses
 * per language"), as Google reads hreflang from a sitemap.
 */
function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .flatMap((e) => {
      const bare = `${origin}${e.path === '/' ? '/' : e.path.replace(/\/+$/, '')}`;
      const addresses: [string, string][] = [
        ['x-default', bare],
        ...LANGUAGES.map((l): [string, string] => [l, `${bare}?${LANGUAGE_PARAM}=${l}`]),
      ];
      const alternates = addresses.map(
        ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`,
      );
      return addresses.map(([, loc]) => {
        const parts = [`<loc>${xmlEscape(loc)}</loc>`];
        if (e.lastModified) parts.push(`<lastmod>${e.lastModified.toISOString()}</lastmod>`);
        if (e.changeFrequency) parts.push(`<changefreq>${e.changeFrequency}</changefreq>`);
        return `  <url>${parts.join('')}${alternates.join('')}</url>`;
      });
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** When the shell was built (its index.html), or undefined when it was not. */
export function shellBuiltAt(frontendsDir: string): Date | undefined {
  try {
    return statSync(join(frontendsDir, 'shell', 'dist', 'index.html')).mtime;
  } catch {
    return undefined;
  }
}

export interface SeoRoutesOptions {
  siteOrigin: string;
  /** every public item with a page of its own, and the newest change per list page */
  items?: () => Promise<SitemapItems>;
  /** when the fixed pages last changed (they ship with the shell build) */
  pagesLastModified?: () => Date | undefined;
}

export function seoRoutes(opts: SeoRoutesOptions): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(renderRobots(opts.siteOrigin));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const items = (await opts.items?.()) ?? { entries: [], newest: new Map<string, Date>() };
    const built = opts.pagesLastModified?.();
    // a list page changes when its newest item does; the other pages change with the shell build
    const fixed: SitemapEntry[] = SITEMAP_PATHS.map((path) => {
      const newest = items.newest.get(path);
      const lastModified = newest && built ? (newest > built ? newest : built) : (newest ?? built);
      return { path, lastModified, changeFrequency: path === '/' || items.newest.has(path) ? 'daily' : 'monthly' };
    });
    res
      .set('Cache-Control', 'public, max-age=900')
      .type('application/xml')
      .send(renderSitemap(opts.siteOrigin, [...fixed, ...items.entries]));
  });
  return router;
}
