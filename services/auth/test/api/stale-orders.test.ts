import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { PAYMENT_MESSAGES, checkoutQuoteSchema, checkoutStartSchema } from '@trap/contracts';
import { registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';
import { paymentSignature, webhookSignature } from '../../src/modules/payments/signatures.ts';

/** An order is paid only at the price of the moment it is paid: a changed basis or an old quote grants nothing. */
const SECRET = 'stale-orders-secret';
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService({ PAYMENTS_TEST_SECRET: SECRET, GST_RATE_PERCENT: '18' });
});
afterAll(() => svc?.stop());

const DAY = 24 * 60 * 60 * 1000;
const order = async (token: string, tier: string) => {
  const res = await svc.call('/api/payments/orders', { json: { tier }, token });
  expect(res.status, res.text).toBe(201);
  return checkoutStartSchema.parse(res.body).order;
};
const gateway = (token: string, id: string) => svc.call(`/api/payments/test-gateway/orders/${id}`, { json: { outcome: 'success' }, token });
const pay = async (token: string, tier: string) => {
  const o = await order(token, tier);
  expect((await gateway(token, o.id)).status).toBe(200);
  return o;
};
const captured = (providerOrderId: string, paymentId: string, amount: number) => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: 'captured' } } },
  });
  return svc.call('/api/payments/webhook', {
    body,
    headers: { 'x-razorpay-signature': webhookSignature(body, SECRET), 'x-razorpay-event-id': `evt_${paymentId}` },
  });
};
async function shootersCircle(days: number) {
  const m = await registerUser(svc);
  await setUser(svc, m.user.id, {
    membershipTier: 'shooters_circle',
    membershipStatus: 'active',
    membershipStartDate: new Date(Date.now() - 10 * DAY),
    membershipEndDate: new Date(Date.now() + days * DAY - 60_000),
  });
  return m;
}

describe('an upgrade order left unpaid over renewals', () => {
  it('when a Shooter’s Circle member renews twice and then pays the old ₹6,000 upgrade, then nothing is granted, the order closes, the payment is due back and a fresh upgrade is quoted at today’s price', async () => {
    const { user, token } = await shootersCircle(365);
    const upgrade = await order(token, 'elite_trigger');
    expect(upgrade).toMatchObject({ kind: 'upgrade', amountPaise: 600_000 });
    await pay(token, 'shooters_circle');
    await pay(token, 'shooters_circle');
    const renewed = (await svc.auth.User.findById(user.id).lean())!;
    expect(renewed.membershipTier).toBe('shooters_circle');
    const fresh = checkoutQuoteSchema.parse((await svc.call('/api/checkout/elite_trigger', { token })).body);
    expect(fresh.totalPaise).toBeGreaterThan(1_700_000);

    // the money for the old order arrives (Razorpay's webhook): acknowledged, not granted
    expect((await captured(upgrade.providerOrderId, 'pay_old_upgrade', upgrade.amountPaise)).status).toBe(200);
    const after = (await svc.auth.User.findById(user.id).lean())!;
    expect(after).toMatchObject({ membershipTier: 'shooters_circle', membershipStatus: 'active' });
    expect(after.membershipEndDate!.getTime()).toBe(renewed.membershipEndDate!.getTime());
    const view = (await svc.call(`/api/payments/orders/${upgrade.id}`, { token })).body;
    expect(view).toMatchObject({
      status: 'cancelled',
      invoiceNumber: null,
      providerPaymentId: 'pay_old_upgrade',
      message: PAYMENT_MESSAGES.quoteChangedRefund,
    });

    // the browser's callback of the same payment is refused with the reason
    const cb = await svc.call('/api/payments/callback', {
      json: {
        razorpay_order_id: upgrade.providerOrderId,
        razorpay_payment_id: 'pay_old_upgrade',
        razorpay_signature: paymentSignature(upgrade.providerOrderId, 'pay_old_upgrade', SECRET),
      },
      token,
    });
    expect(cb.status).toBe(409);
    expect(cb.body.error.message).toBe(PAYMENT_MESSAGES.quoteChangedRefund);
    expect((await svc.auth.User.findById(user.id).lean())!.membershipTier).toBe('shooters_circle');
  });

  it('when the old upgrade is paid on the test gateway after a renewal, then the gateway takes no money (409) and the order closes', async () => {
    const { user, token } = await shootersCircle(200);
    const upgrade = await order(token, 'elite_trigger');
    await pay(token, 'shooters_circle');
    const res = await gateway(token, upgrade.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(PAYMENT_MESSAGES.quoteChanged);
    expect((await svc.call(`/api/payments/orders/${upgrade.id}`, { token })).body).toMatchObject({
      status: 'cancelled',
      providerPaymentId: null,
    });
    expect((await svc.auth.User.findById(user.id).lean())!.membershipTier).toBe('shooters_circle');
    // a new checkout at today's price goes through
    const now = await pay(token, 'elite_trigger');
    expect(now.kind).toBe('upgrade');
    expect((await svc.auth.User.findById(user.id).lean())!.membershipTier).toBe('elite_trigger');
  });
});

describe('an expired quote', () => {
  it('when an order is paid after its quote ran out, then nothing is granted and the payment is due back', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const o = await order(token, 'pro_lane');
    await svc.auth.payments.repo.set(new Types.ObjectId(o.id), { quoteExpiresAt: new Date(Date.now() - 60_000) });
    expect((await gateway(token, o.id)).status).toBe(409);
    expect((await svc.auth.User.findById(user.id).lean())!).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });

    const late = await order(token, 'pro_lane');
    await svc.auth.payments.repo.set(new Types.ObjectId(late.id), { quoteExpiresAt: new Date(Date.now() - 60_000) });
    expect((await captured(late.providerOrderId, 'pay_expired_quote', late.amountPaise)).status).toBe(200);
    expect((await svc.call(`/api/payments/orders/${late.id}`, { token })).body).toMatchObject({
      status: 'cancelled',
      message: PAYMENT_MESSAGES.quoteChangedRefund,
    });
    expect((await svc.auth.User.findById(user.id).lean())!).toMatchObject({ membershipTier: 'range_pass' });
  });
});
