import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { notFound } from '@trap/kit';
import { REMOTE_APPS } from '../config.ts';
import { REVALIDATE, setCacheHeaders, setRemoteHeaders } from './cache-policy.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable page instead of a crash or a blank screen when a frontend was never built. */
function notBuilt(res: Response, app: string, dist: string): void {
  res
    .status(503)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frontend not built</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">` +
        `<h1>The ${escapeHtml(app)} frontend is not built yet</h1>` +
        `<p>No production build was found in <code>${escapeHtml(dist)}</code>.</p>` +
        `<p>Run <code>npm run build:frontends</code> (or <code>make start</code>, which builds everything) and reload this page.</p>` +
        `</body></html>`,
    );
}

/** Checks for a build on each request until one appears, so a build finishing later needs no restart. */
function distChecker(dist: string): () => boolean {
  let found = false;
  return () => (found ||= existsSync(path.join(dist, 'index.html')) || existsSync(path.join(dist, 'mf-manifest.json')));
}

const isFileLike = (p: string) => /\.[A-Za-z0-9]+$/.test(path.posix.basename(p));
const RESERVED = /^\/(api|internal|remotes)(\/|$)/;

/** A browser asking for a page of the app (not the API, a file or a JSON read): what index.html answers. */
export const isPageNavigation = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !RESERVED.test(req.path) &&
  !isFileLike(req.path) &&
  req.accepts(['html', 'json']) === 'html';

/**
 * Serves the production builds: the shell at `/` with an SPA fallback to its index.html for page
 * navigations, and each remote at `/remotes/<app>/` (the default REMOTE_*_URL, as `make start`
 * runs). A remote's files are served like a static host serves them (CORS, cross-origin resource
 * policy), so a shell elsewhere may load them too. Deployed remotes are usually their own static
 * images or a CDN (infra/deploy/Dockerfile), named by REMOTE_*_URL; then nothing is found here.
 */
export function frontendsRouter(frontendsDir: string): Router {
  const router = Router();
  const staticOptions = { index: false, redirect: false, cacheControl: false, setHeaders: setCacheHeaders } as const;

  for (const app of REMOTE_APPS) {
    const dist = path.join(frontendsDir, app, 'dist');
    const built = distChecker(dist);
    const serve = express.static(dist, { ...staticOptions, setHeaders: setRemoteHeaders });
    router.use(`/remotes/${app}`, (req, res, next) => (built() ? serve(req, res, next) : notBuilt(res, app, dist)));
  }
  router.use('/remotes', (req, _res, next) => next(notFound(`File ${req.originalUrl}`)));

  const shellDist = path.join(frontendsDir, 'shell', 'dist');
  const shellBuilt = distChecker(shellDist);
  const serveShell = express.static(shellDist, staticOptions);
  router.use((req, res, next) => {
    if (RESERVED.test(req.path)) return next();
    if (!shellBuilt()) return isFileLike(req.path) ? next() : notBuilt(res, 'shell', shellDist);
    serveShell(req, res, next);
  });

  const spaFallback: RequestHandler = (req: Request, res: Response, next) => {
    if (!isPageNavigation(req)) return next();
    if (!shellBuilt()) return notBuilt(res, 'shell', shellDist);
    res.sendFile(path.join(shellDist, 'index.html'), { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
  router.use(spaFallback);
  return router;
}
