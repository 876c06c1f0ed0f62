import type { Redis } from 'ioredis';
import type { Notification } from '@trap/contracts';

/** What GET /api/notifications answers at most: the member's newest live notifications. */
const PAGE_SIZE = 500;
/** What the read model keeps per member: the newest this many (live or not), so an expiry or a delete seldom empties it below a page. */
export const PAGE_KEPT = 600;
/** A member who stops coming is rebuilt from the store when they return. */
const TTL_SECONDS = 24 * 60 * 60;

/** Newest first: createdAt, then id (an ObjectId's hex orders as the ObjectId does), as the store's sort. */
const newestFirst = (a: Notification, b: Notification): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

export interface Page {
  /** every notification of the member is in `items` (fewer than PAGE_KEPT are stored) */
  complete: boolean;
  items: Notification[];
}

// the page under the version it reflects, stored only while that version is still the member's current one
const STORE = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], 'v', ARGV[1], 'complete', ARGV[2], 'items', ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1`;
// a writer's change: only onto the page of the version just before its own, while its own is still current
const PATCH = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] or redis.call('HGET', KEYS[2], 'v') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[2], 'v', ARGV[1], 'complete', ARGV[3], 'items', ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1`;

/**
 * A Redis read model of each member's newest notifications (PAGE_KEPT of them, in the delivered
 * shape), so the list is one Redis read instead of a read of every notification the member ever got
 * (on FerretDB the store's sort and limit run after all of them are decoded: up to 2-7 s for the
 * busiest member of a club's five years).
 *
 * Kept exact under concurrent writers in any process by the member's version, the one the unread
 * count uses (UnreadCountCache): every write to a member's notifications bumps it (INCR after the
 * write). A page is used only when it was stored under the current version. A writer, after its
 * INCR to v, reads the documents it changed again from the store and applies them to the page only
 * if the page is at v - 1 and the version is still v (one Lua script): so a page at v holds every
 * write up to v, each as the store held it after that write's INCR. Anything else (a lost race, a
 * crash between a write and its patch, Redis restarted) leaves the page behind the version, and the
 * next read rebuilds it from the store (`rebuild`) and stores it under the version read before it.
 */
export class NotificationPageCache {
  private readonly redis: Redis;
  private readonly prefix: string;
  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  private keys(userId: string) {
    return {
      version: `${this.prefix}notifications:unread-version:${userId}`,
      page: `${this.prefix}notifications:page:${userId}`,
    };
  }

  /**
   * The member's newest live notifications. `rebuild` reads the newest PAGE_KEPT from the store
   * (delivered shape, newest first); `direct` answers from the store alone (Redis down, or too few
   * live ones kept).
   */
  async read(
    userId: string,
    now: Date,
    rebuild: () => Promise<Notification[]>,
    direct: () => Promise<Notification[]>,
  ): Promise<Notification[]> {
    const keys = this.keys(userId);
    const got = await this.redis
      .multi()
      .get(keys.version)
      .hgetall(keys.page)
      .exec()
      .catch(() => null);
    if (!got || got.some(([err]) => err)) return direct();
    const version = (got[0]![1] as string | null) ?? '0';
    const stored = got[1]![1] as Record<string, string>;
    let page: Page;
    if (stored.v === version && stored.items)
      page = { complete: stored.complete === '1', items: JSON.parse(stored.items) as Notification[] };
    else {
      const items = await rebuild();
      page = { complete: items.length < PAGE_KEPT, items };
      await this.redis
        .eval(STORE, 2, keys.version, keys.page, version, page.complete ? '1' : '0', JSON.stringify(items), TTL_SECONDS)
        .catch(() => {});
    }
    const live = page.items.filter((n) => !n.expiresAt || Date.parse(n.expiresAt) > now.getTime());
    if (live.length >= PAGE_SIZE || page.complete) return live.slice(0, PAGE_SIZE);
    return direct();
  }

  /** The stored page, whatever its version (tests and the rebuild check). */
  async stored(userId: string): Promise<(Page & { v: string }) | null> {
    const h = await this.redis.hgetall(this.keys(userId).page);
    return h.v ? { v: h.v, complete: h.complete === '1', items: JSON.parse(h.items!) as Notification[] } : null;
  }

  /**
   * After a write that bumped the member's version to `version`: `change` makes the next page of the
   * page at `version - 1` (nothing happens when the page is not there). True when applied.
   */
  async patch(userId: string, version: number, change: (page: Page) => Page): Promise<boolean> {
    const keys = this.keys(userId);
    const h = await this.redis.hgetall(keys.page);
    if (h.v !== String(version - 1) || !h.items) return false;
    const next = change({ complete: h.complete === '1', items: JSON.parse(h.items) as Notification[] });
    const applied = await this.redis.eval(
      PATCH,
      2,
      keys.version,
      keys.page,
      String(version),
      String(version - 1),
      next.complete ? '1' : '0',
      JSON.stringify(next.items),
      TTL_SECONDS,
    );
    return applied === 1;
  }
}

/**
 * The page with `docs` put in (by id: a notification given as null is gone), newest first, at most
 * PAGE_KEPT. On a page that does not hold all of the member's notifications, nothing older than its
 * oldest is added (the store may hold others in between).
 */
export function withDocs(page: Page, docs: ReadonlyMap<string, Notification | null>): Page {
  const oldest = page.items[page.items.length - 1];
  const merged = [...page.items.filter((n) => !docs.has(n.id)), ...[...docs.values()].filter((n): n is Notification => !!n)]
    .filter((n) => page.complete || !oldest || newestFirst(n, oldest) <= 0)
    .sort(newestFirst);
  return { complete: page.complete && merged.length <= PAGE_KEPT, items: merged.slice(0, PAGE_KEPT) };
}
