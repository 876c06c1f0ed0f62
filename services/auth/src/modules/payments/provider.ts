/**
 * The payments provider interface (DECISIONS: Razorpay when keys are configured, the built-in test
 * gateway otherwise). Both sign the same way, so the service code never asks which one it has.
 */
export interface ProviderOrder {
  providerOrderId: string;
}

/** What a webhook says, in the service's terms. */
export interface WebhookEvent {
  kind: 'captured' | 'failed' | 'subscription_charged' | 'subscription_halted' | 'subscription_cancelled' | 'ignored';
  providerOrderId: string | null;
  providerPaymentId: string | null;
  amountPaise: number | null;
  /** the subscription a subscription.* event is about */
  subscriptionId: string | null;
}

/** A Razorpay Subscription as the service keeps it. */
export interface ProviderSubscription {
  subscriptionId: string;
  status: string;
  /** where the member authorises the mandate (Razorpay's hosted page), if the gateway gave one */
  shortUrl: string | null;
}

/**
 * Recurring charges (Razorpay Subscriptions): a plan per tier and price, a subscription per member
 * that charges the plan every year from `startAt`, cancelled at the cycle end or at once.
 */
export interface SubscriptionsApi {
  createPlan(input: { name: string; amountPaise: number; notes: Record<string, string> }): Promise<{ planId: string }>;
  createSubscription(input: {
    planId: string;
    startAt: Date | null;
    totalCount: number;
    notes: Record<string, string>;
  }): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<{ status: string }>;
}

export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** Razorpay Checkout's public key (the test gateway has none) */
  readonly keyId: string | null;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** The browser's success callback: `order_id|payment_id` signed with the key secret. */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's raw body signed with the webhook secret. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): boolean;
  /** Gives a captured payment back in full (Razorpay: POST /v1/payments/{id}/refund); throws when the gateway refuses. */
  refund(input: { paymentId: string; amountPaise: number; notes: Record<string, string> }): Promise<{ refundId: string }>;
  /** Subscriptions where the gateway has them (Razorpay); null: auto-renew is a reminder with a pay link. */
  readonly subscriptions: SubscriptionsApi | null;
}

/** Razorpay's webhook payload (payment.captured, payment.failed, order.paid) as the service reads it. */
interface RazorpayWebhookPayload {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; status?: unknown } };
    order?: { entity?: { id?: unknown; amount_paid?: unknown } };
    subscription?: { entity?: { id?: unknown; status?: unknown } };
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 64 ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Maps a webhook payload (Razorpay's shape; the test gateway sends the same) to what the service acts on. */
export function mapWebhook(body: unknown): WebhookEvent {
  const p = (body && typeof body === 'object' ? body : {}) as RazorpayWebhookPayload;
  const payment = p.payload?.payment?.entity;
  const base = {
    providerOrderId: str(payment?.order_id) ?? str(p.payload?.order?.entity?.id),
    providerPaymentId: str(payment?.id),
    amountPaise: int(payment?.amount),
    subscriptionId: str(p.payload?.subscription?.entity?.id),
  };
  switch (p.event) {
    case 'payment.captured':
    case 'order.paid':
      // a subscription's charge also sends payment.captured for Razorpay's own order: subscription.charged handles it
      return { kind: 'captured', ...base };
    case 'payment.failed':
      return { kind: 'failed', ...base };
    case 'subscription.charged':
      return { kind: 'subscription_charged', ...base };
    case 'subscription.halted':
      return { kind: 'subscription_halted', ...base };
    case 'subscription.cancelled':
      return { kind: 'subscription_cancelled', ...base };
    default:
      return { kind: 'ignored', ...base };
  }
}
