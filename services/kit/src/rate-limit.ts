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

  readonly budget: RateBudget;
  readonly refusal: string;
  constructor(redis: Redis, prefix: string, budget: RateBudget, refusal: string) {
    this.budget = budget;
    this.refusal = refusal;
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

/** Who is guessing: the member's id and their client address (clientKey). */
export interface Guesser {
  userId: string;
  address: string;
}

/** A member's and an address's budgets of wrong guesses per window (an address may hold a club behind one Wi-Fi). */
export interface GuessBudgetsOptions {
  /** part of the Redis keys: `<name>:member` and `<name>:address` */
  name: string;
  perMember: number;
  perAddress: number;
  windowSeconds: number;
  /** "Too many wrong join codes." */
  refusal: string;
}

/**
 * Budgets on guessing a secret whose refusal tells something (a shoot's join code, a promo code's
 * reasons). Each attempt takes a point of the member's and of the address's budget before it runs
 * (atomic in Redis, so a burst sent at once is cut at the budget too) and an attempt that is not a
 * miss gives it back: a right guess tells the caller nothing new, so people who type it right never
 * use a budget up. Once either is spent every attempt of that member or address is 429 with
 * Retry-After, the right one included, so guessing past the budget learns nothing.
 */
export class GuessBudgets {
  private readonly perMember: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(redis: Redis, prefix: string, opts: GuessBudgetsOptions) {
    const budget = (who: string, points: number): RateBudget => ({
      name: `${opts.name}:${who}`,
      points,
      durationSeconds: opts.windowSeconds,
    });
    this.perMember = new RateLimit(redis, prefix, budget('member', opts.perMember), opts.refusal);
    this.perAddress = new RateLimit(redis, prefix, budget('address', opts.perAddress), opts.refusal);
  }

  /** Runs `attempt` when both budgets have room; only an error `isMiss` says is a miss keeps the points it took. */
  async guard<T>(who: Guesser, isMiss: (err: unknown) => boolean, attempt: () => Promise<T>): Promise<T> {
    await takeAll([this.perMember, who.userId], [this.perAddress, who.address]);
    const giveBack = () => Promise.all([this.perMember.refund(who.userId), this.perAddress.refund(who.address)]);
    try {
      const result = await attempt();
      await giveBack();
      return result;
    } catch (err) {
      if (!isMiss(err)) await giveBack();
      throw err;
    }
  }
}
