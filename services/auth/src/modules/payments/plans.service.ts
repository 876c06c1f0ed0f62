import { badRequest, conflict, type AuthContext } from '@trap/kit';
import {
  MEMBERSHIP_CHANGE_MESSAGES,
  PAYMENT_MESSAGES,
  TIERS,
  TIER_LABELS,
  isPaidTier,
  type MembershipPlan,
  type Tier,
} from '@trap/contracts';
import { daysRemaining } from '../membership/membership.rules.ts';
import type { UserView } from '../users/users.mapper.ts';
import type { UserRecord } from '../users/users.model.ts';
import type { AutoRenewSubscriptions } from './subscriptions.service.ts';
import { changeMembership } from './membership-change.ts';
import { DAY_MS, LIVE, basePriceOf, istDate, memberOf, rank, type PaymentsDeps } from './payments.rules.ts';

/** The member's plan: what they hold and until when, auto-renew on or off, cancelling at the end date, a free trial. */
export class MembershipPlans {
  private readonly d: PaymentsDeps;
  private readonly subscriptions: AutoRenewSubscriptions;
  constructor(d: PaymentsDeps, subscriptions: AutoRenewSubscriptions) {
    this.d = d;
    this.subscriptions = subscriptions;
  }

  /** The member's plan: what they hold, until when, auto-renew, a pending cancellation, the trial and upgrades on offer. */
  async plan(auth: AuthContext, now = new Date()): Promise<MembershipPlan> {
    return this.planOf(await memberOf(this.d.users, auth.userId), now);
  }

  private async planOf(user: UserView, now: Date): Promise<MembershipPlan> {
    const sub = user.subscriptionId ? await this.d.repo.findSubscription(user.subscriptionId) : null;
    return {
      ...this.planFields(user, now),
      subscription: sub ? { id: sub._id, status: sub.status, authUrl: sub.shortUrl, cancelAtCycleEnd: sub.cancelAtCycleEnd } : null,
    };
  }

  private planFields(user: UserView, now: Date): MembershipPlan {
    const livePaid = LIVE.includes(user.membershipStatus) && isPaidTier(user.membershipTier) && !user.isTrialMember;
    const onFree = !isPaidTier(user.membershipTier) || user.membershipStatus === 'pending_payment' || user.membershipStatus === 'expired';
    const trialAvailable = this.d.trialDays > 0 && !user.trialStartDate && !user.isTrialMember && onFree;
    const upgrades = TIERS.filter((t) => isPaidTier(t) && (!livePaid || rank(t) > rank(user.membershipTier))).map((t) => {
      return { tier: t, label: TIER_LABELS[t], pricePaise: basePriceOf(user, t, now).basePaise };
    });
    return {
      membershipTier: user.membershipTier,
      label: TIER_LABELS[user.membershipTier],
      membershipStatus: user.membershipStatus,
      isTrialMember: user.isTrialMember,
      trialEndDate: user.trialEndDate?.toISOString() ?? null,
      membershipEndDate: user.membershipEndDate?.toISOString() ?? null,
      daysRemaining: daysRemaining(user, now),
      autoRenew: !!user.autoRenew,
      cancelAtPeriodEnd: livePaid && !user.autoRenew,
      trialDays: this.d.trialDays,
      trialAvailable,
      upgrades: user.membershipStatus === 'pending_payment' ? [] : upgrades,
    };
  }

  private async setPlanFields(user: UserView, set: Pick<UserRecord, 'autoRenew' | 'nextBillingDate'>, now: Date): Promise<void> {
    const ok = await this.d.users.updateWithEvents(
      user._id,
      { membershipTier: user.membershipTier, membershipStatus: user.membershipStatus },
      { ...set, updatedAt: now },
      [],
    );
    if (!ok) throw conflict('Your membership changed meanwhile; please try again');
  }

  /**
   * Auto-renew on or off. With Razorpay, "on" subscribes the member to their tier's yearly plan from
   * their end date (the plan view gives the page where they authorise it) and "off" cancels that
   * subscription at the cycle end; with the test gateway "on" means the renewal reminder before the
   * end date carries the pay link (docs/decisions.md).
   */
  async setAutoRenew(auth: AuthContext, autoRenew: boolean, now = new Date()): Promise<MembershipPlan> {
    const user = await memberOf(this.d.users, auth.userId);
    await this.setPlanFields(user, { autoRenew, nextBillingDate: autoRenew ? (user.membershipEndDate ?? null) : null }, now);
    await this.subscriptions.syncSubscription(auth.userId, now);
    return this.planOf(await memberOf(this.d.users, auth.userId), now);
  }

  /** Cancellation at the end date: the tier stays active until then (auto-renew off); the expiry worker ends it. */
  async cancelPlan(auth: AuthContext, now = new Date()): Promise<MembershipPlan> {
    const user = await memberOf(this.d.users, auth.userId);
    const livePaid = LIVE.includes(user.membershipStatus) && isPaidTier(user.membershipTier) && !!user.membershipEndDate;
    if (!livePaid) throw conflict(MEMBERSHIP_CHANGE_MESSAGES.nothingToCancel);
    await this.setPlanFields(user, { autoRenew: false, nextBillingDate: null }, now);
    await this.subscriptions.syncSubscription(auth.userId, now);
    this.d.logger.info(
      {
        userId: auth.userId,
        endDate: user.membershipEndDate,
        message: MEMBERSHIP_CHANGE_MESSAGES.cancelled(istDate(user.membershipEndDate!)),
      },
      'membership cancelled at its end date',
    );
    return this.planOf(await memberOf(this.d.users, auth.userId), now);
  }

  /** A free trial of a paid tier for the configured days, once per member, from Range Pass; the expiry worker ends it. */
  async startTrial(auth: AuthContext, tier: Tier, now = new Date()): Promise<MembershipPlan> {
    if (!isPaidTier(tier)) throw badRequest(PAYMENT_MESSAGES.freeTier, { tier: PAYMENT_MESSAGES.freeTier });
    const user = await memberOf(this.d.users, auth.userId);
    if (this.d.trialDays <= 0 || user.trialStartDate || user.isTrialMember) throw conflict(MEMBERSHIP_CHANGE_MESSAGES.trialUsed);
    if (isPaidTier(user.membershipTier) && user.membershipStatus !== 'pending_payment' && user.membershipStatus !== 'expired')
      throw conflict(MEMBERSHIP_CHANGE_MESSAGES.trialNotFree);
    const trialEndDate = new Date(now.getTime() + this.d.trialDays * DAY_MS);
    const ok = await changeMembership(this.d.users, user, { membershipTier: tier, membershipStatus: 'trial' }, now, {
      isTrialMember: true,
      trialStartDate: now,
      trialEndDate,
      membershipEndDate: trialEndDate,
      membershipStartDate: now,
      expiryWarningFor: null,
    });
    if (!ok) throw conflict('Your membership changed meanwhile; please try again');
    this.d.logger.info({ userId: auth.userId, tier, trialEndDate }, 'trial started');
    return this.planOf(await memberOf(this.d.users, auth.userId), now);
  }
}
