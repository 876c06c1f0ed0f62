import { Types } from 'mongoose';
import { badRequest, notFound, type AuthContext } from '@trap/kit';
import {
  PAYMENT_MESSAGES,
  PROMO_MESSAGES,
  TIER_LABELS,
  gstBreakdown,
  isPaidTier,
  type CheckoutQuote,
  type CheckoutStart,
  type MembershipStatus,
  type PaymentOrder,
  type Tier,
} from '@trap/contracts';
import { PromoCodesService, type AppliedPromo } from '../promo-codes/promo-codes.service.ts';
import type { UserView } from '../users/users.mapper.ts';
import type { OrderRecord } from './payments.model.ts';
import { changeMembership } from './membership-change.ts';
import {
  LIVE,
  PROMO_HOLD_MS,
  QUOTE_VALID_MS,
  basePriceOf,
  checkoutOf,
  gatewayOrder,
  memberOf,
  newOrderFields,
  providerOf,
  renewsNow,
  toOrderView,
  type PaymentsDeps,
} from './payments.rules.ts';

interface Price {
  kind: 'purchase' | 'upgrade';
  basePaise: number;
  promo: AppliedPromo | null;
  totalPaise: number;
  upgrade: { fromTier: Tier; daysLeft: number; endDate: string } | null;
}

/**
 * Checkout: a tier's price for this member (a year, or an upgrade's prorated difference, less a promo
 * code), the order opened at the gateway with its promo use held, and an open order closed (given up,
 * failed, or abandoned) with the member's previous term and the promo use given back.
 */
export class CheckoutService {
  private readonly d: PaymentsDeps;
  constructor(d: PaymentsDeps) {
    this.d = d;
  }

  async quote(auth: AuthContext, tier: Tier, promoCode?: string, now = new Date()): Promise<CheckoutQuote> {
    const provider = providerOf(this.d);
    const user = await memberOf(this.d.users, auth.userId);
    const held = await this.heldTerm(user);
    const price = await this.priceOf(user, tier, promoCode, now);
    return {
      tier,
      label: TIER_LABELS[tier],
      ...gstBreakdown(price.totalPaise, this.d.gstRatePercent),
      currency: 'INR',
      provider: provider.name,
      currentTier: held.tier,
      basePaise: price.basePaise,
      promo: price.promo ? { code: price.promo.code, discountPaise: price.promo.discountPaise } : null,
      upgrade: price.upgrade,
      // the checkout's "Renew automatically" starts as the member's live paid term has it: off for anyone else
      autoRenew: renewsNow(user, now),
    };
  }

  /** What a tier costs this member now: a year's price or an upgrade's prorated difference, less a promo code. */
  private async priceOf(user: UserView, tier: Tier, promoCode: string | undefined, now: Date): Promise<Price> {
    const { basePaise, up } = basePriceOf(user, tier, now);
    const promo = promoCode ? await this.applyPromo(promoCode, tier, basePaise, now) : null;
    return {
      kind: up ? 'upgrade' : 'purchase',
      basePaise,
      promo,
      totalPaise: basePaise - (promo?.discountPaise ?? 0),
      upgrade: up ? { fromTier: up.fromTier, daysLeft: up.daysLeft, endDate: up.end.toISOString() } : null,
    };
  }

  /** A code for a tier, or a 400 saying why not; a code run out by abandoned orders gets their uses back first. */
  private async applyPromo(code: string, tier: Tier, basePaise: number, now: Date): Promise<AppliedPromo> {
    const { promo, applied } = await this.d.promos.check(code, tier, basePaise, now, { ignoreUses: true });
    if (PromoCodesService.usedUp(promo)) {
      await this.releaseAbandoned(promo._id, now);
      await this.d.promos.check(code, tier, basePaise, now);
    }
    return applied;
  }

  /** Open orders holding a use of the code for longer than PROMO_HOLD_MS are abandoned checkouts: they close (cancelled) and give it back. */
  private async releaseAbandoned(promoId: string, now: Date): Promise<void> {
    for (const stale of await this.d.repo.staleHolders(promoId, new Date(now.getTime() - PROMO_HOLD_MS)))
      await this.close(stale, 'cancelled', now);
  }

  /** Takes a use of the promo code; when it ran out, abandoned orders holding it give theirs back first. */
  private async reservePromo(promo: AppliedPromo, now: Date): Promise<void> {
    if (await this.d.promos.reserve(promo.id)) return;
    await this.releaseAbandoned(promo.id, now);
    if (!(await this.d.promos.reserve(promo.id))) throw badRequest(PROMO_MESSAGES.usedUp, { promoCode: PROMO_MESSAGES.usedUp });
  }

  /**
   * What the member really holds: a member pending payment holds what their open order will give
   * back, or Range Pass (a new registrant with a paid tier has paid nothing yet).
   */
  async heldTerm(user: UserView): Promise<{ tier: Tier; status: MembershipStatus }> {
    if (user.membershipStatus !== 'pending_payment') return { tier: user.membershipTier, status: user.membershipStatus };
    const [open] = await this.d.repo.openOrders(user._id.toString());
    return open ? { tier: open.previousTier, status: open.previousStatus } : { tier: 'range_pass', status: 'active' };
  }

  /** `autoRenew`: the buyer's "Renew automatically" choice, applied when the order is paid (undefined: none made). */
  async createOrder(auth: AuthContext, tier: Tier, now = new Date(), promoCode?: string, autoRenew?: boolean): Promise<CheckoutStart> {
    if (!isPaidTier(tier)) throw badRequest(PAYMENT_MESSAGES.freeTier, { tier: PAYMENT_MESSAGES.freeTier });
    const provider = providerOf(this.d);
    const user = await memberOf(this.d.users, auth.userId);
    const held = await this.heldTerm(user);
    // earlier open orders stay open (another tab may still be paying one); the member's held term is the oldest's

    const _id = new Types.ObjectId();
    const price = await this.priceOf(user, tier, promoCode || undefined, now);
    const gst = gstBreakdown(price.totalPaise, this.d.gstRatePercent);
    if (price.promo) await this.reservePromo(price.promo, now);
    const providerOrderId = await gatewayOrder(
      this.d,
      provider,
      { amountPaise: gst.totalPaise, receipt: _id.toString(), notes: { userId: auth.userId, tier } },
      price.promo?.id,
    );
    const order: OrderRecord = {
      _id,
      userId: auth.userId,
      tier,
      ...newOrderFields(gst, now),
      provider: provider.name,
      providerOrderId,
      previousTier: held.tier,
      previousStatus: held.status,
      kind: price.kind,
      basisEndDate: user.membershipEndDate ?? null,
      basisTrial: !!user.isTrialMember,
      quoteExpiresAt: new Date(now.getTime() + QUOTE_VALID_MS),
      autoRenew: autoRenew ?? null,
      basePaise: price.basePaise,
      promoCode: price.promo?.code ?? null,
      promoId: price.promo?.id ?? null,
      discountPaise: price.promo?.discountPaise ?? 0,
      promoHeld: !!price.promo,
    };
    await this.d.repo.insertOrder(order);

    // A member on a live paid term keeps it while paying; anyone else waits for this order.
    const livePaid = LIVE.includes(user.membershipStatus) && isPaidTier(user.membershipTier);
    if (!livePaid && (user.membershipStatus !== 'pending_payment' || user.membershipTier !== tier))
      await changeMembership(this.d.users, user, { membershipTier: tier, membershipStatus: 'pending_payment' }, now);

    this.d.logger.info({ userId: auth.userId, tier, orderId: _id.toString(), provider: provider.name }, 'payment order created');
    const description = price.kind === 'upgrade' ? `Upgrade to ${TIER_LABELS[tier]}` : `${TIER_LABELS[tier]} membership (1 year)`;
    return { order: toOrderView(order), checkout: checkoutOf(provider, providerOrderId, gst.totalPaise, description, user) };
  }

  async getOrder(auth: AuthContext, id: string): Promise<PaymentOrder> {
    const order = await this.d.repo.findOwnOrder(auth.userId, id);
    if (!order) throw notFound('Order');
    return toOrderView(order);
  }

  /** The member gave up (or the gateway refused): the order closes and the member keeps their tier. */
  async cancel(auth: AuthContext, id: string, reason: 'failed' | 'cancelled', now = new Date()): Promise<PaymentOrder> {
    const order = await this.d.repo.findOwnOrder(auth.userId, id);
    if (!order) throw notFound('Order');
    const after = await this.close(order, reason, now);
    return toOrderView(after ?? (await this.d.repo.findById(order._id)) ?? order);
  }

  /** created → failed/cancelled; the member gets back what they held, unless another order is open or they paid meanwhile. */
  async close(order: OrderRecord, status: 'failed' | 'cancelled', now: Date): Promise<OrderRecord | null> {
    const after = await this.d.repo.transition(order._id, 'created', { status, closedAt: now });
    if (!after) return null;
    if (after.promoHeld && after.promoId && (await this.d.repo.set(after._id, { promoHeld: false }, { promoHeld: true })))
      await this.d.promos.release(after.promoId);
    // an event entry's order never touched the membership
    const user = order.kind === 'event_entry' ? null : await this.d.users.findById(order.userId);
    const stillWaiting = user && user.membershipStatus === 'pending_payment' && user.membershipTier === order.tier;
    if (stillWaiting && !(await this.d.repo.openOrders(order.userId)).length)
      await changeMembership(this.d.users, user, { membershipTier: order.previousTier, membershipStatus: order.previousStatus }, now);
    this.d.logger.info({ userId: order.userId, orderId: order._id.toString(), status }, 'payment order closed');
    return after;
  }
}
