/**
 * SPEC 9 / DECISIONS link prefetch, the pure part: which links may be prefetched, on which
 * connections, and the throttle (at most 10 links within any 2,000 ms). The DOM side
 * (observers and events) is link-prefetcher.ts.
 */

/** SPEC 9: throttle 2000 ms, at most 10 links, within 300 px of the viewport. */
export const PREFETCH_THROTTLE_MS = 2000;
export const PREFETCH_BATCH_LIMIT = 10;
export const PREFETCH_ROOT_MARGIN = '300px';

/** The parts of `navigator.connection` (Network Information API, Chromium only) that matter here. */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/** Never for a visitor who asked to save data, nor on a 2G connection. Unknown connection: allowed. */
export function connectionAllowsPrefetch(connection: ConnectionFacts | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** What the filter needs to know about a link (an `<a>` element reduced to plain facts). */
export interface LinkFacts {
  /** the resolved `href` */
  href: string;
  target?: string;
  /** has a `download` attribute */
  download?: boolean;
  /** has `data-no-prefetch` (on itself or an ancestor) */
  noPrefetch?: boolean;
  rel?: string;
}

/**
 * Paths that are actions or one-time links rather than pages: never prefetched. (Prefetching never
 * requests the link's URL itself, only the route's code and declared reads; this keeps even those
 * away from anything that signs out, clears data or spends a token.)
 */
const UNSAFE_PATHS = [
  /^\/logout(\/|$)/,
  /^\/api(\/|$)/,
  /^\/clear-storage(\/|$)/,
  /^\/verify-email(\/|$)/,
  /^\/reset-password(\/|$)/,
  /^\/newsletter-preferences(\/|$)/,
  /^\/(sitemap\.xml|robots\.txt)$/,
];

/**
 * The URL to prefetch for a link, or null: same origin http(s) only, opened in this tab (a new tab
 * is a new document that shares none of this page's cache), no download, no `data-no-prefetch`,
 * no `rel=external`, not an unsafe path, not the page already shown (`here`).
 */
export function prefetchableUrl(link: LinkFacts, here: { href: string; origin: string }): URL | null {
  if (link.noPrefetch || link.download) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.rel && /(^|\s)external(\s|$)/i.test(link.rel)) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== here.origin) return null;
  if (UNSAFE_PATHS.some((re) => re.test(url.pathname))) return null;
  const current = new URL(here.href);
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

/** The key a prefetched target is remembered by: path and query, no fragment. */
export const prefetchKey = (url: URL): string => url.pathname + url.search;

export interface BatchQueueOptions<T> {
  run: (batch: T[]) => void;
  intervalMs?: number;
  limit?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * How soon a queued link's turn comes: lower first. A link the visitor can see now goes before one
 * that is only within 300 px of the viewport, and a link of the page's content (its list items) before
 * the header's and the footer's, so what is most likely tapped next is in the first batch.
 */
export type PrefetchPriority = number;
export const linkPriority = (link: { visible: boolean; inContent: boolean }): PrefetchPriority =>
  (link.visible ? 0 : 2) + (link.inContent ? 0 : 1);

export interface BatchQueue<T> {
  /**
   * Queue an item. Each batch takes the lowest `priority` first (default 0), first come first served
   * within one priority; a key already queued keeps its place and its item, but takes the better of
   * its two priorities.
   */
  enqueue(key: string, item: T, priority?: PrefetchPriority): void;
  /** Drop a queued item (its link left the viewport before its turn). */
  dequeue(key: string): void;
  has(key: string): boolean;
  readonly size: number;
  dispose(): void;
}

/**
 * The throttle: at most `limit` queued items start within any `intervalMs` (SPEC 9: 10 links per
 * 2,000 ms), the most likely taps first (see `enqueue`). An item queued while fewer than `limit`
 * started in the last `intervalMs` goes at once, so links that appear a moment after the first batch
 * (a list whose data arrives after the header) need not wait for the next 2 s; when `limit` have
 * started, the next wait until the oldest of them is `intervalMs` old.
 */
export function createBatchQueue<T>(options: BatchQueueOptions<T>): BatchQueue<T> {
  const intervalMs = options.intervalMs ?? PREFETCH_THROTTLE_MS;
  const limit = options.limit ?? PREFETCH_BATCH_LIMIT;
  const now = options.now ?? (() => performance.now());
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const queue = new Map<string, { item: T; priority: PrefetchPriority; order: number }>();
  let arrivals = 0;
  /** when each item of the last `intervalMs` started, oldest first */
  let started: number[] = [];
  let timer: unknown = null;
  let disposed = false;

  /** ms until a slot is free (0: now), forgetting starts older than the interval */
  const waitForSlot = (): number => {
    const t = now();
    started = started.filter((at) => at + intervalMs > t);
    return started.length < limit ? 0 : started[started.length - limit]! + intervalMs - t;
  };
  const schedule = () => {
    if (timer !== null || disposed || queue.size === 0) return;
    timer = setTimer(tick, waitForSlot());
  };
  const tick = () => {
    timer = null;
    if (disposed || queue.size === 0) return;
    // a timer may fire a little early on some platforms: never start an item before its slot is free
    const wait = waitForSlot();
    if (wait > 0) {
      timer = setTimer(tick, wait);
      return;
    }
    const turn = [...queue].sort(([, a], [, b]) => a.priority - b.priority || a.order - b.order).slice(0, limit - started.length);
    for (const [key] of turn) queue.delete(key);
    options.run(turn.map(([, queued]) => queued.item));
    // the interval counts from the end of a batch's start-up work, so batches never crowd each other
    const end = now();
    for (let i = 0; i < turn.length; i++) started.push(end);
    schedule();
  };

  return {
    enqueue(key, item, priority = 0) {
      if (disposed) return;
      const queued = queue.get(key);
      if (queued) queued.priority = Math.min(queued.priority, priority);
      else queue.set(key, { item, priority, order: arrivals++ });
      schedule();
    },
    dequeue(key) {
      queue.delete(key);
    },
    has: (key) => queue.has(key),
    get size() {
      return queue.size;
    },
    dispose() {
      disposed = true;
      queue.clear();
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
