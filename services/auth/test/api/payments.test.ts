import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { checkoutQuoteSchema, checkoutStartSchema, paymentOrderSchema } from '@trap/contracts';
import { eventsFor, publishedEvents, registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';
import { paymentSignature, webhookSignature } from '../../src/modules/payments/signatures.ts';

const SECRET = 'payments-test-secret';
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService({ PAYMENTS_TEST_SECRET: SECRET, GST_RATE_PERCENT: '18' });
});
afterAll(() => svc?.stop());

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function startOrder(token: string, tier = 'pro_lane') {
  const res = await svc.call('/api/payments/orders', { json: { tier }, token });
  expect(res.status).toBe(201);
  return checkoutStartSchema.parse(res.body);
}
const gateway = (token: string, id: string, outcome: 'success' | 'failure') =>
  svc.call(`/api/payments/test-gateway/orders/${id}`, { json: { outcome }, token });
const callback = (token: string, body: Record<string, string>) => svc.call('/api/payments/callback', { json: body, token });
const me = async (token: string) => (await svc.call('/api/user', { token })).body;

/** A payment.captured webhook as the gateway sends it, signed with the gateway's secret. */
function capturedWebhook(providerOrderId: string, paymentId: string, amount: number, eventId: string, secret = SECRET) {
  const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: 'captured' } } } });
  return svc.call('/api/payments/webhook', {
    body,
    headers: { 'x-razorpay-signature': webhookSignature(body, secret), 'x-razorpay-event-id': eventId },
  });
}

describe('checkout quote', () => {
  it('when a member asks for Pro Lane, then the price is ₹9,000 in paise with its GST part at 18 %', async () => {
    const { token } = await registerUser(svc);
    const res = await svc.call('/api/checkout/pro_lane', { token });
    expect(res.status).toBe(200);
    expect(checkoutQuoteSchema.parse(res.body)).toMatchObject({
      tier: 'pro_lane',
      totalPaise: 900_000,
      taxPaise: 137_288,
      taxablePaise: 762_712,
      ratePercent: 18,
      provider: 'test',
      currentTier: 'range_pass',
    });
    expect((await svc.call('/api/checkout/gold', { token })).status).toBe(400);
    expect((await svc.call('/api/checkout/pro_lane')).status).toBe(401);
  });
});

describe('paying on the test gateway', () => {
  it('when a new Pro Lane registrant pays, then they are pending while the order is open and active for a year after, with an invoice', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const { order, checkout } = await startOrder(token);
    expect(order).toMatchObject({ status: 'created', amountPaise: 900_000, taxPaise: 137_288, provider: 'test' });
    expect(checkout.provider).toBe('test');
    expect(await me(token)).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'pending_payment' });

    const paid = await gateway(token, order.id, 'success');
    expect(paid.status).toBe(200);
    expect(paid.body.outcome).toBe('success');
    // the page hands the callback on, as with Razorpay Checkout: the webhook granted already, so nothing twice
    const cb = await callback(token, {
      razorpay_order_id: paid.body.razorpay_order_id,
      razorpay_payment_id: paid.body.razorpay_payment_id,
      razorpay_signature: paid.body.razorpay_signature,
    });
    expect(cb.status).toBe(200);
    const view = paymentOrderSchema.parse(cb.body);
    expect(view).toMatchObject({ status: 'paid', providerPaymentId: paid.body.razorpay_payment_id });
    expect(view.invoiceNumber).toMatch(/^TI\/\d{4}-\d{2}\/\d{5}$/);

    const stored = await svc.auth.User.findById(user.id).lean();
    expect(stored).toMatchObject({
      membershipTier: 'pro_lane',
      membershipStatus: 'active',
      paymentId: paid.body.razorpay_payment_id,
      orderId: paid.body.razorpay_order_id,
    });
    const term = stored!.membershipEndDate!.getTime() - stored!.membershipStartDate!.getTime();
    expect(Math.abs(term - YEAR_MS)).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(stored!.lastPaymentDate).toBeInstanceOf(Date);

    // the printable invoice: the owner reads it, with the GST part and the member's details
    const invoice = await svc.call(`/api/payments/invoices/${view.invoiceId}`, { token });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toMatch(/text\/html/);
    expect(invoice.text).toContain(view.invoiceNumber!);
    expect(invoice.text).toContain('₹1,372.88');
    expect(invoice.text).toContain('₹7,627.12');
    expect(invoice.text).toContain(user.displayName);
    // in English and Hindi side by side, as Indian GST invoices are
    expect(invoice.text).toContain('Tax invoice / <span lang="hi">कर बीजक</span>');
    expect(invoice.text).toContain('Taxable value / <span lang="hi">कर योग्य मूल्य</span>');
    expect(invoice.text).toContain('Total (GST inclusive) / <span lang="hi">कुल (GST सहित)</span>');
    expect(invoice.text).toMatch(/Pro Lane मेंबरशिप, \d{1,2} [^ ]+ \d{4} से \d{1,2} [^ ]+ \d{4} तक/);

    // the tier change and the invoice mail go out through the outbox, once each
    await eventually(async () => {
      const events = await publishedEvents(svc.ctx.bus);
      const changes = eventsFor(events, 'auth.membership.changed', user.id).map((e) => e.data.membershipStatus);
      return changes.includes('active') && eventsFor(events, 'auth.invoice.issued', user.id).length === 1;
    });
    const events = await publishedEvents(svc.ctx.bus);
    expect(eventsFor(events, 'auth.membership.changed', user.id).filter((e) => e.data.membershipStatus === 'active')).toHaveLength(1);
    expect(eventsFor(events, 'auth.invoice.issued', user.id)[0]!.data).toMatchObject({ invoiceNumber: view.invoiceNumber, amountPaise: 900_000, taxPaise: 137_288 });
  });

  it('when the payment fails, then the member keeps their tier (Range Pass, active) with a clear message', async () => {
    const { token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const { order } = await startOrder(token);
    const failed = await gateway(token, order.id, 'failure');
    expect(failed.body.outcome).toBe('failure');
    const view = await svc.call(`/api/payments/orders/${order.id}`, { token });
    expect(view.body).toMatchObject({ status: 'failed', message: expect.stringContaining('did not go through') });
    expect(await me(token)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });
    // a failed order cannot be paid on the gateway any more
    expect((await gateway(token, order.id, 'success')).status).toBe(409);
  });

  it('when a paying Shooter’s Circle member cancels an upgrade, then they stay on Shooter’s Circle', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    const first = await startOrder(token, 'shooters_circle');
    await gateway(token, first.order.id, 'success');
    const { order } = await startOrder(token, 'elite_trigger');
    // a live paid member keeps their access while the upgrade is open
    expect(await me(token)).toMatchObject({ membershipTier: 'shooters_circle', membershipStatus: 'active' });
    const cancelled = await svc.call(`/api/payments/orders/${order.id}/cancel`, { json: { reason: 'cancelled' }, token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', message: expect.stringContaining('cancelled') });
    expect(await svc.auth.User.findById(user.id).lean()).toMatchObject({ membershipTier: 'shooters_circle', membershipStatus: 'active' });
  });
});

describe('signatures and replays', () => {
  it('when the callback carries a bad signature, then 400 and nothing changes', async () => {
    const { token } = await registerUser(svc, { membershipTier: 'elite_trigger' });
    const { order } = await startOrder(token, 'elite_trigger');
    const forged = await callback(token, {
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: 'pay_forged123',
      razorpay_signature: paymentSignature(order.providerOrderId, 'pay_forged123', 'not-the-secret'),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toHaveProperty('razorpay_signature');
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token })).body.status).toBe('created');
    expect(await me(token)).toMatchObject({ membershipStatus: 'pending_payment' });
    // a webhook with a bad signature is refused too
    const hook = await capturedWebhook(order.providerOrderId, 'pay_forged123', order.amountPaise, 'evt_forged', 'wrong-secret');
    expect(hook.status).toBe(400);
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token })).body.status).toBe('created');
  });

  it('when a replayed webhook and repeated callbacks arrive, then the membership and the invoice are granted once', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const { order } = await startOrder(token);
    const first = await capturedWebhook(order.providerOrderId, 'pay_replay1', order.amountPaise, 'evt_replay_1');
    expect(first.body).toEqual({ ok: true, duplicate: false });
    const replay = await capturedWebhook(order.providerOrderId, 'pay_replay1', order.amountPaise, 'evt_replay_1');
    expect(replay.body).toEqual({ ok: true, duplicate: true });
    const signed = {
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: 'pay_replay1',
      razorpay_signature: paymentSignature(order.providerOrderId, 'pay_replay1', SECRET),
    };
    const a = await callback(token, signed);
    const b = await callback(token, signed);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.invoiceNumber).toBe(b.body.invoiceNumber);
    const end = (await svc.auth.User.findById(user.id).lean())!.membershipEndDate!.getTime();
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.invoice.issued', user.id).length === 1);
    const events = await publishedEvents(svc.ctx.bus);
    expect(eventsFor(events, 'auth.membership.changed', user.id).filter((e) => e.data.membershipStatus === 'active')).toHaveLength(1);
    expect(eventsFor(events, 'auth.invoice.issued', user.id)).toHaveLength(1);
    // a second year was not added by the replays
    expect(Math.abs(end - Date.now() - YEAR_MS)).toBeLessThan(60 * 60 * 1000);
  });

  it('when two callbacks for one order race, then one grants, and the invoice numbers stay gap-free', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    const { order } = await startOrder(token, 'shooters_circle');
    const signed = (p: string) => ({
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: p,
      razorpay_signature: paymentSignature(order.providerOrderId, p, SECRET),
    });
    const answers = await Promise.all([callback(token, signed('pay_race_a')), callback(token, signed('pay_race_b')), callback(token, signed('pay_race_a'))]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.invoiceNumber)).size).toBe(1);
    expect(new Set(answers.map((r) => r.body.providerPaymentId)).size).toBe(1);
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.invoice.issued', user.id).length >= 1);
    expect(eventsFor(await publishedEvents(svc.ctx.bus), 'auth.invoice.issued', user.id)).toHaveLength(1);

    // every invoice of this run: consecutive numbers 1..n in their series, none skipped by the refused or repeated confirmations
    const invoices = await svc.auth.payments['d'].repo['invoices'].find({}).sort({ seq: 1 }).lean();
    const seqs = invoices.map((i: { seq: number }) => i.seq);
    expect(seqs).toEqual(seqs.map((_: number, i: number) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(3);
  });
});

describe('ownership', () => {
  it('when another member asks for an order, its invoice, the gateway or its cancellation, then 404', async () => {
    const { token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const { order } = await startOrder(token);
    const paid = await gateway(token, order.id, 'success');
    const view = (await svc.call(`/api/payments/orders/${order.id}`, { token })).body;
    const { token: other } = await registerUser(svc);
    expect((await svc.call(`/api/payments/orders/${order.id}`, { token: other })).status).toBe(404);
    expect((await svc.call(`/api/payments/invoices/${view.invoiceId}`, { token: other })).status).toBe(404);
    expect((await svc.call(`/api/payments/orders/${order.id}/cancel`, { json: {}, token: other })).status).toBe(404);
    expect((await gateway(other, order.id, 'success')).status).toBe(404);
    const stolen = await callback(other, {
      razorpay_order_id: paid.body.razorpay_order_id,
      razorpay_payment_id: paid.body.razorpay_payment_id,
      razorpay_signature: paid.body.razorpay_signature,
    });
    expect(stolen.status).toBe(404);
    expect(await me(other)).toMatchObject({ membershipTier: 'range_pass' });
    expect((await svc.call('/api/payments/orders', { json: { tier: 'range_pass' }, token: other })).status).toBe(400);
  });
});
