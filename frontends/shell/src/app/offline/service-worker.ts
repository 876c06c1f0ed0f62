/**
 * The installable app's service worker (public/sw.js): registered in production
 * builds once the page has loaded, so it never competes with the first paint. Once it controls the
 * page, the page tells it every same-origin file and API read it loaded before (the first visit
 * happens before the worker exists), so `/practice` opens with no signal after one online visit.
 * `data-offline-ready` on <html> says when that is done (the e2e test waits for it).
 */
// audio (podcast episodes of several MB, streamed with range requests) is never worth a copy offline
const SAME_ORIGIN_SKIP = /\/(sw\.js|api\/notifications\/stream|api\/login|api\/logout|api\/register)$|\.csv$|^\/audio\//;

function loadedUrls(): string[] {
  const urls = new Set<string>([location.pathname + location.search]);
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name, location.href);
    // the worker asks for each again as a GET: a POST the page made answers 404/405 and is not kept
    if (url.origin !== location.origin || SAME_ORIGIN_SKIP.test(url.pathname)) continue;
    urls.add(url.pathname + url.search);
  }
  return [...urls];
}

/** Sends URLs to the worker and waits until it has cached them (or 30 s). */
function cacheUrls(worker: ServiceWorker, urls: string[]): Promise<void> {
  return new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== 'cached') return;
      navigator.serviceWorker.removeEventListener('message', onMessage);
      resolve();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    worker.postMessage({ type: 'cache-urls', urls });
    setTimeout(resolve, 30_000);
  });
}

async function warm(registration: ServiceWorkerRegistration, extraUrls: () => string[]): Promise<void> {
  const worker = navigator.serviceWorker.controller ?? registration.active;
  if (!worker) return;
  const first = [...new Set([...loadedUrls(), ...extraUrls()])];
  await cacheUrls(worker, first);
  // a request the page started before the worker took control and that ended after the first list
  // (a remote's manifest on a busy machine) went past the worker: a second look catches it
  const sent = new Set(first);
  const late = loadedUrls().filter((u) => !sent.has(u));
  if (late.length) await cacheUrls(worker, late);
  document.documentElement.dataset.offlineReady = 'true';
}

/** `extraUrls`: files the offline app needs whether or not this visit loaded them yet (the remotes' manifests). */
export function registerServiceWorker(extraUrls: () => string[] = () => []): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise<void>((resolve) => {
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
          setTimeout(resolve, 10_000);
        });
      await warm(registration, extraUrls);
    } catch {
      /* no service worker (private mode, blocked): the site works online as before */
    }
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
