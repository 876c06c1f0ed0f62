import type { Redis } from 'ioredis';
import { NotificationPageCache } from './notification-page-cache.ts';

export interface ComputedCount {
  count: number;
  /** when the earliest counted notification expires (expiry is a read filter: no write marks it) */
  validUntil: Date | null;
}

/** A day at most, so the counts of members who stopped coming go away. */
const TTL_SECONDS = 24 * 60 * 60;
// a count stored only while the version it was computed under is still current
const PUT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
return 1`;

/**
 * The unread count without counting per request. On FerretDB the count's filter scans the whole
 * notifications collection (it looks up by index only a bare `_id`): ≈ 20 s p50 for one member with
 * 10,000 notifications on the loaded 2-core machine, against 0.2 ms for a Redis GET
 * (docs/decisions.md, bench/unread-count.ts).
 *
 * Exact under concurrent changes from any process: every write to a member's notifications bumps
 * the member's version (INCR after the write), and a cached count is used only when it was
 * computed under the current version. A count computed while a write lands is stored under the
 * old version and never read. A plain counter ($inc per change) would be cheaper on a miss, but
 * FerretDB can lose one of two concurrent updates of a document (FerretDB#3040), and an unread
 * notification's expiry changes the count with no write at all.
 */
export class UnreadCountCache {
  /** The members' newest notifications, kept under the same version (notification-page-cache.ts). */
  readonly pages: NotificationPageCache;

  private readonly redis: Redis;
  private readonly prefix: string;
  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
    this.pages = new NotificationPageCache(redis, prefix);
  }

  private keys(userId: string) {
    return {
      // No expiry: a version that vanished and counted up again could meet an old cached count.
      version: `${this.prefix}notifications:unread-version:${userId}`,
      value: `${this.prefix}notifications:unread:${userId}`,
    };
  }

  async get(userId: string, compute: () => Promise<ComputedCount>, now = new Date()): Promise<number> {
    const keys = this.keys(userId);
    // Redis down: count from the database (slow but right).
    const read = await this.redis.mget(keys.version, keys.value).catch(() => null);
    if (!read) return (await compute()).count;
    const [version = null, cached = null] = read;
    const current = version ?? '0';
    if (cached) {
      const [v, count, until] = cached.split(':');
      if (v === current && (until === '' || Number(until) > now.getTime())) return Number(count);
    }
    const { count, validUntil } = await compute();
    await this.redis.set(keys.value, `${current}:${count}:${validUntil?.getTime() ?? ''}`, 'EX', TTL_SECONDS).catch(() => {});
    return count;
  }

  /**
   * A count its writer computed from the store after its own write bumped the version to `version`
   * (mark-all-read reads the unread set anyway): kept only while that version is still the member's
   * current one, as `get` keeps what it computes.
   */
  async put(userId: string, version: number, { count, validUntil }: ComputedCount): Promise<void> {
    const keys = this.keys(userId);
    await this.redis.eval(
      PUT,
      2,
      keys.version,
      keys.value,
      String(version),
      `${version}:${count}:${validUntil?.getTime() ?? ''}`,
      TTL_SECONDS,
    );
  }

  /** After any write to the member's notifications; a failure fails the write's caller, who retries it. The member's version after it. */
  invalidate(userId: string): Promise<number> {
    return this.redis.incr(this.keys(userId).version);
  }
}
