import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { eventually } from '@trap/kit/testing';
import { checkoutQuoteSchema, checkoutStartSchema, membershipPlanSchema, upgradePricePaise } from '@trap/contracts';
import { registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';
import { paymentSignature, webhookSignature } from '../../src/modules/payments/signatures.ts';
import { oneYearAfter } from '../../src/modules/payments/payments.rules.ts';

const SECRET = 'membership-changes-secret';
const signatureOf = (orderId: string, paymentId: string) => paymentSignature(orderId, paymentId, SECRET);

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService({ PAYMENTS_TEST_SECRET: SECRET, GST_RATE_PERCENT: '18', MEMBERSHIP_TRIAL_DAYS: '14' });
});
afterAll(() => svc?.stop());

const DAY = 24 * 60 * 60 * 1000;
const me = async (token: string) => (await svc.call('/api/user', { token })).body;
const plan = async (token: string) => membershipPlanSchema.parse((await svc.call('/api/payments/plan', { token })).body);
const pay = async (token: string, tier: string, opts: { autoRenew?: boolean } = {}) => {
  const res = await svc.call('/api/payments/orders', { json: { tier, ...opts }, token });
  expect(res.status).toBe(201);
  const { order } = checkoutStartSchema.parse(res.body);
  expect((await svc.call(`/api/payments/test-gateway/orders/${order.id}`, { json: { outcome: 'success' }, token })).status).toBe(200);
  return order;
};
/** A member on a live paid term ending in `days` days. */
async function member(tier: string, days: number) {
  const m = await registerUser(svc);
  const end = new Date(Date.now() + days * DAY - 60_000);
  await setUser(svc, m.user.id, {
    membershipTier: tier,
    membershipStatus: 'active',
    membershipStartDate: new Date(Date.now() - 100 * DAY),
    membershipEndDate: end,
  });
  return { ...m, end };
}

describe('trials', () => {
  it('when a Range Pass member starts a trial of Pro Lane, then they are a trial member for 14 days, once, and the membership check says so', async () => {
    const { user, token } = await registerUser(svc);
    expect(await plan(token)).toMatchObject({ trialAvailable: true, trialDays: 14 });
    const res = await svc.call('/api/payments/plan/trial', { json: { tier: 'pro_lane' }, token });
    expect(res.status).toBe(201);
    expect(membershipPlanSchema.parse(res.body)).toMatchObject({
      membershipTier: 'pro_lane',
      membershipStatus: 'trial',
      isTrialMember: true,
      daysRemaining: 14,
      trialAvailable: false,
    });
    expect(await me(token)).toMatchObject({
      membershipTier: 'pro_lane',
      membershipStatus: 'trial',
      isTrialMember: true,
      daysRemaining: 14,
    });
    const check = await svc.call(`/api/users/${user.id}/check-membership`, { token, json: {} });
    expect(check.body).toMatchObject({ success: true, membershipStatus: 'trial', isTrialMember: true, daysRemaining: 14 });
    expect((await svc.call('/api/payments/plan/trial', { json: { tier: 'elite_trigger' }, token })).status).toBe(409);
  });

  it('when the trial is over, then the expiry pass ends it and no second trial is offered', async () => {
    const { user, token } = await registerUser(svc);
    await svc.call('/api/payments/plan/trial', { json: { tier: 'shooters_circle' }, token });
    await setUser(svc, user.id, { trialEndDate: new Date(Date.now() - 1000), membershipEndDate: new Date(Date.now() - 1000) });
    await svc.auth.membership.runExpiry(new Date());
    const after = await me(token);
    expect(after.membershipStatus).toBe('expired');
    expect(after.daysRemaining).toBe(0);
    expect((await plan(token)).trialAvailable).toBe(false);
  });
});

describe('upgrades', () => {
  it('when a Shooter’s Circle member with 100 days left upgrades to Elite Trigger, then they pay 100 × (₹12,000 − ₹6,000) / 365 and keep their end date', async () => {
    const { user, token, end } = await member('shooters_circle', 100);
    const expected = upgradePricePaise(100, 600_000, 1_200_000);
    expect(expected).toBe(164_384); // ₹1,643.84: 100 × 600,000 / 365 = 164,383.56 paise
    const quote = checkoutQuoteSchema.parse((await svc.call('/api/checkout/elite_trigger', { token })).body);
    expect(quote).toMatchObject({ totalPaise: expected, basePaise: expected, upgrade: { fromTier: 'shooters_circle', daysLeft: 100 } });
    expect(quote.taxPaise + quote.taxablePaise).toBe(expected);
    const order = await pay(token, 'elite_trigger');
    expect(order).toMatchObject({ kind: 'upgrade', amountPaise: expected });
    const stored = (await svc.auth.User.findById(user.id).lean())!;
    expect(stored).toMatchObject({ membershipTier: 'elite_trigger', membershipStatus: 'active' });
    expect(stored.membershipEndDate!.getTime()).toBe(end.getTime());
    const invoice = await svc.call(`/api/payments/orders/${order.id}`, { token });
    expect(invoice.body.invoiceNumber).toBeTruthy();
  });
});

describe('cancellation and auto-renew', () => {
  it('when a paying member cancels, then the tier stays active until the end date, does not renew, and the expiry pass ends it then', async () => {
    const { user, token, end } = await member('pro_lane', 20);
    await svc.call('/api/payments/plan/auto-renew', { json: { autoRenew: true }, token });
    expect(await plan(token)).toMatchObject({ autoRenew: true, cancelAtPeriodEnd: false });
    const res = await svc.call('/api/payments/plan/cancel', { token, json: {} });
    expect(res.status).toBe(200);
    expect(membershipPlanSchema.parse(res.body)).toMatchObject({
      membershipTier: 'pro_lane',
      membershipStatus: 'active',
      autoRenew: false,
      cancelAtPeriodEnd: true,
      daysRemaining: 20,
    });
    expect(await me(token)).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active' });
    await svc.auth.membership.runExpiry(new Date());
    expect((await me(token)).membershipStatus).toBe('active');
    await svc.auth.membership.runExpiry(new Date(end.getTime() + 1000));
    expect((await svc.auth.User.findById(user.id).lean())!.membershipStatus).toBe('expired');
    expect((await svc.call('/api/payments/plan/cancel', { token, json: {} })).status).toBe(409);
  });
});

describe('a renewal charge on the test gateway', () => {
  it('when a member who paid on the test gateway is charged for renewal, then the same subscription.charged path adds a year and a GST invoice, once', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    await pay(token, 'pro_lane', { autoRenew: true });
    const paid = (await svc.auth.User.findById(user.id).lean())!;
    // the test gateway keeps the buyer's auto-renew: on, with no subscription until a charge is simulated
    expect(await plan(token)).toMatchObject({ autoRenew: true, subscription: null });
    const order = await svc.auth.payments.testRenewal(user.id);
    expect(order).toMatchObject({ kind: 'renewal', status: 'paid', provider: 'test', amountPaise: 900_000, taxPaise: 137_288 });
    expect(order.invoiceNumber).toBeTruthy();
    const renewed = (await svc.auth.User.findById(user.id).lean())!;
    const expected = new Date(paid.membershipEndDate!);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(renewed.membershipEndDate!.getTime()).toBe(expected.getTime());
    expect(renewed).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active', autoRenew: true });
    expect((await plan(token)).subscription).toMatchObject({ id: renewed.subscriptionId, status: 'active' });

    // the stored charge, reported again, changes nothing
    const stored = (await svc.auth.payments.repo.findById(new Types.ObjectId(order.id)))!;
    await svc.auth.payments.confirm(stored, stored.providerPaymentId!);
    expect((await svc.auth.User.findById(user.id).lean())!.membershipEndDate!.getTime()).toBe(expected.getTime());

    // auto-renew off: nothing more to charge
    await svc.call('/api/payments/plan/auto-renew', { json: { autoRenew: false }, token });
    expect(await plan(token)).toMatchObject({ autoRenew: false, subscription: null });
    await expect(svc.auth.payments.testRenewal(user.id)).rejects.toMatchObject({ status: 409 });
  });
});

describe('a crash between marking an order paid and updating the member', () => {
  it('when auth dies after the order is paid, then the retried callback completes the grant once, with one invoice', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const start = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'pro_lane' }, token })).body);
    // the member update fails as if the process died right after the order became paid
    const users = svc.auth.repo;
    const real = users.updateWithEvents.bind(users);
    users.updateWithEvents = async () => {
      throw new Error('simulated crash');
    };
    const gw = await svc.call(`/api/payments/test-gateway/orders/${start.order.id}`, { json: { outcome: 'success' }, token });
    users.updateWithEvents = real;
    expect(gw.status).toBe(500);
    const half = await svc.auth.payments.repo.findById(new Types.ObjectId(start.order.id));
    expect(half).toMatchObject({ status: 'paid', granting: true });
    expect(await me(token)).toMatchObject({ membershipStatus: 'pending_payment' });

    // the browser's callback (or the gateway's webhook retry) arrives: the grant is finished
    const cb = await svc.call('/api/payments/callback', {
      json: {
        razorpay_order_id: start.order.providerOrderId,
        razorpay_payment_id: half!.providerPaymentId!,
        razorpay_signature: signatureOf(start.order.providerOrderId, half!.providerPaymentId!),
      },
      token,
    });
    expect(cb.status).toBe(200);
    expect(cb.body).toMatchObject({ status: 'paid' });
    expect(await me(token)).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active' });
    const done = await svc.auth.payments.repo.findById(new Types.ObjectId(start.order.id));
    expect(done).toMatchObject({ granting: false });
    const stored = (await svc.auth.User.findById(user.id).lean())!;
    const end = stored.membershipEndDate!.getTime();
    // a further replay grants nothing more
    expect(await svc.auth.payments.recoverGrants()).toBe(0);
    expect((await svc.auth.User.findById(user.id).lean())!.membershipEndDate!.getTime()).toBe(end);
  });

  it('when no confirmation comes again, then the start-up sweep finishes the grant', async () => {
    const { token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    const start = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'shooters_circle' }, token })).body);
    const users = svc.auth.repo;
    const real = users.updateWithEvents.bind(users);
    users.updateWithEvents = async () => {
      throw new Error('simulated crash');
    };
    await svc.call(`/api/payments/test-gateway/orders/${start.order.id}`, { json: { outcome: 'success' }, token });
    users.updateWithEvents = real;
    expect(await me(token)).toMatchObject({ membershipStatus: 'pending_payment' });
    expect(await svc.auth.payments.recoverGrants()).toBeGreaterThanOrEqual(1);
    expect(await me(token)).toMatchObject({ membershipTier: 'shooters_circle', membershipStatus: 'active' });
    // the buyer did not choose to renew (SPEC 9: autoRenew defaults to false): the term just ends
    expect(await plan(token)).toMatchObject({ autoRenew: false, cancelAtPeriodEnd: true });
  });
});

describe('buying the same tier, or another one, while holding a tier', () => {
  it('when a Pro Lane member with 40 days left buys Pro Lane again, then they keep it while paying, pay a full year, and a year is added to their end date', async () => {
    const { user, token, end } = await member('pro_lane', 40);
    const before = (await svc.auth.User.findById(user.id).lean())!;
    const quote = checkoutQuoteSchema.parse((await svc.call('/api/checkout/pro_lane', { token })).body);
    expect(quote).toMatchObject({ totalPaise: 900_000, upgrade: null, currentTier: 'pro_lane' });
    const start = await svc.call('/api/payments/orders', { json: { tier: 'pro_lane' }, token });
    expect(start.status).toBe(201);
    const { order } = checkoutStartSchema.parse(start.body);
    expect(order).toMatchObject({ kind: 'purchase', amountPaise: 900_000 });
    expect(await me(token)).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active' });

    expect((await svc.call(`/api/payments/test-gateway/orders/${order.id}`, { json: { outcome: 'success' }, token })).status).toBe(200);
    const after = (await svc.auth.User.findById(user.id).lean())!;
    expect(after).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active' });
    expect(after.membershipEndDate!.getTime()).toBe(oneYearAfter(end).getTime());
    // the term runs on: it started when it did
    expect(after.membershipStartDate!.getTime()).toBe(before.membershipStartDate!.getTime());
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token })).body.invoiceNumber).toBeTruthy();
  });

  it('when a trial member pays for the tier of their trial, then they pay the full year, keep the tier while paying, and the paid year runs from the payment with no trial left', async () => {
    const { user, token } = await registerUser(svc);
    expect((await svc.call('/api/payments/plan/trial', { json: { tier: 'pro_lane' }, token })).status).toBe(201);
    const quote = checkoutQuoteSchema.parse((await svc.call('/api/checkout/pro_lane', { token })).body);
    expect(quote).toMatchObject({ totalPaise: 900_000, upgrade: null, currentTier: 'pro_lane' });
    const { order } = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'pro_lane' }, token })).body);
    expect(await me(token)).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'trial', isTrialMember: true });

    const paidFrom = Date.now();
    expect((await svc.call(`/api/payments/test-gateway/orders/${order.id}`, { json: { outcome: 'success' }, token })).status).toBe(200);
    const after = (await svc.auth.User.findById(user.id).lean())!;
    expect(after).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active', isTrialMember: false });
    expect(after.membershipEndDate!.getTime()).toBeGreaterThanOrEqual(oneYearAfter(new Date(paidFrom)).getTime());
    expect(after.membershipEndDate!.getTime()).toBeLessThanOrEqual(oneYearAfter(new Date()).getTime());
    expect(await plan(token)).toMatchObject({ isTrialMember: false, trialAvailable: false, membershipStatus: 'active' });
    expect((await svc.call('/api/payments/plan/trial', { json: { tier: 'elite_trigger' }, token })).status).toBe(409);
  });

  it('when an Elite Trigger member with 200 days left buys Shooter’s Circle, then it is a plain purchase (docs/decisions.md): a full year’s price, Elite kept while paying, and Shooter’s Circle for a year from the payment', async () => {
    const { user, token } = await member('elite_trigger', 200);
    const quote = checkoutQuoteSchema.parse((await svc.call('/api/checkout/shooters_circle', { token })).body);
    expect(quote).toMatchObject({ totalPaise: 600_000, upgrade: null, currentTier: 'elite_trigger' });
    const { order } = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'shooters_circle' }, token })).body);
    expect(order).toMatchObject({ kind: 'purchase', amountPaise: 600_000 });
    expect(await me(token)).toMatchObject({ membershipTier: 'elite_trigger', membershipStatus: 'active' });

    const paidFrom = Date.now();
    expect((await svc.call(`/api/payments/test-gateway/orders/${order.id}`, { json: { outcome: 'success' }, token })).status).toBe(200);
    const after = (await svc.auth.User.findById(user.id).lean())!;
    expect(after).toMatchObject({ membershipTier: 'shooters_circle', membershipStatus: 'active' });
    expect(after.membershipEndDate!.getTime()).toBeGreaterThanOrEqual(oneYearAfter(new Date(paidFrom)).getTime());
    expect(after.membershipEndDate!.getTime()).toBeLessThanOrEqual(oneYearAfter(new Date()).getTime());
  });
});

describe('leaving an open order', () => {
  it('when a new Pro Lane registrant cancels their open order, then they are back on Range Pass, active, in auth and in the live membership the services read', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    expect(await me(token)).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'pending_payment' });
    const { order } = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'pro_lane' }, token })).body);
    const cancelled = await svc.call(`/api/payments/orders/${order.id}/cancel`, { json: { reason: 'cancelled' }, token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', message: expect.stringContaining('cancelled') });
    expect(await me(token)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });
    await eventually(async () => (await svc.ctx.sessions.membership(user.id))?.membershipTier === 'range_pass' || undefined, {
      timeoutMs: 15_000,
    });
    expect(await svc.ctx.sessions.membership(user.id)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });
  });
});

describe('a payment captured after its order was closed', () => {
  /** A payment.captured webhook as the gateway sends it, signed with the gateway's secret. */
  const captured = (providerOrderId: string, paymentId: string, amount: number, eventId: string) => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: 'captured' } } },
    });
    return svc.call('/api/payments/webhook', {
      body,
      headers: { 'x-razorpay-signature': webhookSignature(body, SECRET), 'x-razorpay-event-id': eventId },
    });
  };
  let n = 0;
  const promoTag = async (maxUses: number) => {
    const now = new Date().toISOString();
    const tag = {
      id: new Types.ObjectId().toString(),
      name: 'Promo',
      slug: `late-${Date.now().toString(36)}-${++n}`,
      color: null,
      contentType: null,
      tagType: 'promo',
      metaData: { discountPercent: 20 },
      requiredMembershipTier: null,
      isActive: true,
      validFrom: null,
      validUntil: null,
      maxUses,
      currentUses: 0,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    };
    await svc.auth.payments.promos.applyTag(tag);
    return tag;
  };

  it('when the gateway captures the payment of an order the member cancelled, then the money taken grants the tier once, with an invoice, and the promo code counts its use again', async () => {
    const tag = await promoTag(5);
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const start = await svc.call('/api/payments/orders', { json: { tier: 'pro_lane', promoCode: tag.slug }, token });
    expect(start.status, start.text).toBe(201);
    const { order } = checkoutStartSchema.parse(start.body);
    expect(order.amountPaise).toBe(720_000);
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(1);
    await svc.call(`/api/payments/orders/${order.id}/cancel`, { json: { reason: 'cancelled' }, token });
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(0);
    expect(await me(token)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });

    // the member had paid at the gateway after all (a late UPI confirmation): their money is taken, so the order is honoured
    expect((await captured(order.providerOrderId, 'pay_late_1', 720_000, `evt_late_${order.id}`)).status).toBe(200);
    const view = (await svc.call(`/api/payments/orders/${order.id}`, { token })).body;
    expect(view).toMatchObject({ status: 'paid', providerPaymentId: 'pay_late_1', message: null });
    expect(view.invoiceNumber).toBeTruthy();
    const paid = (await svc.auth.User.findById(user.id).lean())!;
    expect(paid).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active', paymentId: 'pay_late_1', appliedPromoCode: tag.slug });
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(1);

    // reported again under another event id: nothing more
    expect((await captured(order.providerOrderId, 'pay_late_1', 720_000, `evt_again_${order.id}`)).status).toBe(200);
    const again = (await svc.auth.User.findById(user.id).lean())!;
    expect(again.membershipEndDate!.getTime()).toBe(paid.membershipEndDate!.getTime());
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(1);
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token })).body.invoiceNumber).toBe(view.invoiceNumber);
  });

  it('when a capture for a closed lower-tier order arrives after the member bought a higher tier, then the higher tier stays and the payment is marked for refund', async () => {
    const tag = await promoTag(5);
    const { user, token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    const { order } = checkoutStartSchema.parse(
      (await svc.call('/api/payments/orders', { json: { tier: 'shooters_circle', promoCode: tag.slug }, token })).body,
    );
    await svc.call(`/api/payments/orders/${order.id}/cancel`, { json: { reason: 'cancelled' }, token });
    const elite = await pay(token, 'elite_trigger');
    const bought = (await svc.auth.User.findById(user.id).lean())!;
    expect(bought).toMatchObject({ membershipTier: 'elite_trigger', membershipStatus: 'active', orderId: elite.providerOrderId });
    await eventually(async () => (await svc.ctx.sessions.membership(user.id))?.membershipTier === 'elite_trigger' || undefined);

    // the Shooter's Circle payment is captured late: Elite Trigger and its end date stay, nothing is invoiced
    expect((await captured(order.providerOrderId, 'pay_lower_1', order.amountPaise, `evt_lower_${order.id}`)).status).toBe(200);
    const view = (await svc.call(`/api/payments/orders/${order.id}`, { token })).body;
    expect(view).toMatchObject({
      status: 'cancelled',
      providerPaymentId: 'pay_lower_1',
      invoiceNumber: null,
      message: 'This order was closed before your payment arrived, and you hold a higher membership now: you keep it, and this payment will be refunded.',
    });
    expect(await me(token)).toMatchObject({ membershipTier: 'elite_trigger', membershipStatus: 'active' });
    const after = (await svc.auth.User.findById(user.id).lean())!;
    expect(after.membershipEndDate!.getTime()).toBe(bought.membershipEndDate!.getTime());
    expect(after.paymentId).toBe(bought.paymentId);
    expect((await svc.ctx.sessions.membership(user.id))?.membershipTier).toBe('elite_trigger');
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(0);

    // replayed under another event id: still marked once, still nothing granted
    expect((await captured(order.providerOrderId, 'pay_lower_1', order.amountPaise, `evt_lower_again_${order.id}`)).status).toBe(200);
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token })).body).toMatchObject({ status: 'cancelled', invoiceNumber: null });
    expect(await me(token)).toMatchObject({ membershipTier: 'elite_trigger' });
  });

  it('when the gateway captures the payment of an order that had failed, then the tier is granted; a capture of another amount grants nothing', async () => {
    const { token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    const { order } = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'shooters_circle' }, token })).body);
    await svc.call(`/api/payments/test-gateway/orders/${order.id}`, { json: { outcome: 'failure' }, token });
    expect(await me(token)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });

    expect((await captured(order.providerOrderId, 'pay_short_1', 100, `evt_short_${order.id}`)).status).toBe(200);
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token })).body).toMatchObject({ status: 'failed' });
    expect(await me(token)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });

    expect((await captured(order.providerOrderId, 'pay_full_1', 600_000, `evt_full_${order.id}`)).status).toBe(200);
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token })).body).toMatchObject({ status: 'paid' });
    expect(await me(token)).toMatchObject({ membershipTier: 'shooters_circle', membershipStatus: 'active' });
  });
});
