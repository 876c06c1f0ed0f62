import { forbidden, notFound, recordEvent, type AuthContext, type Logger, type OutboxHint } from '@trap/kit';
import { can, membershipChanged, membershipExpired, membershipExpiring, type MembershipCheck } from '@trap/contracts';
import type { GuardedChange, MembershipTermView, UsersRepository } from '../users/users.repository.ts';
import { toCurrentUser } from '../users/users.mapper.ts';
import { daysRemaining, isDueForExpiry, isDueForWarning, termEnd, warningHorizon } from './membership.rules.ts';

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
    private readonly publishSoon: (hint?: OutboxHint) => void,
    private readonly logger: Logger,
  ) {}

  /** SPEC 3.1 membership check; applies an expiry that is due so the answer is never stale. */
  async check(caller: AuthContext, userId: string, now = new Date()): Promise<MembershipCheck> {
    if (caller.userId !== userId && !can(caller.role, 'users.manage')) throw forbidden('You can only check your own membership');
    let user = await this.users.findById(userId);
    if (!user) throw notFound('User');
    if (isDueForExpiry(user, now) && (await this.expire(user, now))) {
      this.publishSoon({ model: this.users.model, id: user._id });
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
    const c = this.expiryChange(u, now);
    return this.users.updateWithEvents(c.id, c.guard, c.set, c.events);
  }

  private expiryChange(u: TermFields, now: Date): GuardedChange {
    const data = {
      userId: u._id.toString(),
      membershipTier: u.membershipTier,
      membershipStatus: 'expired' as const,
      isTrialMember: false,
      membershipEndDate: termEnd(u)?.toISOString() ?? null,
      previousTier: u.membershipTier,
      previousStatus: u.membershipStatus,
    };
    return {
      id: u._id,
      guard: {
        membershipStatus: u.membershipStatus,
        isTrialMember: u.isTrialMember,
        membershipEndDate: u.membershipEndDate,
        trialEndDate: u.trialEndDate,
      },
      // membershipEndDate keeps when it ended (a trial's end included), so daysRemaining reads 0.
      set: { membershipStatus: 'expired', isTrialMember: false, membershipEndDate: termEnd(u), updatedAt: now },
      events: [recordEvent(membershipChanged, data), recordEvent(membershipExpired, data)],
    };
  }

  /** Announces a term ending soon (trial: < 3 days, paid: 7 days), once per end date. */
  private warningChange(u: TermFields, end: Date, now: Date): GuardedChange {
    const event = recordEvent(membershipExpiring, {
      userId: u._id.toString(),
      membershipTier: u.membershipTier,
      isTrialMember: u.isTrialMember,
      membershipEndDate: end.toISOString(),
      daysRemaining: daysRemaining(u, now) ?? 0,
    });
    return { id: u._id, guard: { expiryWarningFor: u.expiryWarningFor ?? null }, set: { expiryWarningFor: end }, events: [event] };
  }

  /**
   * The daily pass of the worker: streams only the live terms ending within the warning horizon
   * from one cursor in batches (never the whole collection in memory), keeps the due changes, and
   * once the cursor is closed writes them in bulk writes of `batchSize`. Writing while the cursor
   * is open deadlocks on FerretDB (its read holds the SQLite database the update waits for). Only
   * the day's due members are held (≈ 2.5 % of 100,000: a few MB). Guards make a second pass, or a
   * racing check, a no-op.
   */
  async runExpiry(now = new Date(), batchSize = 200): Promise<ExpiryRunResult> {
    const result: ExpiryRunResult = { scanned: 0, expired: 0, warned: 0 };
    const expiring: GuardedChange[] = [];
    const warning: GuardedChange[] = [];
    for await (const batch of this.users.membershipsEndingBy(warningHorizon(now), batchSize)) {
      for (const u of batch) {
        result.scanned++;
        const end = termEnd(u);
        if (!end) continue;
        if (isDueForExpiry(u, now)) expiring.push(this.expiryChange(u, now));
        else if (isDueForWarning(u, now) && u.expiryWarningFor?.getTime() !== end.getTime()) warning.push(this.warningChange(u, end, now));
      }
    }
    for (let i = 0; i < expiring.length; i += batchSize) result.expired += await this.applyBatch(expiring.slice(i, i + batchSize));
    for (let i = 0; i < warning.length; i += batchSize) result.warned += await this.applyBatch(warning.slice(i, i + batchSize));
    this.logger.info(result, 'membership expiry pass finished');
    return result;
  }

  private async applyBatch(changes: GuardedChange[]): Promise<number> {
    const applied = await this.users.applyGuarded(changes);
    for (const c of changes) this.publishSoon({ model: this.users.model, id: c.id });
    return applied;
  }
}
