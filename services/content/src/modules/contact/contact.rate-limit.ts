import type { Redis } from 'ioredis';
import { clientKey, RateLimit } from '@trap/kit';

/**
 * Contact-form flooding protection: accepted messages per client address within a window.
 * Rejected input costs nothing (the route validates before it takes from the budget).
 */
export class ContactRateLimiter {
  private readonly byIp: RateLimit;

  constructor(redis: Redis, prefix: string, limits: { perIp: number; windowSeconds: number }) {
    this.byIp = new RateLimit(redis, prefix, { name: 'contact:ip', points: limits.perIp, durationSeconds: limits.windowSeconds }, 'Too many messages.');
  }

  /** Takes one message from the address's budget (IPv6 per /64), or throws 429 with Retry-After. */
  consume(ip: string): Promise<void> {
    return this.byIp.take(clientKey(ip));
  }
}
