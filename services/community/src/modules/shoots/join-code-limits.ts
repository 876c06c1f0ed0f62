import type { Redis } from 'ioredis';
import { AppError, RateLimit, takeAll } from '@trap/kit';

/** Where a join-code guess comes from: the member's id and their address (clientKey). */
export interface Guesser {
  userId: string;
  address: string;
}

export interface JoinCodeBudgets {
  /** wrong codes one member may try per window */
  perMember: number;
  /** wrong codes all members behind one address may try per window (a range's Wi-Fi) */
  perAddress: number;
  windowSeconds: number;
}

const REFUSAL = 'Too many wrong join codes.';

/**
 * Budgets on guessing a shoot's join code, by code lookup or by claiming a squad with a code. Each
 * attempt takes a point of the member's and of the address's budget before it runs (atomic in
 * Redis, so a burst sent at once is cut at the budget too) and a right code gives it back: only a
 * miss (404 no shoot has this code, 403 this code does not open this shoot) stays spent, since a
 * right code tells the caller nothing new, and scorers who type it right never use a budget up.
 * Once either is spent every lookup and claim of that member or address is 429 with Retry-After,
 * the right code included, so a guess past the budget learns nothing.
 */
export class JoinCodeLimits {
  private readonly perMember: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(redis: Redis, prefix: string, budgets: JoinCodeBudgets) {
    this.perMember = new RateLimit(
      redis,
      prefix,
      { name: 'shoot-code:member', points: budgets.perMember, durationSeconds: budgets.windowSeconds },
      REFUSAL,
    );
    this.perAddress = new RateLimit(
      redis,
      prefix,
      { name: 'shoot-code:address', points: budgets.perAddress, durationSeconds: budgets.windowSeconds },
      REFUSAL,
    );
  }

  /** Runs a lookup or claim when both budgets have room; only a miss keeps the points it took. */
  async guard<T>(who: Guesser, attempt: () => Promise<T>): Promise<T> {
    await takeAll([this.perMember, who.userId], [this.perAddress, who.address]);
    const giveBack = () => Promise.all([this.perMember.refund(who.userId), this.perAddress.refund(who.address)]);
    let result: T;
    try {
      result = await attempt();
    } catch (err) {
      const miss = err instanceof AppError && (err.status === 403 || err.status === 404);
      if (!miss) await giveBack();
      throw err;
    }
    await giveBack();
    return result;
  }
}
