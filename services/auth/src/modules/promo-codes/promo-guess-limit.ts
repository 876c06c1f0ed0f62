import type { Redis } from 'ioredis';
import { AppError, GuessBudgets } from '@trap/kit';

/** Refused promo codes a member may try in the window, whatever address they try from. */
export const PROMO_GUESSES_PER_MEMBER = 20;
/** The window of both budgets. */
const WINDOW_SECONDS = 15 * 60;

/**
 * A quote or an order naming a promo code says why a code is refused (unknown, expired, not valid
 * yet, another tier's), so unlimited tries would let anyone sweep for codes. Only refusals are
 * counted, per member and per client address (the kit's GuessBudgets): a member reloading the
 * checkout with a good code never runs out, and once either budget is spent every try naming a code
 * is a 429 with Retry-After, the right code included, so guessing stops paying off.
 */
export interface PromoGuesses {
  /** Runs `run` (a quote or an order); when it names a code, a refusal of the code counts against both budgets. None named, none counted. */
  guarded<T>(client: { userId: string; address: string }, code: string | undefined, run: () => Promise<T>): Promise<T>;
}

/** A refusal of the code itself (the quote's field message names it), not of anything else in the request. */
const isPromoRefusal = (err: unknown): boolean => err instanceof AppError && Boolean(err.fields?.promoCode);

export const promoGuesses = (redis: Redis, prefix: string, perAddress: number): PromoGuesses => {
  const budgets = new GuessBudgets(redis, prefix, {
    name: 'promo',
    refusal: 'Too many promo code tries.',
    perMember: PROMO_GUESSES_PER_MEMBER,
    perAddress,
    windowSeconds: WINDOW_SECONDS,
  });
  return { guarded: (client, code, run) => (code ? budgets.guard(client, isPromoRefusal, run) : run()) };
};
