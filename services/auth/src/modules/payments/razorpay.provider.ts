import Razorpay from 'razorpay';
import type { PaymentProvider, ProviderOrder, ProviderSubscription, SubscriptionsApi } from './provider.ts';
import { paymentSignature, sameSignature, webhookSignature } from './signatures.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API origin; unset: the SDK's own (https://api.razorpay.com). Tests point it at a local stand-in. */
  apiUrl?: string;
}

/** The SDK's refunds (POST /v1/payments/{id}/refund). */
interface RazorpayPaymentsApi {
  refund(paymentId: string, params: { amount: number; notes: Record<string, string> }): Promise<{ id: string }>;
}

/** The part of the official SDK the adapter uses (tests stub it: nothing leaves the machine). */
export interface RazorpayOrdersApi {
  create(params: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
}

interface RazorpaySdkSubscription {
  id: string;
  status: string;
  short_url?: string | null;
}

/** The SDK's plans and subscriptions (POST /v1/plans, POST /v1/subscriptions, POST /v1/subscriptions/{id}/cancel). */
interface RazorpayRecurringApi {
  plans: {
    create(params: {
      period: 'yearly';
      interval: number;
      item: { name: string; amount: number; currency: string; description: string };
      notes: Record<string, string>;
    }): Promise<{ id: string }>;
  };
  subscriptions: {
    create(params: {
      plan_id: string;
      total_count: number;
      quantity: number;
      customer_notify: 0 | 1;
      start_at?: number;
      notes: Record<string, string>;
    }): Promise<RazorpaySdkSubscription>;
    cancel(id: string, cancelAtCycleEnd?: boolean): Promise<RazorpaySdkSubscription>;
  };
}

/** Razorpay Subscriptions through the SDK: a yearly plan per tier and price, a subscription per member. */
class RazorpaySubscriptions implements SubscriptionsApi {
  private readonly sdk: RazorpayRecurringApi;
  constructor(sdk: RazorpayRecurringApi) {
    this.sdk = sdk;
  }

  async createPlan(input: { name: string; amountPaise: number; notes: Record<string, string> }): Promise<{ planId: string }> {
    const plan = await this.sdk.plans.create({
      period: 'yearly',
      interval: 1,
      item: { name: input.name, amount: input.amountPaise, currency: 'INR', description: `${input.name}, renewed every year` },
      notes: input.notes,
    });
    return { planId: plan.id };
  }

  async createSubscription(input: {
    planId: string;
    startAt: Date | null;
    totalCount: number;
    notes: Record<string, string>;
  }): Promise<ProviderSubscription> {
    const sub = await this.sdk.subscriptions.create({
      plan_id: input.planId,
      total_count: input.totalCount,
      quantity: 1,
      customer_notify: 1,
      // the first charge at the end of the term already paid (a start in the past would charge at once)
      ...(input.startAt && input.startAt.getTime() > Date.now() ? { start_at: Math.floor(input.startAt.getTime() / 1000) } : {}),
      notes: input.notes,
    });
    return { subscriptionId: sub.id, status: sub.status, shortUrl: sub.short_url ?? null };
  }

  async cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<{ status: string }> {
    const sub = await this.sdk.subscriptions.cancel(subscriptionId, atCycleEnd);
    return { status: sub.status };
  }
}

/**
 * Razorpay through its official Node SDK (orders.create, plans.create, subscriptions.create/cancel).
 * The Checkout callback (`order_id|payment_id`) and webhooks (the raw body) are checked with the SDK's
 * scheme (HMAC-SHA256, hex), compared in constant time (the SDK's validate* compare with ===); a unit
 * test proves both agree.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly subscriptions: SubscriptionsApi;
  private readonly orders: RazorpayOrdersApi;
  private readonly payments: RazorpayPaymentsApi;

  private readonly keys: RazorpayKeys;
  constructor(keys: RazorpayKeys, orders?: RazorpayOrdersApi) {
    this.keys = keys;
    this.keyId = keys.keyId;
    const sdk = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
    // the SDK fixes its host; its axios instance is the one place to point it elsewhere
    if (keys.apiUrl)
      (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = keys.apiUrl.replace(/\/+$/, '');
    this.orders = orders ?? (sdk.orders as unknown as RazorpayOrdersApi);
    this.subscriptions = new RazorpaySubscriptions(sdk as unknown as RazorpayRecurringApi);
    this.payments = sdk.payments as unknown as RazorpayPaymentsApi;
  }

  async refund(input: { paymentId: string; amountPaise: number; notes: Record<string, string> }): Promise<{ refundId: string }> {
    const refund = await this.payments.refund(input.paymentId, { amount: input.amountPaise, notes: input.notes });
    return { refundId: refund.id };
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    const order = await this.orders.create({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
    return { providerOrderId: order.id };
  }

  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return sameSignature(paymentSignature(input.orderId, input.paymentId, this.keys.keySecret), input.signature);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): boolean {
    return sameSignature(webhookSignature(rawBody, this.keys.webhookSecret), signature);
  }
}
