/* global self, caches */
/* Trap India service worker: the site opens with no signal after one online visit.
 *
 * Hand-written rather than Workbox: the four apps (shell and three federated remotes) are separate
 * Rsbuild builds under one origin, so no single build knows every file to precache; Workbox's
 * webpack plugin is not made for Rspack, and what is needed is three small strategies:
 *
 * - hashed files (`index.3f2a1b4c.js`, under /static/ and /remotes/<app>/static/): cache first; a
 *   rebuild gives them new names, so a cached one is never stale;
 * - page navigations, the app config, remote entries and manifests and every other unhashed file:
 *   network first, the last good copy when there is no network (so a rebuild is seen at once online);
 * - GET /api reads: network first, the last answer when offline, in a cache of their own that
 *   belongs to one member: it is emptied when someone logs in, registers or logs out, and whenever
 *   GET /api/user answers for another member than the one whose answers it holds. Unsafe methods,
 *   event streams, ranged requests and /audio/ files (podcast episodes of several MB) are never touched.
 *
 * The page registers it in production builds only and, once it controls the page, sends the URLs it
 * loaded before (the first visit happens before the worker exists) so they are cached too.
 */
const STATIC_CACHE = 'trap-static-v1';
const API_CACHE = 'trap-api-v1';
const OWNER_KEY = '/__sw/api-owner';
const SHELL_KEY = '/';
const MAX_STATIC_ENTRIES = 400;
const MAX_API_ENTRIES = 200;
const NAVIGATION_TIMEOUT_MS = 10000;
/** Bundler output with a content hash in its name (the bff serves these as immutable). */
const HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const SESSION_CHANGES = new Set(['/api/login', '/api/logout', '/api/register']);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // precache the shell: index.html and the files it names
      try {
        const res = await fetch(SHELL_KEY, { cache: 'no-cache' });
        if (isHtml(res)) {
          const html = await res.clone().text();
          const cache = await caches.open(STATIC_CACHE);
          await cache.put(SHELL_KEY, res);
          await cacheAll(assetUrlsIn(html));
        }
      } catch {
        /* offline while installing: the runtime caching fills the cache later */
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([STATIC_CACHE, API_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'cache-urls' && Array.isArray(data.urls)) {
    const done = cacheAll(data.urls.filter((u) => typeof u === 'string'));
    event.waitUntil(done);
    void done.then(() => event.source && event.source.postMessage({ type: 'cached', count: data.urls.length }));
  } else if (data.type === 'clear-api-cache') {
    event.waitUntil(caches.delete(API_CACHE));
  }
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.method !== 'GET') {
    if (SESSION_CHANGES.has(url.pathname)) event.respondWith(afterSessionChange(req));
    return; // unsafe methods go straight to the network, never cached
  }
  if (req.headers.has('range') || (req.headers.get('accept') || '').includes('text/event-stream')) return;
  if (url.pathname === '/sw.js' || url.pathname.startsWith('/__sw/') || url.pathname.startsWith('/audio/')) return;

  if (url.pathname.startsWith('/api/')) {
    if (url.pathname.endsWith('/stream') || url.pathname.endsWith('.csv') || url.pathname.startsWith('/api/docs')) return;
    event.respondWith(apiNetworkFirst(req, url));
    return;
  }
  if (req.mode === 'navigate') {
    event.respondWith(navigation(req));
    return;
  }
  if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(req));
    return;
  }
  event.respondWith(staticNetworkFirst(req));
});

function isHtml(res) {
  return !!res && res.ok && (res.headers.get('content-type') || '').includes('text/html');
}

/** Same-origin scripts, styles, icons and the manifest that index.html names. */
function assetUrlsIn(html) {
  const urls = [];
  for (const m of html.matchAll(/(?:src|href)="(\/[^"]+)"/g)) if (!m[1].startsWith('/api/')) urls.push(m[1]);
  return urls;
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = (await cache.keys()).filter((k) => new URL(k.url).pathname !== OWNER_KEY);
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** Caches the given same-origin URLs (what the page loaded before the worker controlled it). */
async function cacheAll(urls) {
  const seen = new Set();
  // whose answers these are is known first, so the API reads among them can be kept
  const ordered = [...urls].sort((a, b) => Number(b.endsWith('/api/user')) - Number(a.endsWith('/api/user')));
  for (const raw of ordered) {
    let url;
    try {
      url = new URL(raw, self.location.origin);
    } catch {
      continue;
    }
    if (url.origin !== self.location.origin || seen.has(url.href)) continue;
    seen.add(url.href);
    if (url.pathname === '/sw.js' || url.pathname.endsWith('/stream') || url.pathname.endsWith('.csv')) continue;
    // podcast audio is several MB a file and played with range requests: never fetched whole to keep
    if (url.pathname.startsWith('/audio/')) continue;
    try {
      if (url.pathname.startsWith('/api/')) {
        await apiNetworkFirst(new Request(url.href, { headers: { accept: 'application/json' } }), url);
        continue;
      }
      const cache = await caches.open(STATIC_CACHE);
      if (HASHED.test(url.pathname) && (await cache.match(url.href))) continue;
      const res = await fetch(url.href, { cache: 'no-cache' });
      // a page address (/practice) is cached as the shell: every page is the same index.html
      if (isHtml(res)) await cache.put(SHELL_KEY, res);
      else if (res.ok) await cache.put(url.href, res);
    } catch {
      /* offline: skip */
    }
  }
  await trim(STATIC_CACHE, MAX_STATIC_ENTRIES);
}

async function cacheFirst(req) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok && res.type === 'basic') await cache.put(req, res.clone());
  return res;
}

async function staticNetworkFirst(req) {
  const cache = await caches.open(STATIC_CACHE);
  try {
    const res = await fetch(req);
    if (res.ok && res.type === 'basic') await cache.put(req, res.clone());
    return res;
  } catch (err) {
    // a loader may add a cache-busting query to a manifest or an entry: the last copy of the file will do
    const hit = (await cache.match(req, { ignoreVary: true })) || (await cache.match(req, { ignoreVary: true, ignoreSearch: true }));
    if (hit) return hit;
    throw err;
  }
}

/** A page: the network's index.html (kept as the shell), or the last shell within 10 s or offline. */
async function navigation(req) {
  const cache = await caches.open(STATIC_CACHE);
  try {
    const res = await Promise.race([
      fetch(req),
      new Promise((_, reject) => setTimeout(() => reject(new Error('navigation timed out')), NAVIGATION_TIMEOUT_MS)),
    ]);
    if (isHtml(res)) await cache.put(SHELL_KEY, res.clone());
    return res;
  } catch (err) {
    const shell = await cache.match(SHELL_KEY);
    if (shell) return shell;
    throw err;
  }
}

// ---- the member's API reads ------------------------------------------------------------------------

async function owner() {
  const cache = await caches.open(API_CACHE);
  const res = await cache.match(OWNER_KEY);
  return res ? res.text() : null;
}

/** Makes the API cache belong to `who`, emptying it when it held another member's answers. */
async function ownedBy(who) {
  if ((await owner()) === who) return;
  await caches.delete(API_CACHE);
  const cache = await caches.open(API_CACHE);
  await cache.put(OWNER_KEY, new Response(who));
}

async function afterSessionChange(req) {
  const res = await fetch(req);
  // someone logged in, registered or out: no answer of the previous session may be read again
  if (res.ok) await caches.delete(API_CACHE);
  return res;
}

async function apiNetworkFirst(req, url) {
  let res;
  try {
    res = await fetch(req);
  } catch (err) {
    if ((await owner()) === null) throw err;
    const cache = await caches.open(API_CACHE);
    const hit = await cache.match(url.href, { ignoreVary: true, ignoreSearch: false });
    if (hit) return hit;
    throw err;
  }
  if (url.pathname === '/api/user') {
    if (res.status === 401) await ownedBy('anonymous');
    else if (res.ok) {
      try {
        const me = await res.clone().json();
        if (me && typeof me.id === 'string') await ownedBy(me.id);
      } catch {
        /* not JSON: leave the cache as it is */
      }
    }
  }
  // kept only once the cache knows whose answers it holds (a visitor's reads are public ones)
  if (res.ok && (await owner()) !== null && (res.headers.get('content-type') || '').includes('json')) {
    const cache = await caches.open(API_CACHE);
    await cache.put(url.href, res.clone());
    void trim(API_CACHE, MAX_API_ENTRIES);
  }
  return res;
}
