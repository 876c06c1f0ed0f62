import type { Redis } from 'ioredis';
import { AppError, RateLimit, tooManyRequests, tryAgainIn } from '@trap/kit';

/** Refused promo codes a member may try in the window, whatever address they try from. */
export const PROMO_GUESSES_PER_MEMBER = 20;
/** The window of both budgets. */
const WINDOW_SECONDS = 15 * 60;
const REFUSAL = 'Too many promo code tries.';

/**
 * A quote or an order naming a promo code says why a code is refused (unknown, expired, not valid
 * yet, another tier's), so unlimited tries would let anyone sweep for codes. Only refusals are
 * counted, per member and per client address: a member reloading the checkout with a good code
 * never runs out, and once either budget is spent every try naming a code is a 429 with
 * Retry-After, the right code included, so guessing stops paying off.
 */
export class PromoGuessLimit {
  private readonly perMember: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(redis: Redis, prefix: string, perAddress: number) {
    this.perMember = new RateLimit(
      redis,
      prefix,
      { name: 'promo:member', points: PROMO_GUESSES_PER_MEMBER, durationSeconds: WINDOW_SECONDS },
      REFUSAL,
    );
    this.perAddress = new RateLimit(redis, prefix, { name: 'promo:ip', points: perAddress, durationSeconds: WINDOW_SECONDS }, REFUSAL);
  }

  /** Runs a check of `code` (none: no limit), refused with 429 while a budget is spent; a refused code spends from both. */
  async guard<T>(memberId: string, address: string, code: string | undefined, run: () => Promise<T>): Promise<T> {
    if (!code) return run();
    const waits = await Promise.all([this.perMember.waitMs(memberId), this.perAddress.waitMs(address)]);
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(tryAgainIn(REFUSAL, wait), wait / 1000);
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError && err.fields?.promoCode)
        await Promise.all([this.perMember.spend(memberId), this.perAddress.spend(address)]);
      throw err;
    }
  }
}
