import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '@trap/kit';

/**
 * Login brute-force protection, counted on failures only (the rate-limiter-flexible login recipe):
 * consecutive failures per username+IP (a success clears them) and all failures per IP.
 */
export class LoginRateLimiter {
  private readonly byUserIp: RateLimiterRedis;
  private readonly byIp: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly limits: { perUserIp: number; perIp: number },
  ) {
    this.byUserIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}rl:login:user-ip`,
      points: limits.perUserIp,
      duration: 15 * 60,
      blockDuration: 15 * 60,
    });
    this.byIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}rl:login:ip`,
      points: limits.perIp,
      duration: 60 * 60,
      blockDuration: 60 * 60,
    });
  }

  private static userIpKey = (usernameKey: string, ip: string) => `${usernameKey}_${ip}`;

  /** Throws 429 with Retry-After when either budget is used up. */
  async assertAllowed(usernameKey: string, ip: string): Promise<void> {
    const [userIp, byIp] = await Promise.all([this.byUserIp.get(LoginRateLimiter.userIpKey(usernameKey, ip)), this.byIp.get(ip)]);
    let retryMs = 0;
    if (userIp && userIp.consumedPoints >= this.limits.perUserIp) retryMs = Math.max(retryMs, userIp.msBeforeNext);
    if (byIp && byIp.consumedPoints >= this.limits.perIp) retryMs = Math.max(retryMs, byIp.msBeforeNext);
    if (retryMs > 0) throw tooManyLogins(retryMs);
  }

  async recordFailure(usernameKey: string, ip: string): Promise<void> {
    const results = await Promise.allSettled([this.byUserIp.consume(LoginRateLimiter.userIpKey(usernameKey, ip)), this.byIp.consume(ip)]);
    for (const r of results) {
      // Going over the budget rejects with a RateLimiterRes: the next attempt is refused by assertAllowed.
      if (r.status === 'rejected' && !(r.reason instanceof RateLimiterRes)) throw r.reason;
    }
  }

  async recordSuccess(usernameKey: string, ip: string): Promise<void> {
    await this.byUserIp.delete(LoginRateLimiter.userIpKey(usernameKey, ip));
  }
}

function tooManyLogins(retryMs: number) {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return tooManyRequests(`Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryMs / 1000);
}
