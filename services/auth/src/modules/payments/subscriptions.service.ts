import { KeyedMutex } from '@trap/kit';
import { TIER_LABELS, TIER_PRICES_PAISE, isPaidTier, type Tier } from '@trap/contracts';
import type { UserView } from '../users/users.mapper.ts';
import type { PlanRecord, SubscriptionRecord } from './payments.model.ts';
import type { SubscriptionsApi } from './provider.ts';
import { LIVE, SUBSCRIPTION_YEARS, isLiveSubscription, type PaymentsDeps } from './payments.rules.ts';

/** Auto-renew through the gateway's subscriptions (Razorpay Subscriptions): one live subscription per member who wants one. */
export class AutoRenewSubscriptions {
  /** one member's subscription changes, and one tier's plan creation, at a time in this process */
  private readonly subscribing = new KeyedMutex();
  private readonly planning = new KeyedMutex();
  private readonly d: PaymentsDeps;
  constructor(d: PaymentsDeps) {
    this.d = d;
  }

  /** Runs `work` while no other change of this member's subscription runs in this process. */
  exclusive<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.subscribing.run(userId, work);
  }

  /**
   * Keeps the member's gateway subscription in line with their plan: a member on a live paid term (not
   * a trial) with auto-renew on has one live subscription of their tier's yearly plan, charging from
   * their end date; auto-renew off cancels it at the cycle end (the year paid runs out). `replace`: a
   * one-off payment moved the term or the tier, so a live one stops at once and a new one starts from
   * the new end date. A gateway failure is logged and never fails the member's request or payment:
   * auto-renew then falls back to the reminder with its pay link.
   */
  async syncSubscription(userId: string, now: Date, opts: { replace?: boolean } = {}): Promise<void> {
    await this.subscribing.run(userId, async () => {
      try {
        await this.syncSubscriptionOnce(userId, now, !!opts.replace);
      } catch (err) {
        this.d.logger.error({ err, userId }, 'payments: the auto-renew subscription could not be changed at the gateway');
      }
    });
  }

  private async syncSubscriptionOnce(userId: string, now: Date, replace: boolean): Promise<void> {
    const user = await this.d.users.findById(userId);
    if (!user) return;
    const current = user.subscriptionId ? await this.d.repo.findSubscription(user.subscriptionId) : null;
    const live = isLiveSubscription(current) && !current.cancelAtCycleEnd ? current : null;
    const end = user.membershipEndDate;
    const wanted =
      !!user.autoRenew &&
      LIVE.includes(user.membershipStatus) &&
      !user.isTrialMember &&
      isPaidTier(user.membershipTier) &&
      !!end &&
      end.getTime() > now.getTime();
    if (live && wanted && !replace && live.tier === user.membershipTier) return;
    // a mandate never authorised has no year running: it stops at once, as does one a new payment replaces
    if (live) await this.stopSubscription(live, !replace && live.status !== 'created', now);
    const api = this.d.provider?.subscriptions ?? null;
    if (!wanted || !api) {
      if (user.subscriptionId) await this.setSubscriptionOf(user, null, now);
      return;
    }
    const plan = await this.planFor(api, user.membershipTier);
    const created = await api.createSubscription({
      planId: plan.planId,
      startAt: end,
      totalCount: SUBSCRIPTION_YEARS,
      notes: { userId, tier: user.membershipTier },
    });
    await this.d.repo.insertSubscription({
      _id: created.subscriptionId,
      userId,
      tier: user.membershipTier,
      provider: this.d.provider!.name,
      planId: plan.planId,
      amountPaise: plan.amountPaise,
      status: created.status,
      cancelAtCycleEnd: false,
      shortUrl: created.shortUrl,
      startAt: end,
      createdAt: now,
      updatedAt: now,
    });
    await this.setSubscriptionOf(user, created.subscriptionId, now);
    this.d.logger.info(
      { userId, tier: user.membershipTier, subscriptionId: created.subscriptionId, startAt: end },
      'auto-renew subscription created',
    );
  }

  async setSubscriptionOf(user: UserView, subscriptionId: string | null, now: Date): Promise<void> {
    const ok = await this.d.users.updateWithEvents(
      user._id,
      { subscriptionId: user.subscriptionId ?? null },
      { subscriptionId, updatedAt: now },
      [],
    );
    if (!ok)
      this.d.logger.error(
        { userId: user._id.toString(), subscriptionId },
        'payments: the member changed meanwhile; subscription id not stored',
      );
  }

  /** Cancels a subscription at the gateway (at the cycle end, or at once) and marks it so. */
  private async stopSubscription(sub: SubscriptionRecord, atCycleEnd: boolean, now: Date): Promise<void> {
    const api = this.d.provider?.subscriptions;
    let status = atCycleEnd ? sub.status : 'cancelled';
    if (sub.provider === 'razorpay' && api) ({ status } = await api.cancelSubscription(sub._id, atCycleEnd));
    await this.d.repo.updateSubscription(sub._id, { status, cancelAtCycleEnd: true, updatedAt: now });
    this.d.logger.info({ userId: sub.userId, subscriptionId: sub._id, atCycleEnd }, 'auto-renew subscription cancelled');
  }

  /** The gateway's yearly plan of a tier at its price: created once, then read from payment_plans. */
  private planFor(api: SubscriptionsApi, tier: Tier): Promise<PlanRecord> {
    const amountPaise = TIER_PRICES_PAISE[tier];
    const key = `${tier}:${amountPaise}:yearly`;
    return this.planning.run(key, async () => {
      const found = await this.d.repo.findPlan(key);
      if (found) return found;
      const { planId } = await api.createPlan({ name: `${TIER_LABELS[tier]} membership`, amountPaise, notes: { tier } });
      return this.d.repo.savePlan({ _id: key, tier, amountPaise, planId, createdAt: new Date() });
    });
  }
}
