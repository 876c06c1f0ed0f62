import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { checkoutStartSchema, membershipPlanSchema, paymentOrderSchema } from '@trap/contracts';
import { eventsFor, publishedEvents, registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';
import { webhookSignature } from '../../src/modules/payments/signatures.ts';

/**
 * Auto-renew through Razorpay Subscriptions. Razorpay cannot run here, so a local HTTP
 * server stands in for its API (POST /v1/orders, /v1/plans, /v1/subscriptions, /v1/subscriptions/{id}/cancel,
 * answering in Razorpay's shapes) and the auth service talks to it through the official SDK; webhooks
 * are signed with the webhook secret as Razorpay signs them. Everything else is the real service and stores.
 */
const KEYS = { id: 'rzp_test_subs1234', secret: 'subs-key-secret', webhook: 'subs-webhook-secret' };

interface Seen {
  method: string;
  path: string;
  body: Record<string, any>;
  authorization: string | undefined;
}
const seen: Seen[] = [];
let counter = 0;
const nextId = (prefix: string) => `${prefix}_Fake${String(++counter).padStart(10, '0')}`;
const plans = new Map<string, Record<string, unknown>>();

async function readBody(req: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? (JSON.parse(text) as Record<string, any>) : {};
}

/** Razorpay's API as far as the service uses it. */
const fakeRazorpay: Server = createServer((req, res) => {
  void (async () => {
    const body = await readBody(req);
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.method !== 'POST') return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
    if (path === '/v1/orders')
      return send(200, {
        id: nextId('order'),
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      });
    if (path === '/v1/plans') {
      const plan = {
        id: nextId('plan'),
        entity: 'plan',
        interval: body.interval,
        period: body.period,
        item: { ...body.item, active: true },
        notes: body.notes,
      };
      plans.set(plan.id, plan);
      return send(200, plan);
    }
    if (path === '/v1/subscriptions') {
      if (!plans.has(body.plan_id))
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      const id = nextId('sub');
      return send(200, {
        id,
        entity: 'subscription',
        plan_id: body.plan_id,
        status: 'created',
        quantity: body.quantity,
        total_count: body.total_count,
        start_at: body.start_at ?? null,
        customer_notify: body.customer_notify,
        notes: body.notes,
        short_url: `https://rzp.io/i/${id}`,
      });
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path);
    if (cancel) return send(200, { id: cancel[1], entity: 'subscription', status: body.cancel_at_cycle_end ? 'active' : 'cancelled' });
    return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
  })();
});

let svc: AuthTestService;
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeRazorpay.listen(0, '127.0.0.1', resolve));
  const { port } = fakeRazorpay.address() as AddressInfo;
  svc = await startAuthService({
    RAZORPAY_KEY_ID: KEYS.id,
    RAZORPAY_KEY_SECRET: KEYS.secret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhook,
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    GST_RATE_PERCENT: '18',
  });
});
afterAll(async () => {
  await svc?.stop();
  await new Promise<void>((resolve) => fakeRazorpay.close(() => resolve()));
});

const DAY = 24 * 60 * 60 * 1000;
const requests = (path: string | RegExp) => seen.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path)));
const plan = async (token: string) => membershipPlanSchema.parse((await svc.call('/api/payments/plan', { token })).body);
const stored = async (id: string) => (await svc.auth.User.findById(id).lean())!;

/** A member on a live paid term ending in `days` days. */
async function member(tier: string, days: number) {
  const m = await registerUser(svc);
  const end = new Date(Date.now() + days * DAY);
  end.setUTCMilliseconds(0);
  await setUser(svc, m.user.id, {
    membershipTier: tier,
    membershipStatus: 'active',
    membershipStartDate: new Date(Date.now() - 300 * DAY),
    membershipEndDate: end,
  });
  return { ...m, end };
}

/** A member with auto-renew on, subscribed: returns their subscription id. */
async function subscribed(tier: string, days: number) {
  const m = await member(tier, days);
  const res = await svc.call('/api/payments/plan/auto-renew', { json: { autoRenew: true }, token: m.token });
  expect(res.status).toBe(200);
  const subscriptionId = membershipPlanSchema.parse(res.body).subscription!.id;
  return { ...m, subscriptionId };
}

/** A webhook as Razorpay sends it: the raw body signed with the webhook secret, its event id in a header. */
function webhook(payload: Record<string, unknown>, eventId: string, secret = KEYS.webhook) {
  const body = JSON.stringify({ entity: 'event', account_id: 'acc_Fake0000000001', ...payload, created_at: Math.floor(Date.now() / 1000) });
  return svc.call('/api/payments/webhook', {
    body,
    headers: { 'x-razorpay-signature': webhookSignature(body, secret), 'x-razorpay-event-id': eventId },
  });
}
const subscriptionEntity = (id: string, status: string) => ({ id, entity: 'subscription', plan_id: 'plan_x', status, quantity: 1 });
const charged = (subscriptionId: string, paymentId: string, amount: number, eventId: string, secret?: string) =>
  webhook(
    {
      event: 'subscription.charged',
      contains: ['subscription', 'payment'],
      payload: {
        subscription: { entity: subscriptionEntity(subscriptionId, 'active') },
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount,
            currency: 'INR',
            status: 'captured',
            order_id: `order_${paymentId}`,
            method: 'upi',
          },
        },
      },
    },
    eventId,
    secret,
  );
const stopped = (event: 'subscription.halted' | 'subscription.cancelled', subscriptionId: string, eventId: string) =>
  webhook(
    { event, contains: ['subscription'], payload: { subscription: { entity: subscriptionEntity(subscriptionId, event.split('.')[1]!) } } },
    eventId,
  );

describe('turning auto-renew on with Razorpay', () => {
  it('when a Pro Lane member turns auto-renew on, then a yearly ₹9,000 plan (made once per tier) and a subscription from their end date are created, and the plan shows where to authorise it', async () => {
    const plansBefore = requests('/v1/plans').length;
    const { user, token, end, subscriptionId } = await subscribed('pro_lane', 40);
    const view = await plan(token);
    expect(view).toMatchObject({
      autoRenew: true,
      subscription: { id: subscriptionId, status: 'created', authUrl: `https://rzp.io/i/${subscriptionId}`, cancelAtCycleEnd: false },
    });
    expect((await stored(user.id)).subscriptionId).toBe(subscriptionId);

    const created = requests('/v1/subscriptions').find((r) => r.body.notes?.userId === user.id)!;
    expect(created.body).toMatchObject({
      total_count: 10,
      quantity: 1,
      customer_notify: 1,
      start_at: Math.floor(end.getTime() / 1000),
      notes: { userId: user.id, tier: 'pro_lane' },
    });
    // the SDK authenticates with the key id and secret
    expect(created.authorization).toBe(`Basic ${Buffer.from(`${KEYS.id}:${KEYS.secret}`).toString('base64')}`);
    const proPlans = requests('/v1/plans').filter((r) => r.body.notes?.tier === 'pro_lane');
    expect(proPlans.length).toBeLessThanOrEqual(1);
    if (plansBefore === 0)
      expect(proPlans[0]!.body).toMatchObject({ period: 'yearly', interval: 1, item: { amount: 900_000, currency: 'INR' } });
    const planId = created.body.plan_id as string;

    // a second Pro Lane member, and the same member asking again: the plan is reused, no second subscription
    const other = await subscribed('pro_lane', 100);
    expect(requests('/v1/plans').filter((r) => r.body.notes?.tier === 'pro_lane')).toHaveLength(1);
    expect(requests('/v1/subscriptions').find((r) => r.body.notes?.userId === other.user.id)!.body.plan_id).toBe(planId);
    await svc.call('/api/payments/plan/auto-renew', { json: { autoRenew: true }, token });
    expect(requests('/v1/subscriptions').filter((r) => r.body.notes?.userId === user.id)).toHaveLength(1);
  });

  it('when a new Shooter’s Circle registrant ticks "Renew automatically" and pays through Razorpay, then the paid year renews by a subscription starting at its end', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    const start = checkoutStartSchema.parse(
      (await svc.call('/api/payments/orders', { json: { tier: 'shooters_circle', autoRenew: true }, token })).body,
    );
    expect(start.checkout).toMatchObject({ provider: 'razorpay', keyId: KEYS.id, amount: 600_000 });
    const paid = await webhook(
      {
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: 'pay_FakeFirstYear01',
              entity: 'payment',
              amount: 600_000,
              currency: 'INR',
              status: 'captured',
              order_id: start.order.providerOrderId,
            },
          },
        },
      },
      'evt_FakeFirstYear01',
    );
    expect(paid.status).toBe(200);
    const after = await stored(user.id);
    expect(after).toMatchObject({ membershipTier: 'shooters_circle', membershipStatus: 'active', autoRenew: true });
    expect(after.subscriptionId).toMatch(/^sub_/);
    const created = requests('/v1/subscriptions').find((r) => r.body.notes?.userId === user.id)!;
    expect(created.body.start_at).toBe(Math.floor(after.membershipEndDate!.getTime() / 1000));
    expect((await plan(token)).subscription).toMatchObject({ id: after.subscriptionId, status: 'created' });
  });

  it('when a new registrant pays through Razorpay without ticking "Renew automatically", then no subscription is made and nothing more will be charged', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const start = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'pro_lane' }, token })).body);
    const paid = await webhook(
      {
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: 'pay_FakeNoRenewal01',
              entity: 'payment',
              amount: 900_000,
              currency: 'INR',
              status: 'captured',
              order_id: start.order.providerOrderId,
            },
          },
        },
      },
      'evt_FakeNoRenewal01',
    );
    expect(paid.status).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      membershipTier: 'pro_lane',
      membershipStatus: 'active',
      autoRenew: false,
      nextBillingDate: null,
      subscriptionId: null,
    });
    expect(requests('/v1/subscriptions').filter((r) => r.body.notes?.userId === user.id)).toHaveLength(0);
    expect(await plan(token)).toMatchObject({ autoRenew: false, cancelAtPeriodEnd: true, subscription: null });
  });
});

describe('a one-off payment while subscribed', () => {
  it('when a subscribed Shooter’s Circle member upgrades to Elite Trigger, then the old subscription stops at once and a new one of the Elite plan starts from the same end date', async () => {
    const { user, token, end, subscriptionId } = await subscribed('shooters_circle', 100);
    const start = checkoutStartSchema.parse((await svc.call('/api/payments/orders', { json: { tier: 'elite_trigger' }, token })).body);
    expect(start.order.kind).toBe('upgrade');
    await webhook(
      {
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: 'pay_FakeUpgrade0001',
              entity: 'payment',
              amount: start.order.amountPaise,
              currency: 'INR',
              status: 'captured',
              order_id: start.order.providerOrderId,
            },
          },
        },
      },
      'evt_FakeUpgrade0001',
    );
    const after = await stored(user.id);
    expect(after).toMatchObject({ membershipTier: 'elite_trigger', membershipStatus: 'active', autoRenew: true });
    expect(after.membershipEndDate!.getTime()).toBe(end.getTime());
    // the Shooter's Circle mandate was never authorised: cancelled at once, not at a cycle end
    expect(requests(`/v1/subscriptions/${subscriptionId}/cancel`).map((r) => r.body)).toEqual([{}]);
    expect(after.subscriptionId).toMatch(/^sub_/);
    expect(after.subscriptionId).not.toBe(subscriptionId);
    const created = requests('/v1/subscriptions').filter((r) => r.body.notes?.userId === user.id);
    expect(created).toHaveLength(2);
    expect(created[1]!.body).toMatchObject({ start_at: Math.floor(end.getTime() / 1000), notes: { tier: 'elite_trigger' } });
    const elitePlan = requests('/v1/plans').find((r) => r.body.notes?.tier === 'elite_trigger')!;
    expect(elitePlan.body.item).toMatchObject({ amount: 1_200_000, currency: 'INR' });
    expect((await plan(token)).subscription).toMatchObject({ id: after.subscriptionId, status: 'created' });
  });
});

describe('subscription.charged', () => {
  it('when Razorpay charges the subscription, then the term is a year longer with one GST invoice, and a replayed webhook changes nothing', async () => {
    const { user, token, end, subscriptionId } = await subscribed('pro_lane', 2);
    const first = await charged(subscriptionId, 'pay_FakeRenewal0001', 900_000, 'evt_FakeRenewal0001');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, duplicate: false });

    const renewedEnd = new Date(end);
    renewedEnd.setUTCFullYear(renewedEnd.getUTCFullYear() + 1);
    const after = await stored(user.id);
    expect(after).toMatchObject({
      membershipTier: 'pro_lane',
      membershipStatus: 'active',
      autoRenew: true,
      subscriptionId,
      paymentId: 'pay_FakeRenewal0001',
    });
    expect(after.membershipEndDate!.getTime()).toBe(renewedEnd.getTime());

    const order = paymentOrderSchema.parse(
      (
        await svc.call(
          `/api/payments/orders/${(await svc.auth.payments.repo.findByProviderOrderId(`${subscriptionId}:pay_FakeRenewal0001`))!._id.toString()}`,
          { token },
        )
      ).body,
    );
    expect(order).toMatchObject({
      kind: 'renewal',
      status: 'paid',
      amountPaise: 900_000,
      taxPaise: 137_288,
      taxablePaise: 762_712,
      ratePercent: 18,
      provider: 'razorpay',
    });
    expect(order.invoiceNumber).toMatch(/^TI\/\d{4}-\d{2}\/\d{5}$/);
    const invoice = await svc.call(`/api/payments/invoices/${order.invoiceId}`, { token });
    expect(invoice.status).toBe(200);
    expect(invoice.text).toContain(order.invoiceNumber!);
    expect((await plan(token)).subscription).toMatchObject({ id: subscriptionId, status: 'active' });

    // the same event again, and the same payment reported under another event id: nothing more
    expect((await charged(subscriptionId, 'pay_FakeRenewal0001', 900_000, 'evt_FakeRenewal0001')).body).toEqual({
      ok: true,
      duplicate: true,
    });
    expect((await charged(subscriptionId, 'pay_FakeRenewal0001', 900_000, 'evt_FakeRenewal0001b')).body).toEqual({
      ok: true,
      duplicate: false,
    });
    expect((await stored(user.id)).membershipEndDate!.getTime()).toBe(renewedEnd.getTime());
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.invoice.issued', user.id).length === 1);
    const events = await publishedEvents(svc.ctx.bus);
    expect(eventsFor(events, 'auth.invoice.issued', user.id)).toHaveLength(1);
    expect(eventsFor(events, 'auth.invoice.issued', user.id)[0]!.data).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      amountPaise: 900_000,
      taxPaise: 137_288,
    });

    // the next year's charge is a new payment: another year and the next invoice number
    await charged(subscriptionId, 'pay_FakeRenewal0002', 900_000, 'evt_FakeRenewal0002');
    renewedEnd.setUTCFullYear(renewedEnd.getUTCFullYear() + 1);
    expect((await stored(user.id)).membershipEndDate!.getTime()).toBe(renewedEnd.getTime());
    const second = (await svc.auth.payments.repo.findByProviderOrderId(`${subscriptionId}:pay_FakeRenewal0002`))!;
    const seq = (n: string) => Number(n.split('/')[2]);
    expect(seq(second.invoiceNumber!)).toBeGreaterThan(seq(order.invoiceNumber!));
  });

  it('when a charge webhook carries a bad signature, or an amount other than the plan’s, then it is refused or ignored and nothing is granted', async () => {
    const { user, subscriptionId, end } = await subscribed('elite_trigger', 5);
    const forged = await charged(subscriptionId, 'pay_FakeForged0001', 1_200_000, 'evt_FakeForged0001', 'not-the-webhook-secret');
    expect(forged.status).toBe(400);
    const unsigned = await svc.call('/api/payments/webhook', {
      body: JSON.stringify({ event: 'subscription.charged' }),
      headers: { 'x-razorpay-event-id': 'evt_FakeUnsigned01' },
    });
    expect(unsigned.status).toBe(400);
    const wrongAmount = await charged(subscriptionId, 'pay_FakeCheap00001', 100, 'evt_FakeCheap00001');
    expect(wrongAmount.status).toBe(200);
    expect((await stored(user.id)).membershipEndDate!.getTime()).toBe(end.getTime());
    expect(await svc.auth.payments.repo.findByProviderOrderId(`${subscriptionId}:pay_FakeForged0001`)).toBeNull();
    expect(await svc.auth.payments.repo.findByProviderOrderId(`${subscriptionId}:pay_FakeCheap00001`)).toBeNull();
    // the forged event id was not remembered: the genuine event under it still counts
    expect((await charged(subscriptionId, 'pay_FakeForged0001', 1_200_000, 'evt_FakeForged0001')).body).toEqual({
      ok: true,
      duplicate: false,
    });
    expect((await stored(user.id)).membershipEndDate!.getTime()).toBeGreaterThan(end.getTime());
  });
});

describe('subscription.halted and subscription.cancelled', () => {
  it('when Razorpay halts the subscription (its retries failed), then auto-renew is off, the term keeps its end date and the member is told', async () => {
    const { user, token, end, subscriptionId } = await subscribed('shooters_circle', 3);
    expect((await stopped('subscription.halted', subscriptionId, 'evt_FakeHalted0001')).status).toBe(200);
    const after = await stored(user.id);
    expect(after).toMatchObject({ autoRenew: false, subscriptionId: null, membershipStatus: 'active', nextBillingDate: null });
    expect(after.membershipEndDate!.getTime()).toBe(end.getTime());
    expect(await plan(token)).toMatchObject({ autoRenew: false, subscription: null, cancelAtPeriodEnd: true });
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.membership.auto_renew_stopped', user.id).length === 1);
    expect(eventsFor(await publishedEvents(svc.ctx.bus), 'auth.membership.auto_renew_stopped', user.id)[0]!.data).toMatchObject({
      reason: 'halted',
      membershipTier: 'shooters_circle',
      membershipEndDate: end.toISOString(),
    });
    // replayed under another id: told once
    await stopped('subscription.halted', subscriptionId, 'evt_FakeHalted0002');
    expect(eventsFor(await publishedEvents(svc.ctx.bus), 'auth.membership.auto_renew_stopped', user.id)).toHaveLength(1);
  });

  it('when the subscription is cancelled outside the site, then auto-renew is off and the member is told', async () => {
    const { user, subscriptionId } = await subscribed('pro_lane', 30);
    await stopped('subscription.cancelled', subscriptionId, 'evt_FakeCancelled1');
    expect(await stored(user.id)).toMatchObject({ autoRenew: false, subscriptionId: null });
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.membership.auto_renew_stopped', user.id).length === 1);
  });
});

describe('turning auto-renew off', () => {
  it('when the member turns auto-renew off, then the subscription is cancelled at the cycle end and its later cancelled webhook tells nobody', async () => {
    const { user, token, subscriptionId } = await subscribed('pro_lane', 60);
    await charged(subscriptionId, 'pay_FakeBeforeOff01', 900_000, 'evt_FakeBeforeOff01');
    const res = await svc.call('/api/payments/plan/auto-renew', { json: { autoRenew: false }, token });
    expect(res.status).toBe(200);
    expect(membershipPlanSchema.parse(res.body)).toMatchObject({ autoRenew: false, cancelAtPeriodEnd: true, subscription: null });
    const cancels = requests(`/v1/subscriptions/${subscriptionId}/cancel`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.body).toEqual({ cancel_at_cycle_end: 1 });
    expect(await svc.auth.payments.repo.findSubscription(subscriptionId)).toMatchObject({ cancelAtCycleEnd: true });
    expect((await stored(user.id)).subscriptionId).toBeNull();

    await stopped('subscription.cancelled', subscriptionId, 'evt_FakeCycleEnd001');
    expect(await svc.auth.payments.repo.findSubscription(subscriptionId)).toMatchObject({ status: 'cancelled' });
    expect(eventsFor(await publishedEvents(svc.ctx.bus), 'auth.membership.auto_renew_stopped', user.id)).toHaveLength(0);
  });

  it('when the member cancels their membership, then a mandate never authorised is cancelled at once', async () => {
    const { token, subscriptionId } = await subscribed('elite_trigger', 90);
    expect((await svc.call('/api/payments/plan/cancel', { token, json: {} })).status).toBe(200);
    const cancels = requests(`/v1/subscriptions/${subscriptionId}/cancel`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.body).toEqual({});
    expect(await svc.auth.payments.repo.findSubscription(subscriptionId)).toMatchObject({ status: 'cancelled', cancelAtCycleEnd: true });
  });
});
