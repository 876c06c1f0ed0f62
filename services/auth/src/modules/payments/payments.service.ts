import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import {
  AppError,
  KeyedMutex,
  badRequest,
  conflict,
  notFound,
  recordEvent,
  type AuthContext,
  type Logger,
  type OutboxEntry,
} from '@trap/kit';
import {
  ERROR_CODES,
  MEMBERSHIP_CHANGE_MESSAGES,
  MIN_ORDER_PAISE,
  PAYMENT_MESSAGES,
  PROMO_MESSAGES,
  TIERS,
  TIER_LABELS,
  TIER_PRICES_PAISE,
  autoRenewStopped,
  gstBreakdown,
  invoiceIssued,
  isPaidTier,
  membershipChanged,
  type CheckoutQuote,
  type CheckoutStart,
  type MembershipPlan,
  type MembershipStatus,
  type PaymentCallback,
  type PaymentOrder,
  type TestGatewayResult,
  type Tier,
  upgradePricePaise,
} from '@trap/contracts';
import { PromoCodesService, type AppliedPromo } from '../promo-codes/promo-codes.service.ts';
import { daysRemaining } from '../membership/membership.rules.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UserView } from '../users/users.mapper.ts';
import type { UserRecord } from '../users/users.model.ts';
import { SUBSCRIPTION_LIVE, type InvoiceRecord, type OrderRecord, type PlanRecord, type SubscriptionRecord } from './payments.model.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { mapWebhook, type PaymentProvider, type SubscriptionsApi, type WebhookEvent } from './provider.ts';
import { TestGateway } from './test-gateway.ts';

export interface PaymentsDeps {
  repo: PaymentsRepository;
  users: UsersRepository;
  /** null: no gateway may take payments here (production without Razorpay keys) */
  provider: PaymentProvider | null;
  gstRatePercent: number;
  siteOrigin: string;
  logger: Logger;
  promos: PromoCodesService;
  /** days of a free trial of a paid tier (0: no trials) */
  trialDays: number;
}

/** An open order older than this no longer holds its promo code's use when the code runs out (an abandoned checkout). */
export const PROMO_HOLD_MS = 30 * 60_000;
/**
 * How long an order's price holds. An upgrade is priced for the days left, so its price is that of
 * the moment of checkout; an hour covers a slow payment at the gateway without honouring old prices.
 */
export const QUOTE_VALID_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const rank = (t: Tier) => TIERS.indexOf(t);
const istDate = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

interface Price {
  kind: 'purchase' | 'upgrade';
  basePaise: number;
  promo: AppliedPromo | null;
  totalPaise: number;
  upgrade: { fromTier: Tier; daysLeft: number; endDate: string } | null;
}

/** Yearly charges a subscription is created for (Razorpay needs a count); a new one follows a one-off payment. */
export const SUBSCRIPTION_YEARS = 10;
const isLiveSubscription = (sub: SubscriptionRecord | null): sub is SubscriptionRecord =>
  !!sub && (SUBSCRIPTION_LIVE as readonly string[]).includes(sub.status);

const unavailable = () => new AppError(503, ERROR_CODES.unavailable, PAYMENT_MESSAGES.unavailable);
const LIVE: MembershipStatus[] = ['active', 'trial'];

/** One year after `from` (the same calendar day; 29 February → 1 March). */
export const oneYearAfter = (from: Date): Date => {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
};

/** The Indian financial year (April to March, IST) of a moment: "2026-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
}

/** "TI/2026-27/00042": consecutive within the financial year, at most 16 characters (GST rule 46). */
export const invoiceNumberOf = (fy: string, seq: number) => `TI/${fy}/${String(seq).padStart(5, '0')}`;

export function toOrderView(o: OrderRecord): PaymentOrder {
  const message = o.refundDueAt
    ? o.refundReason === 'stale_quote'
      ? PAYMENT_MESSAGES.quoteChangedRefund
      : PAYMENT_MESSAGES.refundDue
    : o.status === 'failed'
      ? PAYMENT_MESSAGES.failed
      : o.status === 'cancelled'
        ? PAYMENT_MESSAGES.cancelled
        : null;
  return {
    id: o._id.toString(),
    tier: o.tier,
    label: TIER_LABELS[o.tier],
    amountPaise: o.amountPaise,
    taxPaise: o.taxPaise,
    taxablePaise: o.taxablePaise,
    ratePercent: o.ratePercent,
    currency: 'INR',
    status: o.status,
    provider: o.provider,
    providerOrderId: o.providerOrderId,
    providerPaymentId: o.providerPaymentId,
    message,
    invoiceId: o.invoiceId?.toString() ?? null,
    invoiceNumber: o.invoiceNumber,
    basePaise: o.basePaise ?? o.amountPaise,
    promoCode: o.promoCode ?? null,
    discountPaise: o.discountPaise ?? 0,
    kind: o.kind ?? 'purchase',
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
  };
}

/**
 * The money path: orders in paise with their GST part, the gateway's signed callback and
 * webhook, and the membership they grant. Every grant is a compare-and-set of the order's status
 * (created/failed/cancelled → paid), so a repeated callback, a replayed webhook or two racing
 * confirmations grant once; an invoice number is taken only by the confirmation that won.
 */
export class PaymentsService {
  private readonly confirming = new KeyedMutex();
  /** one member's subscription changes, and one tier's plan creation, at a time in this process */
  private readonly subscribing = new KeyedMutex();
  private readonly planning = new KeyedMutex();

  private readonly d: PaymentsDeps;
  constructor(d: PaymentsDeps) {
    this.d = d;
  }

  get repo(): PaymentsRepository {
    return this.d.repo;
  }

  get promos(): PromoCodesService {
    return this.d.promos;
  }

  get provider(): PaymentProvider | null {
    return this.d.provider;
  }

  private requireProvider(): PaymentProvider {
    if (!this.d.provider) throw unavailable();
    return this.d.provider;
  }

  private async member(userId: string): Promise<UserView> {
    const user = await this.d.users.findById(userId);
    if (!user) throw notFound('User');
    return user;
  }

  async quote(auth: AuthContext, tier: Tier, promoCode?: string, now = new Date()): Promise<CheckoutQuote> {
    const provider = this.requireProvider();
    const user = await this.member(auth.userId);
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
      autoRenew: this.renewsNow(user, now),
    };
  }

  /** A live paid term (not a trial) with days left whose auto-renew is on. */
  private renewsNow(user: UserView, now: Date): boolean {
    const end = user.membershipEndDate;
    return (
      !!user.autoRenew &&
      user.membershipStatus === 'active' &&
      !user.isTrialMember &&
      isPaidTier(user.membershipTier) &&
      !!end &&
      end.getTime() > now.getTime()
    );
  }

  /** A live paid (not trial) term of a lower tier with days left: buying a higher tier is an upgrade. */
  private upgradeOf(user: UserView, tier: Tier, now: Date): { fromTier: Tier; daysLeft: number; end: Date } | null {
    const end = user.membershipEndDate;
    if (user.membershipStatus !== 'active' || user.isTrialMember || !isPaidTier(user.membershipTier)) return null;
    if (rank(tier) <= rank(user.membershipTier) || !end || end.getTime() <= now.getTime()) return null;
    return { fromTier: user.membershipTier, daysLeft: Math.ceil((end.getTime() - now.getTime()) / DAY_MS), end };
  }

  /** What a tier costs this member now: a year's price or an upgrade's prorated difference, less a promo code. */
  private async priceOf(user: UserView, tier: Tier, promoCode: string | undefined, now: Date): Promise<Price> {
    const up = this.upgradeOf(user, tier, now);
    const basePaise = up
      ? Math.max(MIN_ORDER_PAISE, upgradePricePaise(up.daysLeft, TIER_PRICES_PAISE[up.fromTier], TIER_PRICES_PAISE[tier]))
      : TIER_PRICES_PAISE[tier];
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
  private async heldTerm(user: UserView): Promise<{ tier: Tier; status: MembershipStatus }> {
    if (user.membershipStatus !== 'pending_payment') return { tier: user.membershipTier, status: user.membershipStatus };
    const [open] = await this.d.repo.openOrders(user._id.toString());
    return open ? { tier: open.previousTier, status: open.previousStatus } : { tier: 'range_pass', status: 'active' };
  }

  /** `autoRenew`: the buyer's "Renew automatically" choice, applied when the order is paid (undefined: none made). */
  async createOrder(auth: AuthContext, tier: Tier, now = new Date(), promoCode?: string, autoRenew?: boolean): Promise<CheckoutStart> {
    if (!isPaidTier(tier)) throw badRequest(PAYMENT_MESSAGES.freeTier, { tier: PAYMENT_MESSAGES.freeTier });
    const provider = this.requireProvider();
    const user = await this.member(auth.userId);
    const held = await this.heldTerm(user);
    // earlier open orders stay open (another tab may still be paying one); the member's held term is the oldest's

    const _id = new Types.ObjectId();
    const price = await this.priceOf(user, tier, promoCode || undefined, now);
    const gst = gstBreakdown(price.totalPaise, this.d.gstRatePercent);
    if (price.promo) await this.reservePromo(price.promo, now);
    let providerOrderId: string;
    try {
      ({ providerOrderId } = await provider.createOrder({
        amountPaise: gst.totalPaise,
        receipt: _id.toString(),
        notes: { userId: auth.userId, tier },
      }));
    } catch (err) {
      if (price.promo) await this.d.promos.release(price.promo.id);
      throw err;
    }
    const order: OrderRecord = {
      _id,
      userId: auth.userId,
      tier,
      amountPaise: gst.totalPaise,
      taxPaise: gst.taxPaise,
      taxablePaise: gst.taxablePaise,
      ratePercent: gst.ratePercent,
      status: 'created',
      provider: provider.name,
      providerOrderId,
      providerPaymentId: null,
      previousTier: held.tier,
      previousStatus: held.status,
      invoiceId: null,
      invoiceNumber: null,
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
      granting: false,
      grantedAt: null,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      closedAt: null,
    };
    await this.d.repo.insertOrder(order);

    // A member on a live paid term keeps it while paying; anyone else waits for this order.
    const livePaid = LIVE.includes(user.membershipStatus) && isPaidTier(user.membershipTier);
    if (!livePaid && (user.membershipStatus !== 'pending_payment' || user.membershipTier !== tier))
      await this.changeMembership(user, { membershipTier: tier, membershipStatus: 'pending_payment' }, now);

    this.d.logger.info({ userId: auth.userId, tier, orderId: _id.toString(), provider: provider.name }, 'payment order created');
    const view = toOrderView(order);
    const checkout: CheckoutStart['checkout'] =
      provider.name === 'test'
        ? { provider: 'test', orderId: providerOrderId }
        : {
            provider: 'razorpay',
            keyId: provider.keyId!,
            orderId: providerOrderId,
            amount: gst.totalPaise,
            currency: 'INR',
            name: 'Trap India',
            description: price.kind === 'upgrade' ? `Upgrade to ${TIER_LABELS[tier]}` : `${TIER_LABELS[tier]} membership (1 year)`,
            prefill: { name: user.displayName, email: user.email },
          };
    return { order: view, checkout };
  }

  private async changeMembership(
    user: UserView,
    set: { membershipTier: Tier; membershipStatus: MembershipStatus },
    now: Date,
    extra: Record<string, unknown> = {},
    events: OutboxEntry[] = [],
  ): Promise<boolean> {
    const membershipEndDate = (extra.membershipEndDate as Date | undefined) ?? user.membershipEndDate;
    const changed = recordEvent(membershipChanged, {
      userId: user._id.toString(),
      membershipTier: set.membershipTier,
      membershipStatus: set.membershipStatus,
      isTrialMember: (extra.isTrialMember as boolean | undefined) ?? user.isTrialMember,
      membershipEndDate: membershipEndDate?.toISOString() ?? null,
      previousTier: user.membershipTier,
      previousStatus: user.membershipStatus,
    });
    return this.d.users.updateWithEvents(
      user._id,
      { membershipTier: user.membershipTier, membershipStatus: user.membershipStatus },
      { ...set, ...extra, updatedAt: now },
      [changed, ...events],
    );
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
  private async close(order: OrderRecord, status: 'failed' | 'cancelled', now: Date): Promise<OrderRecord | null> {
    const after = await this.d.repo.transition(order._id, 'created', { status, closedAt: now });
    if (!after) return null;
    if (after.promoHeld && after.promoId && (await this.d.repo.set(after._id, { promoHeld: false }, { promoHeld: true })))
      await this.d.promos.release(after.promoId);
    const user = await this.d.users.findById(order.userId);
    const stillWaiting = user && user.membershipStatus === 'pending_payment' && user.membershipTier === order.tier;
    if (stillWaiting && !(await this.d.repo.openOrders(order.userId)).length)
      await this.changeMembership(user, { membershipTier: order.previousTier, membershipStatus: order.previousStatus }, now);
    this.d.logger.info({ userId: order.userId, orderId: order._id.toString(), status }, 'payment order closed');
    return after;
  }

  /** The browser's success callback: the signature must be the gateway's over `order_id|payment_id`. */
  async callback(auth: AuthContext, body: PaymentCallback): Promise<PaymentOrder> {
    const provider = this.requireProvider();
    const order = await this.d.repo.findByProviderOrderId(body.razorpay_order_id);
    if (!order || order.userId !== auth.userId) throw notFound('Order');
    const ok = provider.verifyPayment({
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    if (!ok) {
      this.d.logger.warn({ userId: auth.userId, orderId: order._id.toString() }, 'payment callback with a bad signature');
      throw badRequest(PAYMENT_MESSAGES.badSignature, { razorpay_signature: PAYMENT_MESSAGES.badSignature });
    }
    await this.confirm(order, body.razorpay_payment_id);
    const after = (await this.d.repo.findById(order._id)) ?? order;
    if (after.refundReason === 'stale_quote' && after.status !== 'paid') throw conflict(PAYMENT_MESSAGES.quoteChangedRefund);
    return toOrderView(after);
  }

  /**
   * A verified payment of an order: the one request whose compare-and-set moves the order to paid
   * grants the membership, takes the next invoice number and records the events; any other returns false.
   */
  confirm(order: OrderRecord, paymentId: string, now = new Date()): Promise<boolean> {
    // this process's confirmations of one order queue, so a losing one answers after the winner's grant and invoice
    return this.confirming.run(order._id.toString(), async () => {
      const fresh = await this.d.repo.findById(order._id);
      return fresh ? this.confirmOnce(fresh, paymentId, now) : false;
    });
  }

  private async confirmOnce(order: OrderRecord, paymentId: string, now: Date): Promise<boolean> {
    if (order.status === 'paid') {
      // paid but the member never updated (the process died between the two writes): finish the grant now
      if (order.granting) await this.grant(order, order.providerPaymentId ?? paymentId, order.paidAt ?? now);
      return false;
    }
    if (order.status !== 'created' && (await this.holdsHigherTier(order, now))) {
      // a late capture of a closed order must not lower the tier the member bought meanwhile: the order
      // stays closed and grants nothing (no invoice, no promo use), and the money is owed back
      const marked = await this.d.repo.set(
        order._id,
        { refundDueAt: now, providerPaymentId: paymentId },
        { status: order.status, refundDueAt: null },
      );
      if (marked)
        this.d.logger.warn(
          { userId: order.userId, orderId: order._id.toString(), paymentId, amountPaise: order.amountPaise },
          'payment captured for a closed order of a lower tier than the member holds: refund due',
        );
      return false;
    }
    if (await this.isStale(order, now)) {
      // priced on a membership the member no longer holds (a renewal or another purchase since), or too
      // long ago: granting it would sell today's term at an old price, so it closes and the money is owed back
      await this.close(order, 'cancelled', now);
      const marked = await this.d.repo.set(
        order._id,
        { refundDueAt: now, refundReason: 'stale_quote', providerPaymentId: paymentId },
        { refundDueAt: null },
      );
      if (marked)
        this.d.logger.warn(
          { userId: order.userId, orderId: order._id.toString(), paymentId, amountPaise: order.amountPaise },
          'payment captured for an order whose price basis changed or expired: not granted, refund due',
        );
      return false;
    }
    const paid = await this.d.repo.transition(order._id, order.status, {
      status: 'paid',
      providerPaymentId: paymentId,
      paidAt: now,
      closedAt: now,
      granting: true,
    });
    if (!paid) {
      // another status than the one read: a racing confirmation (or a close) got there first; try once more from the new state
      const fresh = await this.d.repo.findById(order._id);
      if (!fresh || fresh.status === 'paid') return false;
      return this.confirmOnce(fresh, paymentId, now);
    }
    // a payment of an order that had given its promo use back (closed, then paid after all) takes it again
    if (paid.promoId && !paid.promoHeld && (await this.d.repo.set(paid._id, { promoHeld: true }, { promoHeld: false })))
      await this.d.promos.retake(paid.promoId);
    await this.grant(paid, paymentId, now);
    return true;
  }

  /**
   * Whether an order's price no longer holds: its quote ran out, or the member's term is not the one it
   * was priced on (tier, status, end date or trial). A subscription's renewal charge is the plan's
   * price whatever the term, and is never stale.
   */
  private async isStale(order: OrderRecord, now: Date): Promise<boolean> {
    if (order.kind === 'renewal') return false;
    const expires = order.quoteExpiresAt?.getTime() ?? order.createdAt.getTime() + QUOTE_VALID_MS;
    if (now.getTime() > expires) return true;
    const user = await this.d.users.findById(order.userId);
    if (!user) return false;
    const held = await this.heldTerm(user);
    return (
      held.tier !== order.previousTier ||
      held.status !== order.previousStatus ||
      (user.membershipEndDate?.getTime() ?? null) !== (order.basisEndDate?.getTime() ?? null) ||
      !!user.isTrialMember !== !!order.basisTrial
    );
  }

  /** The member holds a live, bought tier above the order's (a trial does not count: paying replaces it). */
  private async holdsHigherTier(order: OrderRecord, now: Date): Promise<boolean> {
    const user = await this.d.users.findById(order.userId);
    if (!user || user.isTrialMember || !LIVE.includes(user.membershipStatus)) return false;
    if (user.membershipEndDate && user.membershipEndDate.getTime() <= now.getTime()) return false;
    return rank(user.membershipTier) > rank(order.tier);
  }

  /** Start-up sweep: finishes the grants of orders paid while the member was never updated (a crash between the writes). */
  async recoverGrants(): Promise<number> {
    let done = 0;
    for (const order of await this.d.repo.ungranted()) {
      await this.confirming.run(order._id.toString(), async () => {
        const fresh = await this.d.repo.findById(order._id);
        if (fresh?.status === 'paid' && fresh.granting) {
          await this.grant(fresh, fresh.providerPaymentId ?? '', fresh.paidAt ?? new Date());
          done++;
        }
      });
    }
    if (done) this.d.logger.warn({ orders: done }, 'payments: finished the grants of paid orders a crash had left');
    return done;
  }

  private async markGranted(order: OrderRecord, now: Date): Promise<void> {
    await this.d.repo.set(order._id, { granting: false, grantedAt: now });
  }

  private async grant(order: OrderRecord, paymentId: string, now: Date): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const user = await this.d.users.findById(order.userId);
      if (!user) {
        this.d.logger.error({ orderId: order._id.toString() }, 'paid order of a missing member');
        await this.markGranted(order, now);
        return;
      }
      // the member already holds this payment (the crash came after their update): only the order's mark is missing
      if (user.orderId === order.providerOrderId && user.paymentId === paymentId) {
        await this.markGranted(order, now);
        return;
      }
      const upgrade = order.kind === 'upgrade';
      // a renewal of the same live tier extends its term; anything else starts a year from now
      const renew =
        LIVE.includes(user.membershipStatus) &&
        !user.isTrialMember &&
        user.membershipTier === order.tier &&
        !!user.membershipEndDate &&
        user.membershipEndDate.getTime() > now.getTime();
      // an upgrade keeps the term's end date (it paid the difference for the days left)
      const keepEnd = upgrade && !!user.membershipEndDate && user.membershipEndDate.getTime() > now.getTime();
      const start = renew || keepEnd ? (user.membershipStartDate ?? now) : now;
      const end = keepEnd ? user.membershipEndDate! : oneYearAfter(renew ? user.membershipEndDate! : now);
      // auto-renew is the buyer's choice at checkout (SPEC 9: off unless chosen): a purchase renews only when
      // they ticked "Renew automatically"; an upgrade without a choice keeps theirs, as a subscription's renewal charge does
      const autoRenew = order.kind === 'renewal' ? !!user.autoRenew : (order.autoRenew ?? (upgrade ? !!user.autoRenew : false));
      const invoice = await this.invoiceFor(order, user, paymentId, start, end, now);
      const link = `${this.d.siteOrigin}/api/payments/invoices/${invoice._id.toString()}`;
      const mail = recordEvent(invoiceIssued, {
        userId: order.userId,
        email: user.email,
        displayName: user.displayName,
        invoiceId: invoice._id.toString(),
        invoiceNumber: invoice.number,
        tier: order.tier,
        tierLabel: TIER_LABELS[order.tier],
        amountPaise: order.amountPaise,
        taxPaise: order.taxPaise,
        taxablePaise: order.taxablePaise,
        ratePercent: order.ratePercent,
        membershipEndDate: end.toISOString(),
        issuedAt: invoice.issuedAt.toISOString(),
        link,
      });
      const ok = await this.changeMembership(
        user,
        { membershipTier: order.tier, membershipStatus: 'active' },
        now,
        {
          isTrialMember: false,
          membershipStartDate: start,
          membershipEndDate: end,
          membershipBillingCycle: 'annual',
          paymentId,
          orderId: order.providerOrderId,
          lastPaymentDate: now,
          expiryWarningFor: null,
          appliedPromoCode: order.promoCode ?? null,
          membershipDiscountAmount: order.discountPaise || null,
          membershipDiscountType: order.promoCode ? 'promo' : null,
          autoRenew,
          nextBillingDate: autoRenew ? end : null,
        },
        [mail],
      );
      if (ok) {
        await this.markGranted(order, now);
        this.d.logger.info(
          { userId: order.userId, tier: order.tier, invoice: invoice.number, kind: order.kind ?? 'purchase' },
          'membership paid',
        );
        // a one-off payment moves the term (or the tier): the auto-renew subscription starts again from the new end date
        if (order.kind !== 'renewal') await this.syncSubscription(order.userId, now, { replace: true });
        return;
      }
    }
    this.d.logger.error({ orderId: order._id.toString() }, 'paid order could not update the member (kept changing)');
  }

  /** The order's invoice: issued once (the winner of the order's compare-and-set is the only caller). */
  private async invoiceFor(
    order: OrderRecord,
    user: UserView,
    paymentId: string,
    start: Date,
    end: Date,
    now: Date,
  ): Promise<InvoiceRecord> {
    const existing = await this.d.repo.findInvoiceByOrder(order._id);
    if (existing) return existing;
    const series = `invoice-${financialYear(now)}`;
    const seq = await this.d.repo.nextInSeries(series);
    const invoice: InvoiceRecord = {
      _id: new Types.ObjectId(),
      number: invoiceNumberOf(financialYear(now), seq),
      series,
      seq,
      userId: order.userId,
      orderId: order._id,
      providerOrderId: order.providerOrderId,
      providerPaymentId: paymentId,
      tier: order.tier,
      amountPaise: order.amountPaise,
      taxPaise: order.taxPaise,
      taxablePaise: order.taxablePaise,
      ratePercent: order.ratePercent,
      member: {
        displayName: user.displayName,
        username: user.username,
        email: user.email,
        mobileNumber: user.mobileNumber ?? null,
        location: user.location ?? null,
      },
      membershipStartDate: start,
      membershipEndDate: end,
      issuedAt: now,
    };
    await this.d.repo.insertInvoice(invoice);
    await this.d.repo.setInvoice(order._id, invoice);
    return invoice;
  }

  /**
   * A gateway webhook: the raw body must carry the webhook secret's signature; an event id already
   * handled changes nothing. payment.captured / order.paid confirm the order (its amount must match),
   * payment.failed closes an open one.
   */
  async webhook(rawBody: Buffer | string | undefined, signature: string | undefined, eventIdHeader: string | undefined) {
    const provider = this.requireProvider();
    if (!rawBody || !provider.verifyWebhook(rawBody, signature)) throw badRequest(PAYMENT_MESSAGES.webhookSignature);
    const eventId =
      typeof eventIdHeader === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(eventIdHeader)
        ? eventIdHeader
        : `body_${createHash('sha256').update(rawBody).digest('hex')}`;
    if (await this.d.repo.webhookSeen(eventId)) return { ok: true as const, duplicate: true };
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString());
    } catch {
      throw badRequest('Malformed JSON body');
    }
    const event = mapWebhook(body);
    if (event.kind === 'subscription_charged') await this.subscriptionCharged(event, new Date());
    else if (event.kind === 'subscription_halted') await this.subscriptionStopped(event, 'halted', new Date());
    else if (event.kind === 'subscription_cancelled') await this.subscriptionStopped(event, 'cancelled', new Date());
    const order = event.kind.startsWith('subscription_')
      ? null
      : event.providerOrderId
        ? await this.d.repo.findByProviderOrderId(event.providerOrderId)
        : null;
    if (order && event.kind === 'captured' && event.providerPaymentId) {
      if (event.amountPaise !== null && event.amountPaise !== order.amountPaise)
        this.d.logger.error(
          { orderId: order._id.toString(), amount: event.amountPaise },
          'captured amount differs from the order: not granted',
        );
      else await this.confirm(order, event.providerPaymentId);
    } else if (order && event.kind === 'failed' && order.status === 'created') {
      await this.close(order, 'failed', new Date());
    }
    await this.d.repo.rememberWebhook({ _id: eventId, kind: event.kind, providerOrderId: event.providerOrderId, receivedAt: new Date() });
    return { ok: true as const, duplicate: false };
  }

  /**
   * The test gateway's payment page: success hands back Razorpay's callback arguments (signed) and
   * sends the signed payment.captured webhook; failure sends payment.failed. 404 when Razorpay is in use.
   */
  async testGateway(auth: AuthContext, id: string, outcome: 'success' | 'failure'): Promise<TestGatewayResult> {
    const gateway = this.d.provider;
    if (!(gateway instanceof TestGateway)) throw notFound('Test gateway');
    const order = await this.d.repo.findOwnOrder(auth.userId, id);
    if (!order || order.provider !== 'test') throw notFound('Order');
    if (order.status !== 'created') throw conflict(PAYMENT_MESSAGES.notPayable);
    if (outcome === 'success' && (await this.isStale(order, new Date()))) {
      // the gateway's page takes no money for a price that no longer holds: the order closes instead
      await this.close(order, 'cancelled', new Date());
      throw conflict(PAYMENT_MESSAGES.quoteChanged);
    }
    if (outcome === 'success') {
      const callback = gateway.succeed(order.providerOrderId);
      const hook = gateway.webhook('payment.captured', {
        orderId: order.providerOrderId,
        paymentId: callback.razorpay_payment_id,
        amountPaise: order.amountPaise,
      });
      await this.webhook(hook.body, hook.signature, hook.eventId);
      return { outcome: 'success', ...callback };
    }
    const paymentId = gateway.newPaymentId();
    const hook = gateway.webhook('payment.failed', { orderId: order.providerOrderId, paymentId, amountPaise: order.amountPaise });
    await this.webhook(hook.body, hook.signature, hook.eventId);
    return {
      outcome: 'failure',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed at the test gateway',
        order_id: order.providerOrderId,
        payment_id: paymentId,
      },
    };
  }

  async invoice(auth: AuthContext, id: string): Promise<InvoiceRecord> {
    const invoice = await this.d.repo.findOwnInvoice(auth.userId, id);
    if (!invoice) throw notFound('Invoice');
    return invoice;
  }

  /** The member's plan: what they hold, until when, auto-renew, a pending cancellation, the trial and upgrades on offer. */
  async plan(auth: AuthContext, now = new Date()): Promise<MembershipPlan> {
    return this.planOf(await this.member(auth.userId), now);
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
      const up = this.upgradeOf(user, t, now);
      const pricePaise = up
        ? Math.max(MIN_ORDER_PAISE, upgradePricePaise(up.daysLeft, TIER_PRICES_PAISE[up.fromTier], TIER_PRICES_PAISE[t]))
        : TIER_PRICES_PAISE[t];
      return { tier: t, label: TIER_LABELS[t], pricePaise };
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
    const user = await this.member(auth.userId);
    await this.setPlanFields(user, { autoRenew, nextBillingDate: autoRenew ? (user.membershipEndDate ?? null) : null }, now);
    await this.syncSubscription(auth.userId, now);
    return this.planOf(await this.member(auth.userId), now);
  }

  /** Cancellation at the end date: the tier stays active until then (auto-renew off); the expiry worker ends it. */
  async cancelPlan(auth: AuthContext, now = new Date()): Promise<MembershipPlan> {
    const user = await this.member(auth.userId);
    const livePaid = LIVE.includes(user.membershipStatus) && isPaidTier(user.membershipTier) && !!user.membershipEndDate;
    if (!livePaid) throw conflict(MEMBERSHIP_CHANGE_MESSAGES.nothingToCancel);
    await this.setPlanFields(user, { autoRenew: false, nextBillingDate: null }, now);
    await this.syncSubscription(auth.userId, now);
    this.d.logger.info(
      {
        userId: auth.userId,
        endDate: user.membershipEndDate,
        message: MEMBERSHIP_CHANGE_MESSAGES.cancelled(istDate(user.membershipEndDate!)),
      },
      'membership cancelled at its end date',
    );
    return this.planOf(await this.member(auth.userId), now);
  }

  /** A free trial of a paid tier for the configured days, once per member, from Range Pass; the expiry worker ends it. */
  async startTrial(auth: AuthContext, tier: Tier, now = new Date()): Promise<MembershipPlan> {
    if (!isPaidTier(tier)) throw badRequest(PAYMENT_MESSAGES.freeTier, { tier: PAYMENT_MESSAGES.freeTier });
    const user = await this.member(auth.userId);
    if (this.d.trialDays <= 0 || user.trialStartDate || user.isTrialMember) throw conflict(MEMBERSHIP_CHANGE_MESSAGES.trialUsed);
    if (isPaidTier(user.membershipTier) && user.membershipStatus !== 'pending_payment' && user.membershipStatus !== 'expired')
      throw conflict(MEMBERSHIP_CHANGE_MESSAGES.trialNotFree);
    const trialEndDate = new Date(now.getTime() + this.d.trialDays * DAY_MS);
    const ok = await this.changeMembership(user, { membershipTier: tier, membershipStatus: 'trial' }, now, {
      isTrialMember: true,
      trialStartDate: now,
      trialEndDate,
      membershipEndDate: trialEndDate,
      membershipStartDate: now,
      expiryWarningFor: null,
    });
    if (!ok) throw conflict('Your membership changed meanwhile; please try again');
    this.d.logger.info({ userId: auth.userId, tier, trialEndDate }, 'trial started');
    return this.planOf(await this.member(auth.userId), now);
  }

  // ---- auto-renew through the gateway's subscriptions (Razorpay Subscriptions) ----

  /**
   * Keeps the member's gateway subscription in line with their plan: a member on a live paid term (not
   * a trial) with auto-renew on has one live subscription of their tier's yearly plan, charging from
   * their end date; auto-renew off cancels it at the cycle end (the year paid runs out). `replace`: a
   * one-off payment moved the term or the tier, so a live one stops at once and a new one starts from
   * the new end date. A gateway failure is logged and never fails the member's request or payment:
   * auto-renew then falls back to the reminder with its pay link.
   */
  private async syncSubscription(userId: string, now: Date, opts: { replace?: boolean } = {}): Promise<void> {
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

  private async setSubscriptionOf(user: UserView, subscriptionId: string | null, now: Date): Promise<void> {
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

  /**
   * subscription.charged: a year of the subscription's tier, paid. The charge becomes a renewal order
   * keyed by subscription and payment id and goes through the same compare-and-set as any payment, so
   * the member's term is extended and one invoice is numbered however often the charge is reported.
   */
  private async subscriptionCharged(event: WebhookEvent, now: Date): Promise<void> {
    const sub = event.subscriptionId ? await this.d.repo.findSubscription(event.subscriptionId) : null;
    const paymentId = event.providerPaymentId;
    if (!sub || !paymentId) {
      this.d.logger.warn(
        { subscriptionId: event.subscriptionId, paymentId },
        'subscription charge of an unknown subscription: nothing granted',
      );
      return;
    }
    if (event.amountPaise !== sub.amountPaise) {
      this.d.logger.error(
        { subscriptionId: sub._id, amount: event.amountPaise, expected: sub.amountPaise },
        'subscription charge differs from its plan: not granted',
      );
      return;
    }
    const user = await this.d.users.findById(sub.userId);
    if (!user) {
      this.d.logger.error({ subscriptionId: sub._id }, 'subscription charge of a missing member');
      return;
    }
    const gst = gstBreakdown(sub.amountPaise, this.d.gstRatePercent);
    const order = await this.d.repo.insertOrderOnce({
      _id: new Types.ObjectId(),
      userId: sub.userId,
      tier: sub.tier,
      amountPaise: gst.totalPaise,
      taxPaise: gst.taxPaise,
      taxablePaise: gst.taxablePaise,
      ratePercent: gst.ratePercent,
      status: 'created',
      provider: sub.provider,
      providerOrderId: `${sub._id}:${paymentId}`,
      providerPaymentId: null,
      previousTier: user.membershipTier,
      previousStatus: user.membershipStatus,
      invoiceId: null,
      invoiceNumber: null,
      kind: 'renewal',
      subscriptionId: sub._id,
      basePaise: sub.amountPaise,
      promoCode: null,
      promoId: null,
      discountPaise: 0,
      promoHeld: false,
      granting: false,
      grantedAt: null,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      closedAt: null,
    });
    await this.confirm(order, paymentId, now);
    if (sub.status !== 'active' && !sub.cancelAtCycleEnd)
      await this.d.repo.updateSubscription(sub._id, { status: 'active', updatedAt: now });
  }

  /**
   * subscription.halted (its retries failed) or subscription.cancelled (outside the site): the member's
   * auto-renew is off and they are told (auth.membership.auto_renew_stopped); the term keeps its end
   * date. A subscription the member had already turned off (or one replaced) is only marked.
   */
  private async subscriptionStopped(event: WebhookEvent, reason: 'halted' | 'cancelled', now: Date): Promise<void> {
    const sub = event.subscriptionId ? await this.d.repo.findSubscription(event.subscriptionId) : null;
    if (!sub) return;
    await this.d.repo.updateSubscription(sub._id, { status: reason, updatedAt: now });
    await this.subscribing.run(sub.userId, async () => {
      const user = await this.d.users.findById(sub.userId);
      if (!user || user.subscriptionId !== sub._id) return;
      const told = recordEvent(autoRenewStopped, {
        userId: sub.userId,
        membershipTier: user.membershipTier,
        membershipEndDate: user.membershipEndDate?.toISOString() ?? null,
        reason,
      });
      await this.d.users.updateWithEvents(
        user._id,
        { subscriptionId: sub._id },
        { autoRenew: false, nextBillingDate: null, subscriptionId: null, updatedAt: now },
        [told],
      );
      this.d.logger.warn({ userId: sub.userId, subscriptionId: sub._id, reason }, 'auto-renew stopped by the gateway');
    });
  }

  /**
   * The test gateway's renewal charge: what Razorpay does at a subscription's cycle, through the same
   * signed subscription.charged webhook. The member needs auto-renew on a live paid term; the test
   * gateway has no mandates, so their subscription is made here the first time. 404 with Razorpay.
   */
  async testRenewal(userId: string, now = new Date()): Promise<PaymentOrder> {
    const gateway = this.d.provider;
    if (!(gateway instanceof TestGateway)) throw notFound('Test gateway');
    const user = await this.member(userId);
    const livePaid = LIVE.includes(user.membershipStatus) && isPaidTier(user.membershipTier) && !user.isTrialMember;
    if (!livePaid || !user.autoRenew) throw conflict('Auto-renew is not on for a paid membership');
    let sub = user.subscriptionId ? await this.d.repo.findSubscription(user.subscriptionId) : null;
    if (!sub) {
      sub = {
        _id: gateway.newSubscriptionId(),
        userId,
        tier: user.membershipTier,
        provider: 'test',
        planId: `plan_test_${user.membershipTier}`,
        amountPaise: TIER_PRICES_PAISE[user.membershipTier],
        status: 'active',
        cancelAtCycleEnd: false,
        shortUrl: null,
        startAt: user.membershipEndDate,
        createdAt: now,
        updatedAt: now,
      };
      await this.d.repo.insertSubscription(sub);
      await this.setSubscriptionOf(user, sub._id, now);
    }
    const hook = gateway.subscriptionWebhook('subscription.charged', {
      subscriptionId: sub._id,
      planId: sub.planId,
      amountPaise: sub.amountPaise,
      notes: { userId, tier: sub.tier },
    });
    await this.webhook(hook.body, hook.signature, hook.eventId);
    const order = await this.d.repo.findByProviderOrderId(`${sub._id}:${hook.paymentId}`);
    if (!order) throw notFound('Order');
    return toOrderView(order);
  }
}
