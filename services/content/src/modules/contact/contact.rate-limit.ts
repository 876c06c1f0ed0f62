import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '@trap/kit';

/**
 * Contact-form flooding protection (as auth limits logins, with rate-limiter-flexible on Redis):
 * accepted messages per client address within a window. Rejected input costs nothing.
 */
export class ContactRateLimiter {
  private readonly byIp: RateLimiterRedis;

  constructor(redis: Redis, prefix: string, limits: { perIp: number; windowSeconds: number }) {
    this.byIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}rl:contact:ip`,
      points: limits.perIp,
      duration: limits.windowSeconds,
    });
  }

  /** Takes one message from the address's budget, or throws 429 with Retry-After. */
  async consume(ip: string): Promise<void> {
    try {
      await this.byIp.consume(ip);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60_000));
      throw tooManyRequests(
        `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        err.msBeforeNext / 1000,
      );
    }
  }
}
