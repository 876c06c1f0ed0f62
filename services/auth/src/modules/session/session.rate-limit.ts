import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimit, tooManyRequests, tryAgainIn } from '@trap/kit';

export interface LoginLimits {
  /** failures per username+address in 15 minutes; then that pair waits 15 minutes */
  perUserIp: number;
  /** failures per address in an hour, across every username */
  perIp: number;
}

/** How long a successful login keeps a username known at an address. */
const KNOWN_SECONDS = 30 * 24 * 60 * 60;

const refuse = (limit: RateLimit, waitMs: number) => tooManyRequests(tryAgainIn(limit.refusal, waitMs), waitMs / 1000);

/**
 * Login brute-force protection, counted on failures only, on the kit's RateLimit (docs/decisions.md,
 * "Login lock-out and the shared address"):
 * - per username+address: 10 failures lock that pair for 15 minutes (a success clears them), so an
 *   attacker locks the account only where the attacker is;
 * - per address, across usernames: a ceiling against password spraying, high enough for a club's
 *   Wi-Fi. Over it, only usernames that have logged in (or registered) from this address within 30
 *   days still get their password checked; everyone else is refused before any hash. The attacker
 *   cannot make a name known without its password, so the ceiling still stops the spraying, while
 *   the neighbours it would have locked out keep logging in.
 */
export class LoginRateLimiter {
  private readonly byUserIp: RateLimit;
  private readonly byIp: RateLimit;

  private readonly redis: Redis;
  private readonly prefix: string;
  constructor(redis: Redis, prefix: string, limits: LoginLimits) {
    this.redis = redis;
    this.prefix = prefix;
    this.byUserIp = new RateLimit(
      redis,
      prefix,
      { name: 'login:user-ip', points: limits.perUserIp, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
      'Too many login attempts.',
    );
    // No block beyond the window: the ceiling lifts at the latest an hour after the first failure.
    this.byIp = new RateLimit(
      redis,
      prefix,
      { name: 'login:ip', points: limits.perIp, durationSeconds: 60 * 60 },
      'Too many login attempts from your network.',
    );
  }

  private static pair = (usernameKey: string, ip: string) => `${usernameKey}_${ip}`;

  /** The pair as a digest: Redis holds no readable list of who logs in from where. */
  private knownKey(usernameKey: string, ip: string): string {
    return `${this.prefix}login:known:${createHash('sha256').update(`${usernameKey}\n${ip}`).digest('base64url')}`;
  }

  /** Throws 429 with Retry-After, before any password hash, when this attempt may not be checked. */
  async admit(usernameKey: string, ip: string): Promise<void> {
    const [pairWait, ipWait] = await Promise.all([this.byUserIp.waitMs(LoginRateLimiter.pair(usernameKey, ip)), this.byIp.waitMs(ip)]);
    if (pairWait > 0) throw refuse(this.byUserIp, pairWait);
    if (ipWait > 0 && !(await this.redis.exists(this.knownKey(usernameKey, ip)))) throw refuse(this.byIp, ipWait);
  }

  async recordFailure(usernameKey: string, ip: string): Promise<void> {
    await Promise.all([this.byUserIp.spend(LoginRateLimiter.pair(usernameKey, ip)), this.byIp.spend(ip)]);
  }

  /**
   * Clears the pair's failures and knows the name at this address from now on. The address's
   * failures stay: logging into one's own account must not reset the ceiling for a spraying run.
   */
  async recordSuccess(usernameKey: string, ip: string): Promise<void> {
    await Promise.all([this.byUserIp.clear(LoginRateLimiter.pair(usernameKey, ip)), this.remember(usernameKey, ip)]);
  }

  /** A new account is known where it registered: its owner just chose the password there. */
  async remember(usernameKey: string, ip: string): Promise<void> {
    await this.redis.set(this.knownKey(usernameKey, ip), '1', 'EX', KNOWN_SECONDS);
  }
}

/** Registrations per address in an hour: every accepted one pays a password hash and stores an account. */
export const registrationBudget = (redis: Redis, prefix: string, perIp: number) =>
  new RateLimit(
    redis,
    prefix,
    { name: 'register:ip', points: perIp, durationSeconds: 60 * 60 },
    'Too many registrations from your network.',
  );
