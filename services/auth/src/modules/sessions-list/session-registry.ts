import { Types } from 'mongoose';
import type { Redis } from 'ioredis';
import type { SessionStore } from '@trap/kit';

/** What auth remembers of a login, beside the kit's session key, for the member's sessions list. */
export interface SessionInfo {
  /** stable across the sliding refreshes of one login (each refresh is a new token and session id) */
  family: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  /** set when a refresh replaced this session id (it lives on a few seconds for requests in flight) */
  replaced?: boolean;
}

/** Where a login came from, as the request tells it. */
export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
}

export interface ActiveSessionInfo extends SessionInfo {
  sessionId: string;
}

const MAX_USER_AGENT = 300;
/** the member's set outlives any single session (31 days, like the kit's) */
const SET_TTL_SECONDS = 60 * 60 * 24 * 31;

/**
 * The member's active sessions. The kit's SessionStore decides whether a session is
 * alive (every service checks it); this registry keeps, per session id, when the login began, when it
 * was last refreshed, the browser and the address, and a per-member set of the ids, both expiring
 * with the session. Revoking goes through the SessionStore, so every service refuses the token at once.
 */
export class SessionRegistry {
  private readonly redis: Redis;
  private readonly sessions: SessionStore;
  private readonly prefix: string;
  constructor(redis: Redis, sessions: SessionStore, prefix: string) {
    this.redis = redis;
    this.sessions = sessions;
    this.prefix = prefix;
  }

  private infoKey = (sessionId: string) => `${this.prefix}session-info:${sessionId}`;
  private setKey = (userId: string) => `${this.prefix}session-infos:${userId}`;

  /** A new login: a new family. */
  async opened(sessionId: string, userId: string, ttlSeconds: number, client: ClientInfo = {}, now = new Date()): Promise<void> {
    await this.write(sessionId, ttlSeconds, {
      family: new Types.ObjectId().toHexString(),
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      userAgent: client.userAgent ? client.userAgent.slice(0, MAX_USER_AGENT) : null,
      ip: client.ip ?? null,
    });
  }

  /** A sliding refresh: the new session id continues the old one's login. */
  async refreshed(previousId: string, sessionId: string, userId: string, ttlSeconds: number, now = new Date()): Promise<void> {
    const before = await this.info(previousId);
    if (!before || before.userId !== userId) return this.opened(sessionId, userId, ttlSeconds, {}, now);
    await this.write(sessionId, ttlSeconds, { ...before, replaced: undefined, lastSeenAt: now.toISOString() });
    const left = await this.redis.ttl(this.infoKey(previousId));
    if (left > 0) await this.redis.set(this.infoKey(previousId), JSON.stringify({ ...before, replaced: true }), 'EX', left);
  }

  /** The member's live sessions, one per login (the newest id of each), newest login first. */
  async active(userId: string): Promise<ActiveSessionInfo[]> {
    const ids = await this.redis.smembers(this.setKey(userId));
    if (!ids.length) return [];
    const [infos, alive] = await Promise.all([
      this.redis.mget(ids.map(this.infoKey)),
      Promise.all(ids.map((id) => this.sessions.isActive(id))),
    ]);
    const gone: string[] = [];
    const byFamily = new Map<string, ActiveSessionInfo>();
    ids.forEach((sessionId, i) => {
      const raw = infos[i];
      if (!raw || !alive[i]) {
        gone.push(sessionId);
        return;
      }
      const info = JSON.parse(raw) as SessionInfo;
      if (info.userId !== userId || info.replaced) return;
      const seen = byFamily.get(info.family);
      if (!seen || seen.lastSeenAt < info.lastSeenAt) byFamily.set(info.family, { ...info, sessionId });
    });
    if (gone.length) await this.redis.srem(this.setKey(userId), ...gone);
    return [...byFamily.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }

  async info(sessionId: string): Promise<SessionInfo | null> {
    const raw = await this.redis.get(this.infoKey(sessionId));
    return raw ? (JSON.parse(raw) as SessionInfo) : null;
  }

  /** Revokes every session id of one login of this member; false when the member has no such login. */
  async revokeFamily(userId: string, family: string): Promise<boolean> {
    const ids = await this.idsWhere(userId, (info) => info.family === family);
    await Promise.all(ids.map((id) => this.forget(userId, id)));
    return ids.length > 0;
  }

  /** Revokes every session of the member except those of the login `keepFamily` (null: all); how many logins ended. */
  async revokeAllBut(userId: string, keepFamily: string | null): Promise<number> {
    const ids = await this.idsWhere(userId, (info) => info.family !== keepFamily);
    const families = new Set<string>();
    for (const id of ids) families.add((await this.info(id))?.family ?? id);
    await Promise.all(ids.map((id) => this.forget(userId, id)));
    if (keepFamily === null) await this.sessions.revokeAllForUser(userId); // sessions issued before the registry knew them
    return families.size;
  }

  private async idsWhere(userId: string, keep: (info: SessionInfo) => boolean): Promise<string[]> {
    const ids = await this.redis.smembers(this.setKey(userId));
    const out: string[] = [];
    for (const id of ids) {
      const info = await this.info(id);
      if (info && info.userId === userId && keep(info) && (await this.sessions.isActive(id))) out.push(id);
    }
    return out;
  }

  private async forget(userId: string, sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
    await this.redis.multi().del(this.infoKey(sessionId)).srem(this.setKey(userId), sessionId).exec();
  }

  private async write(sessionId: string, ttlSeconds: number, info: SessionInfo): Promise<void> {
    await this.redis
      .multi()
      .set(this.infoKey(sessionId), JSON.stringify(info), 'EX', ttlSeconds)
      .sadd(this.setKey(info.userId), sessionId)
      .expire(this.setKey(info.userId), SET_TTL_SECONDS)
      .exec();
  }
}
