import type { Redis } from 'ioredis';
import type { Types } from 'mongoose';
import type { Logger, ServiceContext } from '@trap/kit';
import type { AdminUser } from '@trap/contracts';
import { toAdminUser, type UserView } from '../users/users.mapper.ts';
import type { UserWrites, UsersRepository } from '../users/users.repository.ts';

/** One user as the staff pages read them: the list's item plus the key the search matches. */
export type DirectoryRow = AdminUser & { usernameKey: string };

/** The fields of `users` a row is made of (the rebuild reads only these). */
const DIRECTORY_FIELDS = {
  username: 1,
  usernameKey: 1,
  displayName: 1,
  email: 1,
  avatarUrl: 1,
  role: 1,
  isCoach: 1,
  membershipTier: 1,
  membershipStatus: 1,
  membershipEndDate: 1,
  isTrialMember: 1,
  accountStatus: 1,
  deleteAfter: 1,
  lastLogin: 1,
  createdAt: 1,
  updatedAt: 1,
} as const;

const rowOf = (u: UserView): DirectoryRow => ({ ...toAdminUser(u), usernameKey: u.usernameKey });

/**
 * Sets each row unless the stored one is newer (by updatedAt, ISO text compares in time order): two
 * writes of one user whose refreshes arrive out of order leave the later state. KEYS[1] the hash;
 * ARGV id, updatedAt, json, ...
 */
const PUT_NEWER = `
for i = 1, #ARGV, 3 do
  local cur = redis.call('HGET', KEYS[1], ARGV[i])
  local keep = false
  if cur then
    local at = string.match(cur, '"updatedAt":"([^"]*)"')
    if at and at > ARGV[i + 1] then keep = true end
  end
  if not keep then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 2]) end
end
return 1`;

/** What the rebuild reads: every user's row fields (the whole collection; a club has a few hundred). */
export interface DirectorySource {
  allRows(fields: typeof DIRECTORY_FIELDS): Promise<UserView[]>;
  byIds(ids: Types.ObjectId[], fields: typeof DIRECTORY_FIELDS): Promise<UserView[]>;
}

/**
 * The staff pages' read model of `users` (computed pattern): one Redis hash with a small row per user,
 * kept by every write of UsersRepository (after the database write, from whichever process wrote) and
 * rebuilt from the stored users at start-up, every REBUILD_EVERY_MS, and whenever it is missing (a
 * Redis restart, a write whose refresh failed). The user counts and the filtered, searched, paged
 * list are computed from it in memory, so a staff read costs one HGETALL instead of a count per
 * figure over the collection (18 passes over `users` for the stats on FerretDB). A read while Redis
 * is down returns null and the caller reads the database as before.
 */
export class UsersDirectory implements UserWrites {
  private readonly rowsKey: string;
  private readonly readyKey: string;
  private rebuilding: Promise<void> | null = null;

  private readonly redis: Redis;
  private readonly source: DirectorySource;
  private readonly logger?: Logger;
  constructor(redis: Redis, prefix: string, source: DirectorySource, logger?: Logger) {
    this.redis = redis;
    this.source = source;
    this.logger = logger;
    this.rowsKey = `${prefix}users-admin:rows`;
    this.readyKey = `${prefix}users-admin:ready`;
  }

  private async put(users: UserView[]): Promise<void> {
    if (!users.length) return;
    const args = users.flatMap((u) => {
      const row = rowOf(u);
      return [row.id, row.updatedAt, JSON.stringify(row)];
    });
    await this.redis.eval(PUT_NEWER, 1, this.rowsKey, ...args);
  }

  /** After a write of these users (as stored after it). A failed refresh drops the ready mark: the next read rebuilds. */
  async written(users: UserView[]): Promise<void> {
    try {
      await this.put(users);
    } catch (err) {
      await this.markStale(err);
    }
  }

  /** After a write of users known only by id (batches), or of unknown users (null: tombstones removed). */
  async writtenIds(ids: Types.ObjectId[] | null): Promise<void> {
    try {
      if (ids === null) return await this.rebuild();
      if (!ids.length) return;
      const found = await this.source.byIds(ids, DIRECTORY_FIELDS);
      const gone = ids.map(String).filter((id) => !found.some((u) => u._id.toString() === id));
      await this.put(found);
      if (gone.length) await this.redis.hdel(this.rowsKey, ...gone);
    } catch (err) {
      await this.markStale(err);
    }
  }

  /** Drops the ready mark: the next read rebuilds. */
  async markStale(err: unknown): Promise<void> {
    this.logger?.warn({ err }, 'users directory: refresh failed; rebuilt on the next read');
    await this.redis.del(this.readyKey).catch(() => {});
  }

  /**
   * Reads every user and sets their rows (newer rows written meanwhile win), then removes rows of
   * users no longer stored that were last written before the rebuild began, and marks the model ready.
   */
  rebuild(): Promise<void> {
    this.rebuilding ??= (async () => {
      const began = new Date().toISOString();
      const users = await this.source.allRows(DIRECTORY_FIELDS);
      await this.put(users);
      const stored = new Set(users.map((u) => u._id.toString()));
      const rows = await this.redis.hgetall(this.rowsKey);
      const gone = Object.entries(rows)
        .filter(([id, json]) => !stored.has(id) && (JSON.parse(json) as DirectoryRow).updatedAt < began)
        .map(([id]) => id);
      if (gone.length) await this.redis.hdel(this.rowsKey, ...gone);
      await this.redis.set(this.readyKey, began);
    })().finally(() => (this.rebuilding = null));
    return this.rebuilding;
  }

  /** Every user's row, rebuilt first when the model is not ready; null when Redis cannot answer. */
  async rows(): Promise<DirectoryRow[] | null> {
    try {
      if (!(await this.redis.exists(this.readyKey))) await this.rebuild();
      const all = await this.redis.hvals(this.rowsKey);
      return all.map((json) => JSON.parse(json) as DirectoryRow);
    } catch (err) {
      this.logger?.warn({ err }, 'users directory: unavailable; reading the database');
      return null;
    }
  }
}

/** How often each process rebuilds the model from `users` anyway (a refresh lost with a crashed process). */
const REBUILD_EVERY_MS = 10 * 60_000;

/**
 * The model wired to a process's users repository: every write the process makes refreshes it;
 * `warmUp` rebuilds it before the process serves (start-up, after a crash), then every REBUILD_EVERY_MS.
 */
export function usersDirectory(ctx: Pick<ServiceContext, 'redis' | 'config' | 'logger'>, repo: UsersRepository) {
  const model = new UsersDirectory(
    ctx.redis,
    ctx.config.REDIS_PREFIX,
    { allRows: (fields) => repo.allWithFields(fields), byIds: (ids, fields) => repo.byIdsWithFields(ids, fields) },
    ctx.logger,
  );
  repo.writes = model;
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => model.rebuild().catch((err: unknown) => model.markStale(err));
  return {
    model,
    warmUp: async () => {
      await rebuild();
      timer = setInterval(() => void rebuild(), REBUILD_EVERY_MS);
      timer.unref();
    },
    stop: async () => clearInterval(timer),
  };
}
