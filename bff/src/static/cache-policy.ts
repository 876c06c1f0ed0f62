import path from 'node:path';
import type { Response } from 'express';

/**
 * Entry points name the hashed files; they must be revalidated so a deploy shows at once. The
 * service worker (sw.js) and the web app manifest too: a browser checks the worker for a new
 * version on every navigation, and an old one must never be kept by an HTTP cache.
 */
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'mf-stats.json',
  'remoteEntry.js',
  'sw.js',
  'manifest.webmanifest',
  // which build is served (written by every frontend build, frontends/ui/src/build/rsbuild-app.ts)
  'version.json',
]);
/** Bundler output with a content hash in its name: `index.3f2a1b4c.js`, `logo.a1b2c3d4.png`, `a.d821587e33.js.LICENSE.txt`. */
const HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/** A font package's files, copied into a folder named by its version (`/fonts/noto-sans-devanagari-5.3.0/`): never changed under one name. */
const VERSIONED_FONT = /[\\/]fonts[\\/][a-z0-9-]+-\d+\.\d+\.\d+[\\/][^\\/]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return HASHED.test(name) || VERSIONED_FONT.test(filePath) ? IMMUTABLE : REVALIDATE;
}

export const setCacheHeaders = (res: Response, filePath: string) => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
};

/**
 * A remote's files are public static bundles that a shell on another origin may load (a remote's
 * manifest is fetched with CORS, its scripts and styles from a page of another site): the same
 * headers as infra/deploy/static/nginx.conf gives them on a static host.
 */
export const setRemoteHeaders = (res: Response, filePath: string) => {
  setCacheHeaders(res, filePath);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
};
