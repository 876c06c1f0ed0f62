import { conflict, notFound, type AuthContext } from '@trap/kit';
import { PAYMENT_MESSAGES, TIER_PRICES_PAISE, isPaidTier, type PaymentOrder, type TestGatewayResult } from '@trap/contracts';
import type { CheckoutService } from './checkout.service.ts';
import type { PaymentGrants } from './grants.service.ts';
import type { AutoRenewSubscriptions } from './subscriptions.service.ts';
import type { PaymentWebhooks } from './webhooks.service.ts';
import { TestGateway } from './test-gateway.ts';
import { LIVE, memberOf, toOrderView, type PaymentsDeps } from './payments.rules.ts';

/** The built-in test gateway's pay page and renewal charge, through the same signed webhooks as Razorpay's. */
export class TestGatewayPayments {
  private readonly d: PaymentsDeps;
  private readonly checkout: CheckoutService;
  private readonly grants: PaymentGrants;
  private readonly subscriptions: AutoRenewSubscriptions;
  private readonly webhooks: PaymentWebhooks;
  constructor(
    d: PaymentsDeps,
    parts: { checkout: CheckoutService; grants: PaymentGrants; subscriptions: AutoRenewSubscriptions; webhooks: PaymentWebhooks },
  ) {
    this.d = d;
    this.checkout = parts.checkout;
    this.grants = parts.grants;
    this.subscriptions = parts.subscriptions;
    this.webhooks = parts.webhooks;
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
    if (outcome === 'success' && (await this.grants.isStale(order, new Date()))) {
      // the gateway's page takes no money for a price that no longer holds: the order closes instead
      await this.checkout.close(order, 'cancelled', new Date());
      throw conflict(PAYMENT_MESSAGES.quoteChanged);
    }
    if (outcome === 'success') {
      const callback = gateway.succeed(order.providerOrderId);
      const hook = gateway.webhook('payment.captured', {
        orderId: order.providerOrderId,
        paymentId: callback.razorpay_payment_id,
        amountPaise: order.amountPaise,
      });
      await this.webhooks.webhook(hook.body, hook.signature, hook.eventId);
      return { outcome: 'success', ...callback };
    }
    const paymentId = gateway.newPaymentId();
    const hook = gateway.webhook('payment.failed', { orderId: order.providerOrderId, paymentId, amountPaise: order.amountPaise });
    await this.webhooks.webhook(hook.body, hook.signature, hook.eventId);
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

  /**
   * The test gateway's renewal charge: what Razorpay does at a subscription's cycle, through the same
   * signed subscription.charged webhook. The member needs auto-renew on a live paid term; the test
   * gateway has no mandates, so their subscription is made here the first time. 404 with Razorpay.
   */
  async testRenewal(userId: string, now = new Date()): Promise<PaymentOrder> {
    const gateway = this.d.provider;
    if (!(gateway instanceof TestGateway)) throw notFound('Test gateway');
    const user = await memberOf(this.d.users, userId);
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
      await this.subscriptions.setSubscriptionOf(user, sub._id, now);
    }
    const hook = gateway.subscriptionWebhook('subscription.charged', {
      subscriptionId: sub._id,
      planId: sub.planId,
      amountPaise: sub.amountPaise,
      notes: { userId, tier: sub.tier },
    });
    await this.webhooks.webhook(hook.body, hook.signature, hook.eventId);
    const order = await this.d.repo.findByProviderOrderId(`${sub._id}:${hook.paymentId}`);
    if (!order) throw notFound('Order');
    return toOrderView(order);
  }
}
