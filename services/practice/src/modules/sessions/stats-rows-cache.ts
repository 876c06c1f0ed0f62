import type { Redis } from 'ioredis';
import type { SessionStatsRowDoc } from './session-stats-row.model.ts';

/** Marks a member's hash as holding every one of their rows (session ids are hex, so no clash). */
const COMPLETE = '~complete';

// After a row's write: bump the member's version, and change the row only where the hash is complete.
const PUT_ROW = `
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
if redis.call('HEXISTS', KEYS[1], '${COMPLETE}') == 1 then
  if ARGV[2] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
end
return 1`;

// Installs rows read from the database, unless a write bumped the version since the read began.
const INSTALL = `
local v = redis.call('GET', KEYS[2]) or ''
if v ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '${COMPLETE}', '1')
for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

interface CachedRow extends Omit<SessionStatsRowDoc, 'date'> {
  date: string;
}

/**
 * Every statistics row of a member, kept in one Redis hash. On FerretDB a `{ userId }` read of the
 * rows decodes the whole collection (only a bare `_id` filter is pushed down), so each stats, insight,
 * goal or coach read paid for every member's sessions (1.2 s p50 for a member with 2,000 sessions,
 * and logging slowed to the 15 s proxy time-out behind those scans at 3 logs a second).
 *
 * Exact under concurrent writes from any process: a write bumps the member's version after its
 * database write and changes the row only in a complete hash; rows read from the database are
 * installed only when the version did not move while they were read (so a load that raced a
 * write is used once and not kept). An hour's expiry frees the hashes of members who stopped
 * coming and bounds the life of a hash a failed Redis write left behind. Redis down: reads go to
 * the database.
 */
export class StatsRowsCache {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly ttlSeconds: number;
  constructor(redis: Redis, prefix: string, ttlSeconds = 3600) {
    this.redis = redis;
    this.prefix = prefix;
    this.ttlSeconds = ttlSeconds;
  }

  private keys(userId: string): [string, string] {
    // rows with their aggregate as a value (`agg`); hashes of the earlier rows (`aggJson` text) are left to expire
    return [`${this.prefix}practice:session-rows:${userId}`, `${this.prefix}practice:session-rows-version:${userId}`];
  }

  async rows(userId: string, load: () => Promise<SessionStatsRowDoc[]>): Promise<SessionStatsRowDoc[]> {
    const [rowsKey, versionKey] = this.keys(userId);
    const cached = await this.redis.hgetall(rowsKey).catch(() => null);
    if (cached?.[COMPLETE]) {
      void this.redis.expire(rowsKey, this.ttlSeconds).catch(() => {});
      return Object.entries(cached)
        .filter(([field]) => field !== COMPLETE)
        .map(([, json]) => {
          const row = JSON.parse(json) as CachedRow;
          return { ...row, date: new Date(row.date) };
        });
    }
    const version = cached ? await this.redis.get(versionKey).catch(() => undefined) : undefined;
    const rows = await load();
    if (version !== undefined) {
      const pairs = rows.flatMap((r) => [r._id, JSON.stringify(r)]);
      await this.redis.eval(INSTALL, 2, rowsKey, versionKey, version ?? '', this.ttlSeconds, ...pairs).catch(() => {});
    }
    return rows;
  }

  /** After the row of a session was written (`row`) or removed (`null`). */
  async put(userId: string, id: string, row: SessionStatsRowDoc | null): Promise<void> {
    const [rowsKey, versionKey] = this.keys(userId);
    await this.redis.eval(PUT_ROW, 2, rowsKey, versionKey, id, row ? JSON.stringify(row) : '', this.ttlSeconds).catch(async () => {
      // The row could not be changed: drop the member's hash so no stale copy is read (best effort).
      await this.redis.del(rowsKey).catch(() => {});
    });
  }

  /** After rows were written in bulk (demo seeding). */
  async forget(userId: string): Promise<void> {
    const [rowsKey, versionKey] = this.keys(userId);
    await this.redis
      .multi()
      .incr(versionKey)
      .expire(versionKey, this.ttlSeconds)
      .del(rowsKey)
      .exec()
      .catch(() => {});
  }
}
