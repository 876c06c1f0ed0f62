import { AppError, notFound, type Logger } from '@trap/kit';
import {
  ERROR_CODES,
  MIN_ORDER_PAISE,
  PAYMENT_MESSAGES,
  TIERS,
  TIER_LABELS,
  TIER_PRICES_PAISE,
  isPaidTier,
  upgradePricePaise,
  type CheckoutStart,
  type GstBreakdown,
  type MembershipStatus,
  type PaymentOrder,
  type Tier,
} from '@trap/contracts';
import type { PromoCodesService } from '../promo-codes/promo-codes.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UserView } from '../users/users.mapper.ts';
import { SUBSCRIPTION_LIVE, type OrderRecord, type SubscriptionRecord } from './payments.model.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { EventEntryChargeRepository } from './event-entry-charges.repository.ts';
import type { PaymentProvider } from './provider.ts';

/** What every part of payments works with (payments.module.ts builds it). */
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
  /** what community said club event entries cost (auth's read model), written with auth's answers about them */
  charges: EventEntryChargeRepository;
}

/** An open order older than this no longer holds its promo code's use when the code runs out (an abandoned checkout). */
export const PROMO_HOLD_MS = 30 * 60_000;
/**
 * How long an order's price holds. An upgrade is priced for the days left, so its price is that of
 * the moment of checkout; an hour covers a slow payment at the gateway without honouring old prices.
 */
export const QUOTE_VALID_MS = 60 * 60_000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const rank = (t: Tier) => TIERS.indexOf(t);
export const istDate = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Yearly charges a subscription is created for (Razorpay needs a count); a new one follows a one-off payment. */
export const SUBSCRIPTION_YEARS = 10;
export const isLiveSubscription = (sub: SubscriptionRecord | null): sub is SubscriptionRecord =>
  !!sub && (SUBSCRIPTION_LIVE as readonly string[]).includes(sub.status);

export const LIVE: MembershipStatus[] = ['active', 'trial'];

/** The gateway, or 503 when none may take payments here. */
export function providerOf(d: Pick<PaymentsDeps, 'provider'>): PaymentProvider {
  if (!d.provider) throw new AppError(503, ERROR_CODES.unavailable, PAYMENT_MESSAGES.unavailable);
  return d.provider;
}

/**
 * Asks the gateway for the order it is paid through (the receipt is our order's id); a promo code's
 * use held for the order goes back when the gateway refuses.
 */
export async function gatewayOrder(
  d: Pick<PaymentsDeps, 'promos'>,
  provider: PaymentProvider,
  order: { receipt: string; amountPaise: number; notes: Record<string, string> },
  heldPromoId: string | null | undefined,
): Promise<string> {
  try {
    return (await provider.createOrder(order)).providerOrderId;
  } catch (err) {
    if (heldPromoId) await d.promos.release(heldPromoId);
    throw err;
  }
}

/** What the browser opens to pay an order: the test gateway's order, or Razorpay's checkout with the member prefilled. */
export function checkoutOf(
  provider: PaymentProvider,
  providerOrderId: string,
  amountPaise: number,
  description: string,
  user: Pick<UserView, 'displayName' | 'email'>,
): CheckoutStart['checkout'] {
  if (provider.name === 'test') return { provider: 'test', orderId: providerOrderId };
  return {
    provider: 'razorpay',
    keyId: provider.keyId!,
    orderId: providerOrderId,
    amount: amountPaise,
    currency: 'INR',
    name: 'Trap India',
    description,
    prefill: { name: user.displayName, email: user.email },
  };
}

/**
 * The fields every new order starts with: its charge (GST inside the total), made now, and nothing yet
 * paid, granted, invoiced or closed.
 */
export const newOrderFields = (gst: GstBreakdown, now: Date) =>
  ({
    amountPaise: gst.totalPaise,
    taxPaise: gst.taxPaise,
    taxablePaise: gst.taxablePaise,
    ratePercent: gst.ratePercent,
    status: 'created',
    providerPaymentId: null,
    invoiceId: null,
    invoiceNumber: null,
    granting: false,
    grantedAt: null,
    createdAt: now,
    updatedAt: now,
    paidAt: null,
    closedAt: null,
  }) satisfies Partial<OrderRecord>;

export async function memberOf(users: UsersRepository, userId: string): Promise<UserView> {
  const user = await users.findById(userId);
  if (!user) throw notFound('User');
  return user;
}

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

/** A live paid term (not a trial) with days left whose auto-renew is on. */
export function renewsNow(user: UserView, now: Date): boolean {
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
function upgradeOf(user: UserView, tier: Tier, now: Date): { fromTier: Tier; daysLeft: number; end: Date } | null {
  const end = user.membershipEndDate;
  if (user.membershipStatus !== 'active' || user.isTrialMember || !isPaidTier(user.membershipTier)) return null;
  if (rank(tier) <= rank(user.membershipTier) || !end || end.getTime() <= now.getTime()) return null;
  return { fromTier: user.membershipTier, daysLeft: Math.ceil((end.getTime() - now.getTime()) / DAY_MS), end };
}

/** A tier's price for this member before any promo: a year's price, or an upgrade's prorated difference. */
export function basePriceOf(user: UserView, tier: Tier, now: Date): { basePaise: number; up: ReturnType<typeof upgradeOf> } {
  const up = upgradeOf(user, tier, now);
  const basePaise = up
    ? Math.max(MIN_ORDER_PAISE, upgradePricePaise(up.daysLeft, TIER_PRICES_PAISE[up.fromTier], TIER_PRICES_PAISE[tier]))
    : TIER_PRICES_PAISE[tier];
  return { basePaise, up };
}

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
    label: o.kind === 'event_entry' && o.description ? o.description : TIER_LABELS[o.tier],
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
