import type { Redis } from 'ioredis';
import { RateLimit, takeAll } from '@trap/kit';

export interface NewsletterMailBudgets {
  perIp: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * One budget for every newsletter request that sends an e-mail (subscribe, preferences link):
 * per client address, so one sender cannot sign up a list of strangers, and per recipient, so no
 * address can be flooded from many senders. A refused request sends nothing and costs nothing.
 */
export class NewsletterMailLimits {
  private readonly byIp: RateLimit;
  private readonly byAddress: RateLimit;

  constructor(redis: Redis, prefix: string, budgets: NewsletterMailBudgets) {
    const refusal = 'Too many e-mail requests.';
    this.byIp = new RateLimit(
      redis,
      prefix,
      { name: 'newsletter:ip', points: budgets.perIp, durationSeconds: budgets.windowSeconds },
      refusal,
    );
    this.byAddress = new RateLimit(
      redis,
      prefix,
      { name: 'newsletter:address', points: budgets.perAddress, durationSeconds: budgets.windowSeconds },
      refusal,
    );
  }

  /** Spends one e-mail from both budgets, or throws 429 with Retry-After. */
  take(ip: string, email: string): Promise<void> {
    return takeAll([this.byIp, ip], [this.byAddress, email]);
  }
}
