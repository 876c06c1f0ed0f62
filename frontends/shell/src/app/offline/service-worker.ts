/**
 * The installable app's service worker (public/sw.js; issue 18 item 6): registered in production
 * builds once the page has loaded, so it never competes with the first paint. Once it controls the
 * page, the page tells it every same-origin file and API read it loaded before (the first visit
 * happens before the worker exists), so `/practice` opens with no signal after one online visit.
 * `data-offline-ready` on <html> says when that is done (the e2e test waits for it).
 */
const SAME_ORIGIN_SKIP = /\/(sw\.js|api\/notifications\/stream|api\/login|api\/logout|api\/register)$|\.csv$/;

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

async function warm(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = navigator.serviceWorker.controller ?? registration.active;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== 'cached') return;
      navigator.serviceWorker.removeEventListener('message', onMessage);
      resolve();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    worker.postMessage({ type: 'cache-urls', urls: loadedUrls() });
    setTimeout(resolve, 30_000);
  });
  document.documentElement.dataset.offlineReady = 'true';
}

export function registerServiceWorker(): void {
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
      await warm(registration);
    } catch {
      /* no service worker (private mode, blocked): the site works online as before */
    }
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
