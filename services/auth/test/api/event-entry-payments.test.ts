import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { eventually, publishTestEvent } from '@trap/kit/testing';
import { checkoutStartSchema, eventEntryPayable, eventEntryRefundRequested, eventEntryWithdrawn, type EventData } from '@trap/contracts';
import { publishedEvents, registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';
import { webhookSignature } from '../../src/modules/payments/signatures.ts';

/**
 * Club event entries are paid through the same orders, test gateway, webhooks and GST receipts as a
 * tier (an order of kind event_entry): community announces the price, auth takes the money and tells
 * community, and refunds go back through the gateway or are recorded as due. Real HTTP and stores;
 * community's side is its events, published as its relay would.
 */
const SECRET = 'entries-test-secret';
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService({ PAYMENTS_TEST_SECRET: SECRET, GST_RATE_PERCENT: '18' });
});
afterAll(() => svc?.stop());

const HOUR = 3600_000;
const newId = () => new Types.ObjectId().toString();
const handled = (eventId: string) => eventually(() => svc.ctx.conn.collection('processed_events').findOne({ eventId }));
const announce = async (data: Partial<EventData<typeof eventEntryPayable>> & { entryId: string; userId: string }) => {
  const ev = await publishTestEvent(svc, eventEntryPayable, {
    eventId: newId(),
    description: 'Entry: Pink City Members Cup (ISSF Olympic Trap)',
    amountPaise: 150_000,
    payBy: new Date(Date.now() + 48 * HOUR).toISOString(),
    ...data,
  });
  await handled(ev.id);
};
const enterOrder = (token: string, entryId: string, promoCode?: string) =>
  svc.call('/api/payments/event-entry-orders', { json: { entryId, promoCode }, token });
const gateway = (token: string, id: string, outcome: 'success' | 'failure') =>
  svc.call(`/api/payments/test-gateway/orders/${id}`, { json: { outcome }, token });
const entryEvents = async (subject: string, entryId: string) =>
  (await publishedEvents(svc.ctx.bus)).filter((e) => e.subject === subject && e.data.entryId === entryId);

describe('paying a club event entry', () => {
  it('when a member pays an announced entry with a promo code, then the order is an event entry, the receipt names the event, community is told, and the membership is untouched', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'range_pass' });
    const entryId = newId();
    // before community's announcement arrives, the entry is not payable yet
    const early = await enterOrder(token, entryId);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Your entry is being prepared: try again in a moment');

    await announce({ entryId, userId: user.id });
    const tag = {
      id: newId(),
      slug: `club-cup-${Date.now().toString(36)}`,
      name: 'Club cup',
      color: null,
      contentType: null,
      tagType: 'promo',
    };
    const now = new Date().toISOString();
    await svc.auth.payments.promos.applyTag({
      ...tag,
      metaData: { discountPercent: 20 },
      requiredMembershipTier: null,
      isActive: true,
      validFrom: null,
      validUntil: null,
      maxUses: 10,
      currentUses: 0,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    });
    const started = await enterOrder(token, entryId, tag.slug);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { order, checkout } = checkoutStartSchema.parse(started.body);
    expect(order).toMatchObject({
      kind: 'event_entry',
      label: 'Entry: Pink City Members Cup (ISSF Olympic Trap)',
      basePaise: 150_000,
      discountPaise: 30_000,
      amountPaise: 120_000,
      taxPaise: 18_305,
      status: 'created',
    });
    expect(checkout.provider).toBe('test');

    const paid = await gateway(token, order.id, 'success');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const view = (await svc.call(`/api/payments/orders/${order.id}`, { token })).body;
    expect(view).toMatchObject({ status: 'paid', kind: 'event_entry' });
    expect(view.invoiceNumber).toMatch(/^TI\/\d{4}-\d{2}\/\d{5}$/);
    const receipt = await svc.call(`/api/payments/invoices/${view.invoiceId}`, { token });
    expect(receipt.status).toBe(200);
    expect(receipt.text).toContain('Entry: Pink City Members Cup (ISSF Olympic Trap)');
    expect(receipt.text).not.toContain('membership,');

    await eventually(async () => (await entryEvents('auth.event_entry.paid', entryId)).length === 1);
    const [told] = await entryEvents('auth.event_entry.paid', entryId);
    expect(told!.data).toMatchObject({
      userId: user.id,
      orderId: order.id,
      amountPaise: 120_000,
      invoiceNumber: view.invoiceNumber,
      receiptUrl: `/api/payments/invoices/${view.invoiceId}`,
    });
    const me = (await svc.call('/api/user', { token })).body;
    expect(me).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });
    // paid once: no second order for it
    expect((await enterOrder(token, entryId)).status).toBe(409);
  });

  it('when another member, a withdrawn entry or bad input asks for an order, then none is made', async () => {
    const { user, token } = await registerUser(svc);
    const { token: other } = await registerUser(svc);
    const entryId = newId();
    await announce({ entryId, userId: user.id });
    expect((await enterOrder(other, entryId)).status).toBe(404);
    const bad = await enterOrder(token, 'not-an-entry');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.entryId).toBe('Invalid entry');
    const ev = await publishTestEvent(svc, eventEntryWithdrawn, { entryId, userId: user.id, reason: 'expired' });
    await handled(ev.id);
    const refused = await enterOrder(token, entryId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This entry is not awaiting payment');
  });
});

describe('refunds community asks for', () => {
  it('when community asks back a paid entry, then the test gateway refunds it and community is told refunded, once', async () => {
    const { user, token } = await registerUser(svc);
    const entryId = newId();
    await announce({ entryId, userId: user.id });
    const { order } = checkoutStartSchema.parse((await enterOrder(token, entryId)).body);
    expect((await gateway(token, order.id, 'success')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const ev = await publishTestEvent(svc, eventEntryRefundRequested, { entryId, userId: user.id, reason: 'cancelled_before_cutoff' });
      await handled(ev.id);
    }
    await eventually(async () => (await entryEvents('auth.event_entry.refund_settled', entryId)).length === 2);
    const both = await entryEvents('auth.event_entry.refund_settled', entryId);
    expect(both.map((e) => e.data.outcome)).toEqual(['refunded', 'refunded']);
    expect(both[0]!.data.refundId).toMatch(/^rfnd_test_/);
    // the replay names the same refund: the gateway was not asked twice
    expect(both[1]!.data.refundId).toBe(both[0]!.data.refundId);
    const stored = await svc.ctx.conn.collection('payment_orders').findOne({ _id: new Types.ObjectId(order.id) });
    expect(stored).toMatchObject({ status: 'paid', refundId: both[0]!.data.refundId });
  });

  it('when the gateway refuses the refund, then it is recorded as refund due and community is told so', async () => {
    const { user, token } = await registerUser(svc);
    const entryId = newId();
    await announce({ entryId, userId: user.id, amountPaise: 200_000 });
    const { order } = checkoutStartSchema.parse((await enterOrder(token, entryId)).body);
    // captured through the signed webhook with a payment the test gateway never made (so it refuses the refund)
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_manual_1', order_id: order.providerOrderId, amount: order.amountPaise, status: 'captured' } },
      },
    });
    const hook = await svc.call('/api/payments/webhook', {
      body,
      headers: { 'x-razorpay-signature': webhookSignature(body, SECRET), 'x-razorpay-event-id': `evt_${newId()}` },
    });
    expect(hook.status).toBe(200);
    await eventually(async () => (await entryEvents('auth.event_entry.paid', entryId)).length === 1);
    const ev = await publishTestEvent(svc, eventEntryRefundRequested, { entryId, userId: user.id, reason: 'no_place' });
    await handled(ev.id);
    await eventually(async () => (await entryEvents('auth.event_entry.refund_settled', entryId)).length === 1);
    const [settled] = await entryEvents('auth.event_entry.refund_settled', entryId);
    expect(settled!.data).toMatchObject({ outcome: 'refund_due', amountPaise: 200_000, refundId: null });
    const view = (await svc.call(`/api/payments/orders/${order.id}`, { token })).body;
    expect(view.message).not.toBeNull();
  });
});
