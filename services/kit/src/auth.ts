import { readFileSync } from 'node:fs';
import type { Request, RequestHandler } from 'express';
import { importSPKI, jwtVerify, type CryptoKey, type KeyObject } from 'jose';
import type { Redis } from 'ioredis';
import {
  can,
  effectiveTier,
  ERROR_CODES,
  membershipStatusSchema,
  roleSchema,
  tierIncludes,
  tierRequiredMessage,
  tierSchema,
  type Capability,
  type MembershipTerms,
  type Role,
  type Tier,
} from '@trap/contracts';
import { AppError, forbidden, unauthenticated } from './errors.ts';

export const SESSION_COOKIE = 'trap_session';

/** Who is calling, from a verified JWT. */
export interface AuthContext {
  userId: string;
  role: Role;
  /** session id: the JWT's jti; revoked sessions are refused at once */
  sessionId: string;
  isCoach: boolean;
  expiresAt: number;
  token: string;
  /** the membership when the token was signed (claims tier, mst, mend); the live one is in Redis (MembershipTerms) */
  membership?: MembershipTerms;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

export interface TokenVerifierOptions {
  publicKeyPem: string;
  issuer: string;
  audience: string;
}

export type TokenVerifier = (token: string) => Promise<Omit<AuthContext, 'token'>>;

export function readPublicKey(cfg: { JWT_PUBLIC_KEY?: string; JWT_PUBLIC_KEY_FILE?: string }): string {
  if (cfg.JWT_PUBLIC_KEY) return cfg.JWT_PUBLIC_KEY;
  if (cfg.JWT_PUBLIC_KEY_FILE) return readFileSync(cfg.JWT_PUBLIC_KEY_FILE, 'utf8');
  throw new Error('JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE must be set');
}

/** RS256 verification of tokens signed by the auth service. */
export async function createTokenVerifier(opts: TokenVerifierOptions): Promise<TokenVerifier> {
  const key: CryptoKey | KeyObject = await importSPKI(opts.publicKeyPem, 'RS256');
  return async (token) => {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['RS256'],
      issuer: opts.issuer,
      audience: opts.audience,
    });
    const role = roleSchema.safeParse(payload.role);
    if (!payload.sub || !payload.jti || !role.success || !payload.exp) throw new Error('token is missing claims');
    const tier = tierSchema.safeParse(payload.tier);
    const status = membershipStatusSchema.safeParse(payload.mst);
    return {
      userId: payload.sub,
      role: role.data,
      sessionId: payload.jti,
      isCoach: payload.coach === true,
      expiresAt: payload.exp,
      ...(tier.success && status.success
        ? {
            membership: {
              membershipTier: tier.data,
              membershipStatus: status.data,
              membershipEndDate: typeof payload.mend === 'number' ? payload.mend * 1000 : null,
            },
          }
        : {}),
    };
  };
}

/** Sessions live in Redis so that logout and suspension revoke a token at once. */
export class SessionStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  constructor(redis: Redis, prefix = 'trap:') {
    this.redis = redis;
    this.prefix = prefix;
  }
  private key = (sessionId: string) => `${this.prefix}session:${sessionId}`;
  private userKey = (userId: string) => `${this.prefix}user-sessions:${userId}`;

  async create(sessionId: string, userId: string, ttlSeconds: number): Promise<void> {
    await this.redis
      .multi()
      .set(this.key(sessionId), userId, 'EX', ttlSeconds)
      .sadd(this.userKey(userId), sessionId)
      .expire(this.userKey(userId), 60 * 60 * 24 * 31)
      .exec();
  }
  async isActive(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.key(sessionId))) === 1;
  }
  /** Keeps a replaced session alive a little longer so requests already in flight still pass. */
  async expireSoon(sessionId: string, seconds: number): Promise<void> {
    await this.redis.expire(this.key(sessionId), seconds);
  }
  /**
   * Where each revocation is announced once the session is gone (`s:<sessionId>`, `u:<userId>` for all of a
   * member's): the bff answers a member's hot reads from memory and forgets a revoked session from it at once.
   */
  get revokedChannel(): string {
    return `${this.prefix}sessions:revoked`;
  }
  async revoke(sessionId: string): Promise<void> {
    const userId = await this.redis.get(this.key(sessionId));
    const tx = this.redis.multi().del(this.key(sessionId));
    if (userId) tx.srem(this.userKey(userId), sessionId);
    tx.publish(this.revokedChannel, `s:${sessionId}`);
    await tx.exec();
  }
  private membershipKey = (userId: string) => `${this.prefix}membership:${userId}`;
  /**
   * The member's live membership, written by auth whenever it changes (login, checkout, expiry,
   * staff changes), so a tier check sees an upgrade or an expiry at once, not at the next token.
   */
  async membership(userId: string): Promise<MembershipTerms | undefined> {
    const raw = await this.redis.get(this.membershipKey(userId));
    if (!raw) return undefined;
    try {
      const v = JSON.parse(raw) as { t?: unknown; s?: unknown; e?: unknown };
      const tier = tierSchema.safeParse(v.t);
      const status = membershipStatusSchema.safeParse(v.s);
      if (!tier.success || !status.success) return undefined;
      return { membershipTier: tier.data, membershipStatus: status.data, membershipEndDate: typeof v.e === 'number' ? v.e : null };
    } catch {
      return undefined;
    }
  }
  /**
   * Another member's tier now (the owner of what a call reads, not the caller): their live membership,
   * or Range Pass when auth has none on record.
   */
  async tierOf(userId: string, now = new Date()): Promise<Tier> {
    const live = await this.membership(userId);
    return live ? effectiveTier(live, now) : 'range_pass';
  }
  /**
   * Kept at least until the membership's end date (a month past it), so a paid member who does not log
   * in for weeks still counts as paid where their tier decides what others may read (tierOf).
   *
   * `asOf` is when the record it was read from last changed (auth's `updatedAt`): a copy of an older
   * record is not written over a newer one, so an event handled late (the registration's Range Pass,
   * read before an upgrade and written after it) cannot take a paid tier away. Without `asOf` it is written.
   */
  async setMembership(userId: string, m: MembershipTerms, asOf?: Date | number): Promise<void> {
    const end = m.membershipEndDate == null ? null : new Date(m.membershipEndDate).getTime();
    const version = asOf === undefined ? 0 : new Date(asOf).getTime();
    const value = JSON.stringify({ t: m.membershipTier, s: m.membershipStatus, e: Number.isFinite(end) ? end : null, v: version });
    const ttl = membershipTtlSeconds(m.membershipTier, end);
    await this.redis.eval(
      SET_IF_NOT_OLDER,
      1,
      this.membershipKey(userId),
      value,
      String(asOf === undefined ? -1 : version),
      ttl === null ? '' : String(ttl),
    );
  }
  async revokeAllForUser(userId: string): Promise<void> {
    const ids = await this.redis.smembers(this.userKey(userId));
    if (ids.length) await this.redis.del(...ids.map(this.key));
    await this.redis.multi().del(this.userKey(userId)).publish(this.revokedChannel, `u:${userId}`).exec();
  }
}

/** KEYS[1] the live membership; ARGV value, its version (-1: write whatever is stored), seconds to live ('' none). */
const SET_IF_NOT_OLDER = `
local version = tonumber(ARGV[2])
if version >= 0 then
  local current = redis.call('GET', KEYS[1])
  if current then
    local ok, stored = pcall(cjson.decode, current)
    if ok and type(stored) == 'table' and type(stored.v) == 'number' and stored.v > version then return 0 end
  end
end
if ARGV[3] == '' then redis.call('SET', KEYS[1], ARGV[1]) else redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[3])) end
return 1
`;

const MONTH_SECONDS = 60 * 60 * 24 * 31;
/** A month, or until a month past the end date; a paid tier without an end date (given by staff) never lapses. */
function membershipTtlSeconds(tier: Tier, end: number | null): number | null {
  if (end === null || !Number.isFinite(end)) return tier === 'range_pass' ? MONTH_SECONDS : null;
  return Math.max(MONTH_SECONDS, Math.ceil((end - Date.now()) / 1000) + MONTH_SECONDS);
}

function tokenFromRequest(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const cookie = (req as Request & { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE];
  return cookie || undefined;
}

/**
 * Verifies the caller when a token is present. `required` answers 401 without one.
 * A service trusts no header it cannot verify: identity comes only from the signed token.
 */
export function authenticate(opts: {
  verify: TokenVerifier;
  sessions?: SessionStore;
  required?: boolean;
  /** the 401 message whatever the reason (a SPEC text, e.g. the AI coach's); the generic ones otherwise */
  message?: string;
}): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = tokenFromRequest(req);
      if (!token) return opts.required ? next(unauthenticated(opts.message)) : next();
      let ctx: Omit<AuthContext, 'token'>;
      try {
        ctx = await opts.verify(token);
      } catch {
        return opts.required ? next(unauthenticated(opts.message ?? 'Session expired, please log in again')) : next();
      }
      if (opts.sessions && !(await opts.sessions.isActive(ctx.sessionId))) {
        return opts.required ? next(unauthenticated(opts.message ?? 'Session expired, please log in again')) : next();
      }
      req.auth = { ...ctx, token };
      next();
    } catch (err) {
      next(err);
    }
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => next(req.auth ? undefined : unauthenticated());

/** Capability check from the permission table in contracts; never role strings. */
export function requireCapability(capability: Capability): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) return next(unauthenticated());
    if (!can(req.auth.role, capability)) return next(forbidden());
    next();
  };
}

/** 403 for a call the caller's tier does not include: machine-readable (code TIER_REQUIRED and the tier needed). */
export class TierRequiredError extends AppError {
  readonly requiredTier: Tier;
  constructor(requiredTier: Tier) {
    super(403, ERROR_CODES.tierRequired, tierRequiredMessage(requiredTier));
    this.requiredTier = requiredTier;
    this.name = 'TierRequiredError';
  }
}

/**
 * The tier the caller may use now: the live membership auth keeps in Redis, else the one the
 * token was signed with; neither (a token from before tiers were checked) counts as Range Pass.
 */
export async function callerTier(auth: AuthContext, sessions?: SessionStore, now = new Date()): Promise<Tier> {
  const live = (await sessions?.membership(auth.userId)) ?? auth.membership;
  return live ? effectiveTier(live, now) : 'range_pass';
}

/** Membership check of a declaration's `tier` (DECISIONS "What each tier unlocks"). */
export function requireTier(tier: Tier, sessions?: SessionStore): RequestHandler {
  return async (req, _res, next) => {
    try {
      if (!req.auth) return next(unauthenticated());
      if (tier === 'range_pass') return next();
      const have = await callerTier(req.auth, sessions);
      if (!tierIncludes(have, tier)) return next(new TierRequiredError(tier));
      next();
    } catch (err) {
      next(err);
    }
  };
}
