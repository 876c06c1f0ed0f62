import { forbidden, notFound, recordEvent, type AuthContext, type Logger } from '@trap/kit';
import { can, membershipChanged, membershipExpired, membershipExpiring, type MembershipCheck } from '@trap/contracts';
import type { MembershipTermView, UserChange, UsersRepository } from '../users/users.repository.ts';
import { toCurrentUser } from '../users/users.mapper.ts';
import { MembershipTerms } from './membership.repository.ts';
import { daysRemaining, isDueForExpiry, isDueForWarning, termEnd, warningHorizon } from './membership.rules.ts';

/** Changes a batch of the expiry pass writes at once. */
export const EXPIRY_BATCH = 500;
/**
 * Candidates read a page at a time (only the rules' fields, ≈ 200 bytes each). Large, because on
 * FerretDB every page is a scan of the collection; on MongoDB 7 the indexes bound it.
 */
const EXPIRY_PAGE = 5000;

export interface ExpiryRunResult {
  scanned: number;
  expired: number;
  warned: number;
}

type TermFields = MembershipTermView;

/** Membership checks and the expiry rules; shared by the API and the worker. */
export class MembershipService {
  private readonly terms: MembershipTerms;

  private readonly users: UsersRepository;
  private readonly logger: Logger;
  constructor(users: UsersRepository, logger: Logger) {
    this.users = users;
    this.logger = logger;
    this.terms = new MembershipTerms(users);
  }

  /** SPEC 3.1 membership check; applies an expiry that is due so the answer is never stale. */
  async check(caller: AuthContext, userId: string, now = new Date()): Promise<MembershipCheck> {
    if (caller.userId !== userId && !can(caller.role, 'users.manage')) throw forbidden('You can only check your own membership');
    let user = await this.users.findById(userId);
    if (!user) throw notFound('User');
    if (isDueForExpiry(user, now) && (await this.expire(user, now))) user = (await this.users.findById(userId)) ?? user;
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

  private expiryChange(u: TermFields, now: Date): UserChange {
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
  private warningChange(u: TermFields, end: Date, now: Date): UserChange {
    const event = recordEvent(membershipExpiring, {
      userId: u._id.toString(),
      membershipTier: u.membershipTier,
      isTrialMember: u.isTrialMember,
      membershipEndDate: end.toISOString(),
      daysRemaining: daysRemaining(u, now) ?? 0,
      renewsAutomatically: !u.isTrialMember && !!u.autoRenew && !!u.subscriptionId,
    });
    return { id: u._id, guard: { expiryWarningFor: u.expiryWarningFor ?? null }, set: { expiryWarningFor: end }, events: [event] };
  }

  /**
   * The daily pass of the worker. Reads only the live terms ending within the warning horizon, with
   * only the fields the rules need, in pages in `_id` order (`pageSize`, at least `batchSize`), and
   * writes each page's due changes before reading the next: one write per batch of `batchSize`
   * for the expiries and warnings together, each member's events in the same write (kit
   * updateBatch). How that write is made on FerretDB, where every updated document costs a scan
   * of the collection, is the kit store's business. Guards make a second pass, or a racing check
   * or renewal, a no-op. A batch a crashed pass left half written is finished first.
   */
  async runExpiry(now = new Date(), batchSize = EXPIRY_BATCH, opts: { pageSize?: number } = {}): Promise<ExpiryRunResult> {
    const result: ExpiryRunResult = { scanned: 0, expired: 0, warned: 0 };
    await this.users.recoverBatches();
    const pageSize = Math.max(batchSize, opts.pageSize ?? EXPIRY_PAGE);
    const horizon = warningHorizon(now);
    let after: MembershipTermView['_id'] | null = null;
    for (;;) {
      const page = await this.terms.endingBy(horizon, after, pageSize);
      result.scanned += page.length;
      const due: { expire: boolean; change: UserChange }[] = [];
      for (const u of page) {
        const end = termEnd(u);
        if (!end) continue;
        if (isDueForExpiry(u, now)) due.push({ expire: true, change: this.expiryChange(u, now) });
        else if (isDueForWarning(u, now) && u.expiryWarningFor?.getTime() !== end.getTime())
          due.push({ expire: false, change: this.warningChange(u, end, now) });
      }
      for (let i = 0; i < due.length; i += batchSize) {
        const batch = due.slice(i, i + batchSize);
        const [expired = 0, warned = 0] = await this.users.applyBatch([
          batch.filter((d) => d.expire).map((d) => d.change),
          batch.filter((d) => !d.expire).map((d) => d.change),
        ]);
        result.expired += expired;
        result.warned += warned;
      }
      if (page.length < pageSize) break;
      after = page.at(-1)!._id;
    }
    this.logger.info(result, 'membership expiry pass finished');
    return result;
  }
}
