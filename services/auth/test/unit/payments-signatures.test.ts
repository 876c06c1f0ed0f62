import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { mapWebhook } from '../../src/modules/payments/provider.ts';
import { RazorpayProvider, type RazorpayOrdersApi } from '../../src/modules/payments/razorpay.provider.ts';
import { TestGateway } from '../../src/modules/payments/test-gateway.ts';
import { paymentSignature, sameSignature, webhookSignature } from '../../src/modules/payments/signatures.ts';

// The official SDK's own checks, to prove the adapter signs and verifies exactly as Razorpay does.
const sdkUtils = createRequire(import.meta.url)('razorpay/dist/utils/razorpay-utils.js') as {
  validatePaymentVerification(p: { order_id: string; payment_id: string }, signature: string, secret: string): boolean;
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
};

const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'test_key_secret_123', webhookSecret: 'test_webhook_secret_456' };

/** A recorded payment.captured webhook (Razorpay's documented sample, ids kept). */
const CAPTURED = JSON.stringify({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: 'pay_DESlfW9H8K9uqM',
        entity: 'payment',
        amount: 900000,
        currency: 'INR',
        status: 'captured',
        order_id: 'order_DESlLckIVRkHWj',
        method: 'upi',
        captured: true,
        vpa: 'gaurav.kumar@upi',
        email: 'gaurav.kumar@example.com',
      },
    },
  },
  created_at: 1567674606,
});

const FAILED = JSON.stringify({
  entity: 'event',
  event: 'payment.failed',
  payload: {
    payment: {
      entity: {
        id: 'pay_DESmGcHHfqHDjJ',
        amount: 900000,
        status: 'failed',
        order_id: 'order_DESlLckIVRkHWj',
        error_code: 'BAD_REQUEST_ERROR',
      },
    },
  },
});

/** A subscription.charged webhook in Razorpay's documented shape (the subscription and the payment entity). */
const SUB_CHARGED = JSON.stringify({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: 'subscription.charged',
  contains: ['subscription', 'payment'],
  payload: {
    subscription: {
      entity: {
        id: 'sub_DEX6xcJ1HSW4CR',
        entity: 'subscription',
        plan_id: 'plan_BvrFKjSxauOH7N',
        status: 'active',
        quantity: 1,
        total_count: 10,
        paid_count: 1,
      },
    },
    payment: {
      entity: {
        id: 'pay_DEXQ5DtRk8Q6aq',
        entity: 'payment',
        amount: 900000,
        currency: 'INR',
        status: 'captured',
        order_id: 'order_DEXQ5B1bBbo3Tk',
        invoice_id: 'inv_DEXQ5AQSB4NVpr',
        method: 'card',
      },
    },
  },
  created_at: 1567674606,
});

describe('signatures (HMAC-SHA256, Razorpay scheme)', () => {
  it('a payment signature over order_id|payment_id passes the SDK check and the adapter; a changed id does not', () => {
    const sig = paymentSignature('order_DESlLckIVRkHWj', 'pay_DESlfW9H8K9uqM', KEYS.keySecret);
    expect(
      sdkUtils.validatePaymentVerification({ order_id: 'order_DESlLckIVRkHWj', payment_id: 'pay_DESlfW9H8K9uqM' }, sig, KEYS.keySecret),
    ).toBe(true);
    const rzp = new RazorpayProvider(KEYS, { create: async () => ({ id: 'x' }) });
    expect(rzp.verifyPayment({ orderId: 'order_DESlLckIVRkHWj', paymentId: 'pay_DESlfW9H8K9uqM', signature: sig })).toBe(true);
    expect(rzp.verifyPayment({ orderId: 'order_DESlLckIVRkHWj', paymentId: 'pay_OTHER', signature: sig })).toBe(false);
    expect(rzp.verifyPayment({ orderId: 'order_DESlLckIVRkHWj', paymentId: 'pay_DESlfW9H8K9uqM', signature: 'not-hex' })).toBe(false);
    // signed with another secret (e.g. the test gateway's) is refused
    const other = paymentSignature('order_DESlLckIVRkHWj', 'pay_DESlfW9H8K9uqM', 'another-secret');
    expect(rzp.verifyPayment({ orderId: 'order_DESlLckIVRkHWj', paymentId: 'pay_DESlfW9H8K9uqM', signature: other })).toBe(false);
  });

  it('a webhook signature covers the raw body: the SDK agrees, one changed byte fails', () => {
    const sig = webhookSignature(CAPTURED, KEYS.webhookSecret);
    expect(sdkUtils.validateWebhookSignature(CAPTURED, sig, KEYS.webhookSecret)).toBe(true);
    const rzp = new RazorpayProvider(KEYS, { create: async () => ({ id: 'x' }) });
    expect(rzp.verifyWebhook(Buffer.from(CAPTURED), sig)).toBe(true);
    expect(rzp.verifyWebhook(CAPTURED.replace('900000', '900001'), sig)).toBe(false);
    expect(rzp.verifyWebhook(CAPTURED, undefined)).toBe(false);
    expect(sameSignature(sig, sig.toUpperCase())).toBe(true);
  });

  it('the test gateway signs its callback and webhook the same way', () => {
    const gw = new TestGateway('gateway-secret');
    const cb = gw.succeed('order_test_abc');
    expect(cb.razorpay_signature).toBe(paymentSignature('order_test_abc', cb.razorpay_payment_id, 'gateway-secret'));
    expect(gw.verifyPayment({ orderId: cb.razorpay_order_id, paymentId: cb.razorpay_payment_id, signature: cb.razorpay_signature })).toBe(
      true,
    );
    const hook = gw.webhook('payment.captured', { orderId: 'order_test_abc', paymentId: cb.razorpay_payment_id, amountPaise: 600000 });
    expect(gw.verifyWebhook(hook.body, hook.signature)).toBe(true);
    expect(mapWebhook(JSON.parse(hook.body))).toEqual({
      kind: 'captured',
      providerOrderId: 'order_test_abc',
      providerPaymentId: cb.razorpay_payment_id,
      amountPaise: 600000,
      subscriptionId: null,
    });
  });

  it('the test gateway signs a subscription charge as Razorpay does, and it maps to the renewal', () => {
    const gw = new TestGateway('gateway-secret');
    const hook = gw.subscriptionWebhook('subscription.charged', {
      subscriptionId: 'sub_test_abc',
      planId: 'plan_test_pro_lane',
      amountPaise: 900000,
      notes: { userId: 'u1' },
    });
    expect(gw.verifyWebhook(hook.body, hook.signature)).toBe(true);
    expect(sdkUtils.validateWebhookSignature(hook.body, hook.signature, 'gateway-secret')).toBe(true);
    expect(mapWebhook(JSON.parse(hook.body))).toMatchObject({
      kind: 'subscription_charged',
      subscriptionId: 'sub_test_abc',
      providerPaymentId: hook.paymentId,
      amountPaise: 900000,
    });
    const halted = gw.subscriptionWebhook('subscription.halted', {
      subscriptionId: 'sub_test_abc',
      planId: 'p',
      amountPaise: 900000,
      notes: {},
    });
    expect(mapWebhook(JSON.parse(halted.body))).toMatchObject({
      kind: 'subscription_halted',
      subscriptionId: 'sub_test_abc',
      providerPaymentId: null,
    });
  });
});

describe('Razorpay adapter (no network: the SDK orders API is stubbed)', () => {
  it('creates the order in paise and INR with the receipt and notes', async () => {
    const calls: unknown[] = [];
    const orders: RazorpayOrdersApi = {
      create: async (p) => {
        calls.push(p);
        return { id: 'order_DESlLckIVRkHWj' };
      },
    };
    const rzp = new RazorpayProvider(KEYS, orders);
    await expect(rzp.createOrder({ amountPaise: 900000, receipt: 'r1', notes: { tier: 'pro_lane' } })).resolves.toEqual({
      providerOrderId: 'order_DESlLckIVRkHWj',
    });
    expect(calls).toEqual([{ amount: 900000, currency: 'INR', receipt: 'r1', notes: { tier: 'pro_lane' } }]);
    expect(rzp.keyId).toBe(KEYS.keyId);
  });

  it('maps recorded webhooks: captured, failed, and anything else ignored', () => {
    expect(mapWebhook(JSON.parse(CAPTURED))).toEqual({
      kind: 'captured',
      providerOrderId: 'order_DESlLckIVRkHWj',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      amountPaise: 900000,
      subscriptionId: null,
    });
    expect(mapWebhook(JSON.parse(SUB_CHARGED))).toEqual({
      kind: 'subscription_charged',
      providerOrderId: 'order_DEXQ5B1bBbo3Tk',
      providerPaymentId: 'pay_DEXQ5DtRk8Q6aq',
      amountPaise: 900000,
      subscriptionId: 'sub_DEX6xcJ1HSW4CR',
    });
    expect(mapWebhook({ event: 'subscription.halted', payload: { subscription: { entity: { id: 'sub_DEX6xcJ1HSW4CR' } } } })).toMatchObject(
      {
        kind: 'subscription_halted',
        subscriptionId: 'sub_DEX6xcJ1HSW4CR',
      },
    );
    expect(mapWebhook({ event: 'subscription.cancelled', payload: { subscription: { entity: { id: 'sub_DEX6xcJ1HSW4CR' } } } }).kind).toBe(
      'subscription_cancelled',
    );
    expect(mapWebhook(JSON.parse(FAILED))).toMatchObject({ kind: 'failed', providerOrderId: 'order_DESlLckIVRkHWj' });
    expect(mapWebhook({ event: 'refund.created' }).kind).toBe('ignored');
    expect(mapWebhook(null).kind).toBe('ignored');
  });
});
