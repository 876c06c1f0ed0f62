import type { Types } from 'mongoose';
import type { MembershipTermView, UsersRepository } from '../users/users.repository.ts';
import { LIVE_STATUSES } from './membership.rules.ts';

/** Only what the membership rules read of a member (and the warning already sent). */
const TERM_FIELDS = {
  membershipTier: 1,
  membershipStatus: 1,
  isTrialMember: 1,
  membershipEndDate: 1,
  trialEndDate: 1,
  expiryWarningFor: 1,
  // whether the 7-day notice says "renews" (a live Razorpay subscription) or "renew" (a pay link)
  autoRenew: 1,
  subscriptionId: 1,
} as const;

/** The expiry pass's reads: live terms ending by a horizon, a page at a time in `_id` order. */
export class MembershipTerms {
  private readonly users: UsersRepository;
  constructor(users: UsersRepository) {
    this.users = users;
  }

  /**
   * Up to `limit` live memberships and trials whose term ends by `horizon`, with `_id` after
   * `after` (a page: no open cursor between pages, so the pass may write between them, and no skip).
   * A superset of what is due: the trial branch and the paid branch each end by the horizon; the
   * membership rules decide what each member is due.
   */
  endingBy(horizon: Date, after: Types.ObjectId | null, limit: number): Promise<MembershipTermView[]> {
    return this.users.pageForBatch<MembershipTermView>(
      {
        membershipStatus: { $in: LIVE_STATUSES },
        $or: [{ isTrialMember: true, trialEndDate: { $lte: horizon } }, { membershipEndDate: { $lte: horizon } }],
      },
      TERM_FIELDS,
      after,
      limit,
    );
  }
}
