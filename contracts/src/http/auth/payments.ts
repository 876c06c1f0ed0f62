import { z } from 'zod';
import { TIERS, TIER_PRICES_PAISE, membershipStatusSchema, tierSchema, type Tier } from '../../access/tiers.ts';

/**
 * Paid membership: quotes, orders, the provider callback, webhooks and invoices. Every
 * amount is an integer number of paise; prices are GST-inclusive (DECISIONS: the rate is configuration).
 */
export const PAYMENT_MESSAGES = {
  freeTier: 'Range Pass is free: there is nothing to pay',
  badSignature: 'We could not verify this payment. Nothing was charged to your membership; please try again.',
  failed: 'The payment did not go through. You stay on your current membership; you can try again.',
  cancelled: 'The payment was cancelled. You stay on your current membership.',
  refundDue:
    'This order was closed before your payment arrived, and you hold a higher membership now: you keep it, and this payment will be refunded.',
  quoteChanged:
    'Your membership changed after this order was priced, or its price is no longer valid, so it was not applied. Please start the checkout again for today’s price.',
  quoteChangedRefund:
    'Your membership changed after this order was priced, or its price was no longer valid, so it was not applied: this payment will be refunded. Please start the checkout again for today’s price.',
  paid: 'Payment received. Your membership is active.',
  notPayable: 'This order can no longer be paid. Please start the checkout again.',
  unavailable: 'Payments are not available right now. Please try again later.',
  webhookSignature: 'Invalid webhook signature',
} as const;

export interface GstBreakdown {
  /** what the member pays (GST included) */
  totalPaise: number;
  /** the tax part: total − total / (1 + rate), rounded to the paisa (half up) */
  taxPaise: number;
  /** the taxable value: total − tax */
  taxablePaise: number;
  ratePercent: number;
}

/**
 * GST of an inclusive price, in whole paise. Integer arithmetic where the rate is a whole or
 * hundredth percentage (18, 12.5), so ₹9,000 at 18 % is always ₹1,372.88 of tax on ₹7,627.12.
 */
export function gstBreakdown(totalPaise: number, ratePercent: number): GstBreakdown {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError('totalPaise must be a whole, non-negative number of paise');
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError('ratePercent must be a non-negative number');
  // rate in hundredths of a percent: tax = total * r / (10000 + r), rounded half up, in integers
  const r = BigInt(Math.round(ratePercent * 100));
  const num = BigInt(totalPaise) * r;
  const den = 10000n + r;
  const taxPaise = Number((2n * num + den) / (2n * den));
  return { totalPaise, taxPaise, taxablePaise: totalPaise - taxPaise, ratePercent };
}

/** ₹ with en-IN grouping from paise: 900000 → "₹9,000.00". */
export const formatPaise = (paise: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;

/** Where Razorpay Checkout runs from (its script, its payment frame, its calls): the bff's CSP allows these. */
export const RAZORPAY_CHECKOUT_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;
/** What a member hears about a promo code that does not apply (SPEC-free wording, shown under the field). */
export const PROMO_MESSAGES = {
  invalid: 'This promo code is not valid',
  notYet: 'This promo code is not valid yet',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has been fully used',
  wrongTier: (label: string) => `This promo code is not valid for ${label}`,
} as const;

/** What a promo code takes off (a promo content tag's metaData): a percentage, or an amount in paise. */
export const promoDiscountSchema = z.union([
  z.object({
    discountPercent: z
      .number({ error: 'Discount percent must be a number' })
      .int('Discount percent must be a whole number')
      .min(1, 'Discount percent must be between 1 and 100')
      .max(100, 'Discount percent must be between 1 and 100'),
  }),
  z.object({
    discountPaise: z
      .number({ error: 'Discount must be a number of paise' })
      .int('Discount must be a whole number of paise')
      .min(1, 'Discount must be at least 1 paisa')
      .max(100_000_000, 'Discount is too large'),
  }),
]);
export type PromoDiscount = z.infer<typeof promoDiscountSchema>;
/** The content tag type of a promo code (its slug is the code the member types). */
export const PROMO_TAG_TYPE = 'promo';
/** The least an order can cost after a discount (a gateway takes no zero-rupee order): ₹1. */
export const MIN_ORDER_PAISE = 100;

/** The discount in paise of a price, never below MIN_ORDER_PAISE left to pay; percent rounds half up. */
export function promoDiscountPaise(basePaise: number, d: PromoDiscount): number {
  const raw = 'discountPercent' in d ? Math.floor((basePaise * d.discountPercent + 50) / 100) : d.discountPaise;
  return Math.max(0, Math.min(raw, basePaise - MIN_ORDER_PAISE));
}

/**
 * An upgrade's price: the days left of the current term × (new − old yearly price) / 365, in paise
 * (rounded half up). The term keeps its end date.
 */
export function upgradePricePaise(daysLeft: number, oldPaise: number, newPaise: number): number {
  const diff = newPaise - oldPaise;
  if (daysLeft <= 0 || diff <= 0) return 0;
  return Math.floor((2 * daysLeft * diff + 365) / 730);
}

const promoCodeInput = z
  .string({ error: 'Promo code must be text' })
  .trim()
  .max(80, 'This promo code is not valid')
  .transform((s) => s.toLowerCase());

export const quoteQuerySchema = z.object({ promoCode: promoCodeInput.optional() });

export const ORDER_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const tierParamsSchema = z.object({ tier: tierSchema });

export const checkoutQuoteSchema = z.object({
  tier: tierSchema,
  label: z.string(),
  totalPaise: z.number().int(),
  taxPaise: z.number().int(),
  taxablePaise: z.number().int(),
  ratePercent: z.number(),
  currency: z.literal('INR'),
  /** the gateway this deployment uses: the built-in test gateway, or Razorpay when keys are configured */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** the member's tier and status now (what stays if the payment fails) */
  currentTier: tierSchema,
  /** the price before a promo code or an upgrade's proration */
  basePaise: z.number().int(),
  /** the promo code taken off (null without one) */
  promo: z.object({ code: z.string(), discountPaise: z.number().int() }).nullable(),
  /** an upgrade of a live paid term: what is charged is the prorated difference, the end date stays */
  upgrade: z.object({ fromTier: tierSchema, daysLeft: z.number().int(), endDate: z.string() }).nullable(),
  /**
   * whether the member's live paid term renews automatically now: where the checkout's "Renew
   * automatically" choice starts (off for anyone without such a term: SPEC 9, autoRenew defaults to false)
   */
  autoRenew: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** The tiers that are bought (Range Pass is free): anything else is a 400 on `tier`. */
export const PAID_TIERS = TIERS.filter((t) => TIER_PRICES_PAISE[t] > 0) as Exclude<Tier, 'range_pass'>[];
export const paidTierSchema = z.enum(PAID_TIERS as [Exclude<Tier, 'range_pass'>, ...Exclude<Tier, 'range_pass'>[]], {
  message: 'Please select a paid membership tier',
});
export const createOrderRequestSchema = z.object({
  tier: paidTierSchema,
  promoCode: promoCodeInput.optional(),
  /**
   * the buyer's "Renew automatically" choice at checkout, applied when the order is paid: true charges
   * the tier's yearly price at each end date until turned off, false leaves the term to end. Left out:
   * a purchase does not renew and an upgrade keeps the member's setting (SPEC 9: autoRenew defaults to false).
   */
  autoRenew: z.boolean().optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/**
 * POST /api/payments/event-entry-orders: pay a club event entry (community's, priced there and told
 * to auth by community.event_entry.payable). Same order, gateway, webhook and GST receipt as a tier.
 */
export const eventEntryOrderRequestSchema = z.object({
  entryId: z.string({ error: 'Entry is required' }).regex(/^[a-f0-9]{24}$/i, 'Invalid entry'),
  promoCode: promoCodeInput.optional(),
});
export type EventEntryOrderRequest = z.infer<typeof eventEntryOrderRequestSchema>;
export const EVENT_ENTRY_ORDER_MESSAGES = {
  notReady: 'Your entry is being prepared: try again in a moment',
  notPayable: 'This entry is not awaiting payment',
} as const;

export const paymentOrderSchema = z.object({
  id: z.string(),
  tier: tierSchema,
  label: z.string(),
  amountPaise: z.number().int(),
  taxPaise: z.number().int(),
  taxablePaise: z.number().int(),
  ratePercent: z.number(),
  currency: z.literal('INR'),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  /** what the screen says about a failed or cancelled order */
  message: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** the price before the promo code or proration, and the promo code used */
  basePaise: z.number().int(),
  promoCode: z.string().nullable(),
  discountPaise: z.number().int(),
  /** renewal: a year charged by the member's Razorpay subscription (auto-renew) */
  kind: z.enum(['purchase', 'upgrade', 'renewal', 'event_entry']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What the browser needs to take the payment: the test gateway's page, or Razorpay Checkout's options. */
export const checkoutStartSchema = z.object({
  order: paymentOrderSchema,
  checkout: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('test'), orderId: z.string() }),
    z.object({
      provider: z.literal('razorpay'),
      keyId: z.string(),
      orderId: z.string(),
      amount: z.number().int(),
      currency: z.literal('INR'),
      name: z.string(),
      description: z.string(),
      prefill: z.object({ name: z.string(), email: z.string() }),
    }),
  ]),
});
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

const providerIdSchema = z
  .string({ message: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(64, 'Too long')
  .regex(/^[A-Za-z0-9_]+$/, 'Invalid id');

/** What Razorpay Checkout hands the page on success (and the test gateway the same way). */
export const paymentCallbackSchema = z.object({
  razorpay_order_id: providerIdSchema,
  razorpay_payment_id: providerIdSchema,
  razorpay_signature: z.string({ message: 'Required' }).trim().min(1, 'Required').max(128, 'Too long'),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

export const cancelOrderRequestSchema = z.object({
  /** failed: the gateway refused the payment; cancelled: the member closed it */
  reason: z.enum(['failed', 'cancelled']).default('cancelled'),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequestSchema>;

export const testGatewayRequestSchema = z.object({ outcome: z.enum(['success', 'failure']) });
export type TestGatewayRequest = z.infer<typeof testGatewayRequestSchema>;

/** The test gateway's answer: Razorpay's success handler arguments, or its failure error. */
export const testGatewayResultSchema = z.union([
  paymentCallbackSchema.extend({ outcome: z.literal('success') }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({ code: z.string(), description: z.string(), order_id: z.string(), payment_id: z.string() }),
  }),
]);
export type TestGatewayResult = z.infer<typeof testGatewayResultSchema>;

export const webhookAckSchema = z.object({ ok: z.literal(true), duplicate: z.boolean() });

/** A member's renewal setting: auto-renew on or off (off: a reminder with a pay link before the end). */
export const autoRenewRequestSchema = z.object({ autoRenew: z.boolean({ error: 'Auto-renew must be true or false' }) });
export const trialRequestSchema = z.object({ tier: paidTierSchema });

export const MEMBERSHIP_CHANGE_MESSAGES = {
  trialUsed: 'You have already had a free trial',
  trialNotFree: 'A trial is for members on Range Pass',
  nothingToCancel: 'There is no paid membership to cancel',
  cancelled: (endDate: string) => `Your membership stays active until ${endDate} and will not renew.`,
} as const;

/** The member's plan as the profile card shows it: what they hold, until when, and whether it renews. */
export const membershipPlanSchema = z.object({
  membershipTier: tierSchema,
  label: z.string(),
  membershipStatus: membershipStatusSchema,
  isTrialMember: z.boolean(),
  trialEndDate: z.string().nullable(),
  membershipEndDate: z.string().nullable(),
  daysRemaining: z.number().int().nullable(),
  autoRenew: z.boolean(),
  /** true once the member cancelled: the tier stays until the end date, then ends */
  cancelAtPeriodEnd: z.boolean(),
  /** trial days on offer for a Range Pass member who never had one (0: none) */
  trialDays: z.number().int(),
  trialAvailable: z.boolean(),
  /** the paid tiers above the current one, each with the prorated price of upgrading now (paise) */
  upgrades: z.array(z.object({ tier: tierSchema, label: z.string(), pricePaise: z.number().int() })),
  /**
   * Auto-renew through a Razorpay subscription (only where Razorpay is configured): its status and the
   * page where the member authorises the yearly charge; null or absent: renewal is a reminder with a pay link.
   */
  subscription: z
    .object({ id: z.string(), status: z.string(), authUrl: z.string().nullable(), cancelAtCycleEnd: z.boolean() })
    .nullable()
    .optional(),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;
