import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { checkoutQuoteSchema, checkoutStartSchema, contentEvents, gstBreakdown, PROMO_MESSAGES } from '@trap/contracts';
import { registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService({ GST_RATE_PERCENT: '18' });
});
afterAll(() => svc?.stop());

const DAY = 24 * 60 * 60 * 1000;
let n = 0;

/** A promo content tag as the content service publishes it (content.content_tag.published carries the item). */
function promoTag(over: Record<string, unknown> = {}) {
  const id = new Types.ObjectId().toString();
  const now = new Date().toISOString();
  return {
    id,
    name: 'Promo',
    slug: `promo-${Date.now().toString(36)}-${++n}`,
    color: null,
    contentType: null,
    tagType: 'promo',
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
    ...over,
  };
}
/** Puts the tag in auth's read model the way the event does. */
async function promo(over: Record<string, unknown> = {}) {
  const tag = promoTag(over);
  await svc.auth.payments.promos.applyTag(tag);
  return tag;
}
const quote = (token: string, tier: string, promoCode: string) =>
  svc.call(`/api/checkout/${tier}?promoCode=${encodeURIComponent(promoCode)}`, { token });
const order = (token: string, tier: string, promoCode?: string) => svc.call('/api/payments/orders', { json: { tier, promoCode }, token });

describe('promo codes at checkout', () => {
  it('when content publishes a promo tag, then a member sees Pro Lane 20 % cheaper with its GST part, and the order charges that', async () => {
    const tag = promoTag({ slug: `diwali-${Date.now().toString(36)}` });
    await publishEnvelope(svc.ctx.bus, recordEvent(contentEvents.content_tag.published, { entity: 'content_tag', id: tag.id, item: tag, by: null }));
    const { token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const res = await eventually(async () => {
      const r = await quote(token, 'pro_lane', tag.slug.toUpperCase());
      return r.status === 200 ? r : null;
    });
    const q = checkoutQuoteSchema.parse(res.body);
    expect(q).toMatchObject({ basePaise: 900_000, totalPaise: 720_000, promo: { code: tag.slug, discountPaise: 180_000 } });
    expect(q.taxPaise).toBe(gstBreakdown(720_000, 18).taxPaise);

    const created = await order(token, 'pro_lane', ` ${tag.slug} `);
    expect(created.status).toBe(201);
    const { order: o } = checkoutStartSchema.parse(created.body);
    expect(o).toMatchObject({ amountPaise: 720_000, basePaise: 900_000, discountPaise: 180_000, promoCode: tag.slug });
    const paid = await svc.call(`/api/payments/test-gateway/orders/${o.id}`, { json: { outcome: 'success' }, token });
    expect(paid.status).toBe(200);
    const view = await svc.call(`/api/payments/orders/${o.id}`, { token });
    expect(view.body).toMatchObject({ status: 'paid', amountPaise: 720_000 });
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(1);
  });

  it('when a code is unknown, expired, not yet valid, for another tier or used up, then the quote and the order are a 400 saying which', async () => {
    const { token } = await registerUser(svc);
    const expired = await promo({ validUntil: new Date(Date.now() - DAY).toISOString() });
    const early = await promo({ validFrom: new Date(Date.now() + DAY).toISOString() });
    const elite = await promo({ requiredMembershipTier: 'elite_trigger' });
    const usedUp = await promo({ maxUses: 5, currentUses: 5 });
    const off = await promo({ isActive: false });
    const cases: [string, string][] = [
      ['no-such-code', PROMO_MESSAGES.invalid],
      [off.slug, PROMO_MESSAGES.invalid],
      [expired.slug, PROMO_MESSAGES.expired],
      [early.slug, PROMO_MESSAGES.notYet],
      [elite.slug, PROMO_MESSAGES.wrongTier("Shooter's Circle")],
      [usedUp.slug, PROMO_MESSAGES.usedUp],
    ];
    for (const [code, message] of cases) {
      const q = await quote(token, 'shooters_circle', code);
      expect(q.status, code).toBe(400);
      expect(q.body.error.fields).toEqual({ promoCode: message });
      const o = await order(token, 'shooters_circle', code);
      expect(o.status, code).toBe(400);
      expect(o.body.error.fields).toEqual({ promoCode: message });
    }
    // nothing was started: the member is still on Range Pass with no open order
    expect((await svc.call('/api/user', { token })).body).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });
    // the elite code works for Elite Trigger
    expect((await quote(token, 'elite_trigger', elite.slug)).body).toMatchObject({ totalPaise: 960_000 });
  });

  it('when 50 members check out at once with a code of 10 uses, then exactly 10 orders are discounted and the rest are told it is used up', async () => {
    const tag = await promo({ maxUses: 10, metaData: { discountPaise: 50_000 } });
    const members = [];
    for (let i = 0; i < 50; i += 5) members.push(...(await Promise.all(Array.from({ length: 5 }, () => registerUser(svc)))));
    const results = await Promise.all(members.map((m) => order(m.token, 'shooters_circle', tag.slug)));
    const discounted = results.filter((r) => r.status === 201);
    expect(discounted).toHaveLength(10);
    for (const r of discounted) expect(r.body.order).toMatchObject({ amountPaise: 550_000, discountPaise: 50_000 });
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.error.fields).toEqual({ promoCode: PROMO_MESSAGES.usedUp });
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(10);
    // registering the 50 took over 100 s at load 20-38 on 2 cores
  }, 300_000);

  it('when an order with a code fails or is abandoned, then its use goes back and another member can take it', async () => {
    const tag = await promo({ maxUses: 1 });
    const a = await registerUser(svc);
    const b = await registerUser(svc);
    const c = await registerUser(svc);
    const first = checkoutStartSchema.parse((await order(a.token, 'pro_lane', tag.slug)).body).order;
    expect((await order(b.token, 'pro_lane', tag.slug)).body.error.fields).toEqual({ promoCode: PROMO_MESSAGES.usedUp });
    // the gateway refuses a's payment: the use is given back
    await svc.call(`/api/payments/test-gateway/orders/${first.id}`, { json: { outcome: 'failure' }, token: a.token });
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(0);
    const second = checkoutStartSchema.parse((await order(b.token, 'pro_lane', tag.slug)).body).order;
    expect(second.discountPaise).toBe(180_000);
    // b walks away from the payment page: a fresh order keeps the use, one older than the hold gives it up
    expect((await order(c.token, 'pro_lane', tag.slug)).status).toBe(400);
    await svc.auth.payments.repo.set(new Types.ObjectId(second.id), { createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    const third = await order(c.token, 'pro_lane', tag.slug);
    expect(third.status).toBe(201);
    expect((await svc.call(`/api/payments/orders/${second.id}`, { token: b.token })).body.status).toBe('cancelled');
    expect(await svc.auth.payments.promos.usesOf(tag.id)).toBe(1);
  });
});
