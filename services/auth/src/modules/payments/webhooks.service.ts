import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { badRequest, recordEvent } from '@trap/kit';
import { PAYMENT_MESSAGES, autoRenewStopped, gstBreakdown } from '@trap/contracts';
import type { CheckoutService } from './checkout.service.ts';
import type { PaymentGrants } from './grants.service.ts';
import type { AutoRenewSubscriptions } from './subscriptions.service.ts';
import { mapWebhook, type WebhookEvent } from './provider.ts';
import { newOrderFields, providerOf, type PaymentsDeps } from './payments.rules.ts';

/** The gateway's signed webhooks: captured and failed payments, and a subscription's charges and ends. */
export class PaymentWebhooks {
  private readonly d: PaymentsDeps;
  private readonly checkout: CheckoutService;
  private readonly grants: PaymentGrants;
  private readonly subscriptions: AutoRenewSubscriptions;
  constructor(d: PaymentsDeps, checkout: CheckoutService, grants: PaymentGrants, subscriptions: AutoRenewSubscriptions) {
    this.d = d;
    this.checkout = checkout;
    this.grants = grants;
    this.subscriptions = subscriptions;
  }

  /**
   * A gateway webhook: the raw body must carry the webhook secret's signature; an event id already
   * handled changes nothing. payment.captured / order.paid confirm the order (its amount must match),
   * payment.failed closes an open one.
   */
  async webhook(rawBody: Buffer | string | undefined, signature: string | undefined, eventIdHeader: string | undefined) {
    const provider = providerOf(this.d);
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
      else await this.grants.confirm(order, event.providerPaymentId);
    } else if (order && event.kind === 'failed' && order.status === 'created') {
      await this.checkout.close(order, 'failed', new Date());
    }
    await this.d.repo.rememberWebhook({ _id: eventId, kind: event.kind, providerOrderId: event.providerOrderId, receivedAt: new Date() });
    return { ok: true as const, duplicate: false };
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
      ...newOrderFields(gst, now),
      provider: sub.provider,
      providerOrderId: `${sub._id}:${paymentId}`,
      previousTier: user.membershipTier,
      previousStatus: user.membershipStatus,
      kind: 'renewal',
      subscriptionId: sub._id,
      basePaise: sub.amountPaise,
      promoCode: null,
      promoId: null,
      discountPaise: 0,
      promoHeld: false,
    });
    await this.grants.confirm(order, paymentId, now);
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
    await this.subscriptions.exclusive(sub.userId, async () => {
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
}
