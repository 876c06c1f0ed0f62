import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOrder } from './provider.ts';
import { paymentSignature, sameSignature, webhookSignature } from './signatures.ts';

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * The built-in test gateway: behaves as Razorpay does (an order id, a payment id, the success
 * signature over `order_id|payment_id`, a signed webhook body) without leaving the machine. Used
 * when Razorpay is not configured, so the purchase flow works locally and in CI.
 */
export class TestGateway implements PaymentProvider {
  readonly name = 'test' as const;
  readonly keyId = null;
  /** no mandates here: auto-renew is the reminder with its pay link (a renewal charge can be simulated, see subscriptionWebhook) */
  readonly subscriptions = null;

  private readonly secret: string;
  constructor(secret: string) {
    this.secret = secret;
  }

  async createOrder(): Promise<ProviderOrder> {
    return { providerOrderId: id('order_test') };
  }

  /**
   * Refunds as Razorpay's API answers one. A payment id the gateway never made (not pay_test_…) is
   * refused as Razorpay refuses an unknown payment, which is how tests reach "refund due".
   */
  async refund(input: { paymentId: string; amountPaise: number }): Promise<{ refundId: string }> {
    if (!input.paymentId.startsWith('pay_test_')) throw new Error(`The test gateway has no payment ${input.paymentId}`);
    return { refundId: id('rfnd_test') };
  }

  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return sameSignature(paymentSignature(input.orderId, input.paymentId, this.secret), input.signature);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): boolean {
    return sameSignature(webhookSignature(rawBody, this.secret), signature);
  }

  /** What Razorpay Checkout hands the page after a successful payment. */
  succeed(providerOrderId: string) {
    const paymentId = id('pay_test');
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(providerOrderId, paymentId, this.secret),
    };
  }

  /** The webhook Razorpay would send for the payment: its event id, raw body and signature. */
  webhook(event: 'payment.captured' | 'payment.failed', p: { orderId: string; paymentId: string; amountPaise: number }) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: p.paymentId,
            entity: 'payment',
            amount: p.amountPaise,
            currency: 'INR',
            status: event === 'payment.captured' ? 'captured' : 'failed',
            order_id: p.orderId,
            method: 'upi',
            ...(event === 'payment.failed'
              ? { error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed at the test gateway' }
              : {}),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { eventId: id('evt_test'), body, signature: webhookSignature(body, this.secret) };
  }

  newPaymentId = () => id('pay_test');
  newSubscriptionId = () => id('sub_test');

  /**
   * The webhook Razorpay sends about a member's subscription (its documented shape: the subscription
   * entity, and the payment entity for a charge), signed like any other: subscription.charged is a
   * year's renewal charge, so the renewal path is the one Razorpay drives.
   */
  subscriptionWebhook(
    event: 'subscription.charged' | 'subscription.halted' | 'subscription.cancelled',
    p: { subscriptionId: string; planId: string; amountPaise: number; notes: Record<string, string>; paymentId?: string },
  ) {
    const now = Math.floor(Date.now() / 1000);
    const status = event === 'subscription.charged' ? 'active' : event === 'subscription.halted' ? 'halted' : 'cancelled';
    const paymentId = p.paymentId ?? id('pay_test');
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: event === 'subscription.charged' ? ['subscription', 'payment'] : ['subscription'],
      payload: {
        subscription: {
          entity: {
            id: p.subscriptionId,
            entity: 'subscription',
            plan_id: p.planId,
            status,
            quantity: 1,
            notes: p.notes,
            charge_at: now + 365 * 86_400,
          },
        },
        ...(event === 'subscription.charged'
          ? {
              payment: {
                entity: {
                  id: paymentId,
                  entity: 'payment',
                  amount: p.amountPaise,
                  currency: 'INR',
                  status: 'captured',
                  order_id: id('order_test'),
                  method: 'upi',
                },
              },
            }
          : {}),
      },
      created_at: now,
    });
    return { eventId: id('evt_test'), body, signature: webhookSignature(body, this.secret), paymentId };
  }
}
