import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.ts';

/** One budget: `points` per `durationSeconds` for each key (an address, an e-mail, a username+address pair). */
export interface RateBudget {
  /** part of the Redis key: `<prefix>rl:<name>:<key>` */
  name: string;
  points: number;
  durationSeconds: number;
  /** once used up, refuse for this long (default: until the window ends) */
  blockSeconds?: number;
}

/** "Too many messages. Please try again in 3 minutes." from the noun and the wait. */
export const tryAgainIn = (what: string, retryMs: number): string => {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Redis-backed budgets (rate-limiter-flexible), exact across replicas. Every path that sends mail or
 * touches accounts goes through one: `take` spends a point per key or throws 429 with Retry-After,
 * so a refused request does no work (no hash, no mail); `check`/`spend` split that for budgets
 * counted on failures only (login).
 */
export class RateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    readonly budget: RateBudget,
    readonly refusal: string,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}rl:${budget.name}`,
      points: budget.points,
      duration: budget.durationSeconds,
      ...(budget.blockSeconds ? { blockDuration: budget.blockSeconds } : {}),
    });
  }

  /** Milliseconds until `key` may act again; 0 while it has budget left. */
  async waitMs(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res && res.consumedPoints >= this.budget.points ? Math.max(1, res.msBeforeNext) : 0;
  }

  /** Spends one point; never throws for going over (the next check refuses). */
  async spend(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  }

  /** Spends one point or throws 429 with Retry-After when the key's budget is used up. */
  async take(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyRequests(tryAgainIn(this.refusal, err.msBeforeNext), err.msBeforeNext / 1000);
    }
  }

  /** Gives back a point `take` spent, for an attempt that turned out not to count (a right join code). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets a key's spending (a successful login clears its failures). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Checks every budget first and spends only when all have room, so a request refused by one budget
 * costs nothing in the others (a flood at one address does not use up the sender's IP budget twice).
 */
export async function takeAll(...entries: [RateLimit, string][]): Promise<void> {
  const waits = await Promise.all(entries.map(([limit, key]) => limit.waitMs(key)));
  const longest = Math.max(0, ...waits);
  if (longest > 0) {
    const i = waits.indexOf(longest);
    throw tooManyRequests(tryAgainIn(entries[i]![0].refusal, longest), longest / 1000);
  }
  await Promise.all(entries.map(([limit, key]) => limit.take(key)));
}
