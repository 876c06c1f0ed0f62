import type { Types } from 'mongoose';
import { forbidden, notFound, recordEvent, type AuthContext, type Logger, type OutboxEntry } from '@trap/kit';
import { can, membershipChanged, membershipExpired, membershipExpiring, type MembershipCheck } from '@trap/contracts';
import type { MembershipTermView, UsersRepository } from '../users/users.repository.ts';
import { toCurrentUser } from '../users/users.mapper.ts';
import { daysRemaining, isDueForExpiry, termEnd, warningDays } from './membership.rules.ts';

export interface ExpiryRunResult {
  scanned: number;
  expired: number;
  warned: number;
}

type TermFields = MembershipTermView;

/** Membership checks and the expiry rules; shared by the API and the worker. */
export class MembershipService {
  constructor(
    private readonly users: UsersRepository,
    private readonly publishSoon: () => void,
    private readonly logger: Logger,
  ) {}

  /** SPEC 3.1 membership check; applies an expiry that is due so the answer is never stale. */
  async check(caller: AuthContext, userId: string, now = new Date()): Promise<MembershipCheck> {
    if (caller.userId !== userId && !can(caller.role, 'users.manage')) throw forbidden('You can only check your own membership');
    let user = await this.users.findById(userId);
    if (!user) throw notFound('User');
    if (isDueForExpiry(user, now) && (await this.expire(user, now))) {
      this.publishSoon();
      user = (await this.users.findById(userId)) ?? user;
    }
    const view = toCurrentUser(user, now);
    return {
      success: true,
      user: view,
      membershipStatus: view.membershipStatus,
      isTrialMember: view.isTrialMember,
      daysRemaining: daysRemaining(user, now),
    };
  }

  /**
   * Ends a membership or trial whose term passed: status 'expired', trial flag off, with
   * auth.membership.changed and auth.membership.expired in the same write. The guard on the
   * old state makes a second run (or a racing check) a no-op.
   */
  async expire(u: TermFields, now = new Date()): Promise<boolean> {
    const data = {
      userId: u._id.toString(),
      membershipTier: u.membershipTier,
      membershipStatus: 'expired' as const,
      isTrialMember: false,
      membershipEndDate: termEnd(u)?.toISOString() ?? null,
      previousTier: u.membershipTier,
      previousStatus: u.membershipStatus,
    };
    const events: OutboxEntry[] = [recordEvent(membershipChanged, data), recordEvent(membershipExpired, data)];
    return this.users.updateWithEvents(
      u._id,
      {
        membershipStatus: u.membershipStatus,
        isTrialMember: u.isTrialMember,
        membershipEndDate: u.membershipEndDate,
        trialEndDate: u.trialEndDate,
      },
      // membershipEndDate keeps when it ended (a trial's end included), so daysRemaining reads 0.
      { membershipStatus: 'expired', isTrialMember: false, membershipEndDate: termEnd(u), updatedAt: now },
      events,
    );
  }

  /** Announces a term ending soon (trial: < 3 days, paid: 7 days), once per end date. */
  private async warn(u: TermFields, end: Date, now: Date): Promise<boolean> {
    const event = recordEvent(membershipExpiring, {
      userId: u._id.toString(),
      membershipTier: u.membershipTier,
      isTrialMember: u.isTrialMember,
      membershipEndDate: end.toISOString(),
      daysRemaining: daysRemaining(u, now) ?? 0,
    });
    return this.users.updateWithEvents(u._id, { expiryWarningFor: u.expiryWarningFor ?? null }, { expiryWarningFor: end }, [event]);
  }

  /**
   * The daily pass of the worker: walks live memberships by _id cursor in batches (never the whole
   * collection in memory), expiring ended terms and warning about ending ones.
   */
  async runExpiry(now = new Date(), batchSize = 200): Promise<ExpiryRunResult> {
    const result: ExpiryRunResult = { scanned: 0, expired: 0, warned: 0 };
    let cursor: Types.ObjectId | null = null;
    for (;;) {
      const batch = await this.users.liveMembershipsAfter(cursor, batchSize);
      if (batch.length === 0) break;
      for (const u of batch) {
        result.scanned++;
        const end = termEnd(u);
        if (!end) continue;
        if (isDueForExpiry(u, now)) {
          if (await this.expire(u, now)) result.expired++;
        } else {
          const left = daysRemaining(u, now) ?? Infinity;
          const due = u.isTrialMember ? left < warningDays(u) : left <= warningDays(u);
          if (due && u.expiryWarningFor?.getTime() !== end.getTime() && (await this.warn(u, end, now))) result.warned++;
        }
      }
      if (result.expired + result.warned > 0) this.publishSoon();
      cursor = batch[batch.length - 1]!._id;
      if (batch.length < batchSize) break;
    }
    this.logger.info(result, 'membership expiry pass finished');
    return result;
  }
}
