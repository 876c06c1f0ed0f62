import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router, type Request } from 'express';
import { CONSENT_COOKIE } from '@trap/contracts';
import { devanagariFontLinks } from '@trap/contracts/devanagari-font';
import { browserPrefersHindi, isLanguage, LANGUAGE_COOKIE, languageFromQuery, type Language } from '@trap/contracts/language';
import { SESSION_COOKIE, type Logger } from '@trap/kit';
import type { AppConfig } from './app-config.routes.ts';
import { REVALIDATE, setCacheHeaders } from './cache-policy.ts';
import { isPageNavigation } from './frontends.ts';

/** frontends/shell/src/ssr/render-page.tsx, built for Node into frontends/shell/dist-ssr. */
interface RenderModule {
  renderPage(
    url: string,
    config: AppConfig,
    apiOrigin: string,
    visitor: { consentChosen: boolean; language?: Language | null },
  ): Promise<{ html: string; state: unknown; status?: number; language?: Language } | null>;
  // state null: html is only head elements, and the browser renders the page itself
  /** true for a path no page of the app answers (older builds lack it: then every path is a page) */
  isUnknownPath?(pathname: string): boolean;
}

export interface ServerRenderOptions {
  frontendsDir: string;
  appConfig: AppConfig;
  /** this bff's own origin on the loopback (set once it listens): the renderer reads the API through it, from the cache */
  selfOrigin: () => string | undefined;
  /** the content cache's generation: changes with every content event; null while events are not followed */
  generation: () => Promise<string | null>;
  logger: Logger;
  /** how long a rendered page is kept at most (changes no content event announces, such as settings; default 15 s) */
  ttlMs?: number;
  maxEntries?: number;
}

/** The shell's build on disk: the renderer, and index.html with the renderer's stylesheet linked. */
interface Build {
  rendererMtime: number;
  indexMtime: number;
  module: Promise<RenderModule>;
  html: string;
}

const mtimeOf = (file: string): number | undefined => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

interface Rendered {
  body: string;
  status: number;
  etag: string;
  at: number;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The language the address names (`?lang=hi`: a shared link opens in it whatever the cookie says), else
 * the guest's chosen language (the cookie), else Hindi for a browser whose first language is Hindi; null:
 * the site's default.
 */
function visitorLanguage(req: Request): Language | null {
  const named = languageFromQuery(req.query as Record<string, unknown>);
  if (named) return named;
  const chosen = (req.cookies as Record<string, string> | undefined)?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return browserPrefersHindi(req.get('accept-language')) ? 'hi' : null;
}
/** The run of head elements React writes before the page (attribute values never hold a raw `>`). */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)+/;
/** JSON inside <script>: nothing in it may close the element or end a line for old parsers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The home page and the public content pages leave the bff with their main content
 * in the HTML for guests (first visits, crawlers) (rendered by the shell's own components, ssr/render-page.tsx), so a phone paints them
 * before the JavaScript has arrived; the shell then hydrates them. Pages are kept per path, per
 * content generation (a content event renders them anew) and per consent (the cookie banner sits in
 * the page flow, so a visitor who has chosen gets the page without it). Every other path, a render
 * that fails and a shell built without the renderer fall through to the plain index.html.
 */
export function serverRender(opts: ServerRenderOptions): { router: Router; warm(): void } {
  const rendererFile = path.join(opts.frontendsDir, 'shell', 'dist-ssr', 'render-page.js');
  const stylesDir = path.join(opts.frontendsDir, 'shell', 'dist-ssr', 'static', 'css');
  const ttlMs = opts.ttlMs ?? 15_000;
  const maxEntries = opts.maxEntries ?? 500;
  const pages = new Map<string, Rendered>();
  const inFlight = new Map<string, Promise<Rendered | null>>();
  const indexFile = path.join(opts.frontendsDir, 'shell', 'dist', 'index.html');
  let build: Build | undefined;

  /** The renderer and index.html of the build on disk now (a new build is picked up without a restart). */
  const loadBuild = (): Build | null => {
    const rendererMtime = mtimeOf(rendererFile);
    const indexMtime = mtimeOf(indexFile);
    if (rendererMtime === undefined || indexMtime === undefined) return null;
    if (build?.rendererMtime !== rendererMtime || build.indexMtime !== indexMtime) {
      // the renderer's stylesheet is built with it: the rendered page's styles before anything else loads
      const stylesheet = existsSync(stylesDir) ? readdirSync(stylesDir).find((f) => f.endsWith('.css')) : undefined;
      const link = stylesheet ? `<link rel="stylesheet" href="/static/css/${stylesheet}">` : '';
      build = {
        rendererMtime,
        indexMtime,
        // a query string makes Node load the rebuilt module instead of its cached copy
        module: import(`${pathToFileURL(rendererFile).href}?v=${rendererMtime}`) as Promise<RenderModule>,
        html: readFileSync(indexFile, 'utf8').replace('</head>', `${link}</head>`),
      };
      pages.clear();
    }
    return build.html.includes(ROOT_ELEMENT) ? build : null;
  };

  const render = async (
    current: Build,
    url: string,
    consentChosen: boolean,
    language: Language | null,
    origin: string,
  ): Promise<Rendered | null> => {
    const page = await (await current.module).renderPage(url, opts.appConfig, origin, { consentChosen, language });
    if (!page) return null;
    // React puts the page's <title>, <meta> and <link> first; they belong in the head (crawlers read them
    // there, and hydration finds them there), in place of index.html's generic title and description
    const head = HOISTED.exec(page.html)?.[0] ?? '';
    let html = current.html;
    // <html lang> says the page's language (index.html is English, en-IN)
    // and a Hindi page alone links the self-hosted Devanagari font (preloaded; font-display: swap)
    if (page.language === 'hi')
      html = html
        .replace(/<html\b[^>]*>/, (tag) =>
          /\slang="/.test(tag) ? tag.replace(/\slang="[^"]*"/, ' lang="hi"') : tag.replace('<html', '<html lang="hi"'),
        )
        .replace('</head>', `${devanagariFontLinks()}</head>`);
    if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
    if (head.includes('<meta name="description"')) html = html.replace(/<meta\s+name="description"[^>]*data-static-head[^>]*>/, '');
    const body =
      page.state === null
        ? html.replace('</head>', `${head}</head>`)
        : html
            .replace('</head>', `${head}</head>`)
            .replace(
              ROOT_ELEMENT,
              `<div id="root">${page.html.slice(head.length)}</div><script id="server-render-state" type="application/json">${scriptJson(page.state)}</script>`,
            );
    return { body, status: page.status ?? 200, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, at: Date.now() };
  };

  const cached = async (req: Request, origin: string): Promise<Rendered | null> => {
    // a new build on disk replaces the kept pages (two stat calls: nothing next to a render)
    const current = loadBuild();
    if (!current) return null;
    const consentChosen = Boolean((req.cookies as Record<string, string> | undefined)?.[CONSENT_COOKIE]);
    const language = visitorLanguage(req);
    const generation = await opts.generation();
    // null: the site's default language, which the renderer reads from the settings
    const key = `${generation}|${consentChosen ? 'chosen' : 'asking'}|${language ?? 'default'}|${req.originalUrl}`;
    const hit = pages.get(key);
    if (generation !== null && hit && Date.now() - hit.at < ttlMs) return hit;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render(current, req.originalUrl, consentChosen, language, origin).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const page = await pending;
    // while content events are not followed nothing tells when a page goes stale: render each time
    if (page && generation !== null) {
      pages.delete(key);
      pages.set(key, page);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    }
    return page;
  };

  const router = Router();
  // the renderer's stylesheet (hashed: cached for a year like the browser build's files)
  router.use('/static/css', express.static(stylesDir, { index: false, redirect: false, cacheControl: false, setHeaders: setCacheHeaders }));
  router.use((req, res, next) => {
    if (!isPageNavigation(req)) return next();
    // A signed-in member's page differs from a guest's (a premium post in full, their reminders and
    // likes): theirs is rendered in the browser, as before, never from a guest's copy.
    // A path no page answers is a 404 for them too (the browser renders the 404 page).
    if ((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]) {
      const current = loadBuild();
      if (!current) return next();
      return void current.module.then(
        (m) => {
          if (!m.isUnknownPath?.(req.path)) return next();
          res.status(404).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE }).send(current.html);
        },
        () => next(),
      );
    }
    const origin = opts.selfOrigin();
    if (!origin) return next();
    cached(req, origin).then(
      (page) => {
        if (!page) return next();
        // the page differs by the visitor's language, which a new visitor's browser states in this header
        res.vary('Accept-Language');
        // unknown paths and missing items answer 404 with the 404 page (never a soft 404 search engines would index)
        if (page.status !== 200)
          return void res
            .status(page.status)
            .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE })
            .send(page.body);
        res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE, ETag: page.etag });
        if (req.fresh) return void res.status(304).end();
        res.send(page.body);
      },
      (err: unknown) => {
        opts.logger.warn({ err, url: req.originalUrl }, 'server render failed; sending the page to be rendered in the browser');
        next();
      },
    );
  });
  // loading the renderer takes a moment (a few MB of code): done when the bff starts listening, not on a visitor's request
  const warm = () =>
    void Promise.resolve(loadBuild()?.module).catch((err: unknown) => opts.logger.warn({ err }, 'server renderer not loaded'));
  return { router, warm };
}
