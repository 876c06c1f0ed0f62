import {
  connectionAllowsPrefetch,
  createBatchQueue,
  linkPriority,
  PREFETCH_ROOT_MARGIN,
  prefetchableUrl,
  prefetchKey,
  type ConnectionFacts,
} from './prefetch-policy.ts';

/**
 * What to do for a link's URL: a function that loads the route's code and warms its declared reads,
 * or null when the URL is nothing this app prefetches (unknown route, a route the user may not open).
 */
export type PrefetchResolver = (url: URL) => (() => Promise<unknown> | void) | null;

const connection = (): ConnectionFacts | undefined => (navigator as Navigator & { connection?: ConnectionFacts }).connection;

const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? (target.closest('a[href]') as HTMLAnchorElement | null) : null;

/** Whether the link is on screen now (not only within the 300 px margin). */
const inSight = ({ boundingClientRect: r }: IntersectionObserverEntry): boolean =>
  r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;

function urlOf(a: HTMLAnchorElement): URL | null {
  return prefetchableUrl(
    {
      href: a.href,
      target: a.target,
      download: a.hasAttribute('download'),
      noPrefetch: a.closest('[data-no-prefetch]') !== null,
      rel: a.rel,
    },
    location,
  );
}

/**
 * Starts prefetching the links of the document (SPEC 9): links that come within 300 px of the
 * viewport are queued and prefetched in batches (at most 10 links within any 2,000 ms), those
 * on screen and in the page's content (`main`) before the header's, the footer's and those further
 * off, so a list's items do not wait behind the site's navigation for the next batch; hover
 * and touch start prefetch at once. Nothing at all on save-data or 2G. Each target is prefetched
 * once per page life and marked in the performance timeline (`prefetch /path`, detail `near` or
 * `intent`). Returns a stop function.
 */
export function startLinkPrefetcher(resolve: PrefetchResolver, root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const done = new Set<string>();
  /** observed links per key that are within the margin now */
  const near = new Map<string, Set<Element>>();
  const observed = new WeakSet<Element>();

  const prefetch = (url: URL, reason: 'near' | 'intent'): void => {
    const key = prefetchKey(url);
    if (done.has(key) || !connectionAllowsPrefetch(connection())) return;
    const run = resolve(url);
    queue.dequeue(key);
    // nothing to do (yet): a sign-in may change that, so the link is not remembered
    if (!run) return;
    done.add(key);
    performance.mark?.(`prefetch ${key}`, { detail: reason });
    try {
      void Promise.resolve(run()).catch(() => undefined);
    } catch {
      // a prefetch is a hint: its failure is the page's to meet when it opens
    }
  };

  const queue = createBatchQueue<URL>({ run: (batch) => batch.forEach((url) => prefetch(url, 'near')) });

  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const a = entry.target as HTMLAnchorElement;
        const url = urlOf(a);
        if (!url) continue;
        const key = prefetchKey(url);
        const set = near.get(key) ?? new Set<Element>();
        if (entry.isIntersecting) set.add(a);
        else set.delete(a);
        if (set.size) near.set(key, set);
        else near.delete(key);
        if (done.has(key)) continue;
        if (entry.isIntersecting) {
          if (connectionAllowsPrefetch(connection()))
            queue.enqueue(key, url, linkPriority({ visible: inSight(entry), inContent: a.closest('main') !== null }));
        } else if (!set.size) queue.dequeue(key); // scrolled past before its turn
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );

  const scan = () => {
    root.querySelectorAll('a[href]').forEach((a) => {
      if (observed.has(a)) return;
      observed.add(a);
      io.observe(a);
    });
  };
  let scanTimer: ReturnType<typeof setTimeout> | null = null;
  const mo = new MutationObserver(() => {
    if (scanTimer === null) scanTimer = setTimeout(() => ((scanTimer = null), scan()), 100);
  });

  // Hover and touch start win over the queue: prefetch at once.
  const onIntent = (event: Event) => {
    const a = linkOf(event.target);
    const url = a && urlOf(a);
    if (url) prefetch(url, 'intent');
  };

  scan();
  mo.observe(root instanceof Document ? root.documentElement : (root as Node), { childList: true, subtree: true });
  document.addEventListener('mouseover', onIntent, { capture: true, passive: true });
  document.addEventListener('touchstart', onIntent, { capture: true, passive: true });

  return () => {
    io.disconnect();
    mo.disconnect();
    queue.dispose();
    if (scanTimer !== null) clearTimeout(scanTimer);
    document.removeEventListener('mouseover', onIntent, { capture: true });
    document.removeEventListener('touchstart', onIntent, { capture: true });
  };
}
