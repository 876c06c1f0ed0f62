import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutQuoteSchema, checkoutStartSchema, membershipPlanSchema } from '@trap/contracts';
import { registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

/**
 * Auto-renew is the buyer's choice (SPEC 3.2/9: autoRenew defaults to false): a purchase at
 * /checkout/{tier} renews only when the buyer ticked "Renew automatically" (the order's
 * `autoRenew`), the quote says where that choice starts (off unless a live paid term already
 * renews), and the member's own setting on /profile keeps working. Through the real auth service
 * and stores, paying on the built-in test gateway.
 */
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService({ PAYMENTS_TEST_SECRET: 'auto-renew-choice-secret', GST_RATE_PERCENT: '18' });
});
afterAll(() => svc?.stop());

const DAY = 24 * 60 * 60 * 1000;
const plan = async (token: string) => membershipPlanSchema.parse((await svc.call('/api/payments/plan', { token })).body);
const quote = async (token: string, tier: string) => checkoutQuoteSchema.parse((await svc.call(`/api/checkout/${tier}`, { token })).body);
const stored = async (id: string) => (await svc.auth.User.findById(id).lean())!;
/** An order with the body the checkout sends, paid on the test gateway. */
async function pay(token: string, body: Record<string, unknown>) {
  const res = await svc.call('/api/payments/orders', { json: body, token });
  expect(res.status, res.text).toBe(201);
  const { order } = checkoutStartSchema.parse(res.body);
  const paid = await svc.call(`/api/payments/test-gateway/orders/${order.id}`, { json: { outcome: 'success' }, token });
  expect(paid.status, paid.text).toBe(200);
  return order;
}

describe('a plain purchase', () => {
  it('when a new member buys Elite Trigger without ticking "Renew automatically", then the plan says autoRenew false and the term just ends', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'elite_trigger' });
    // what the checkout shows first: the choice off
    expect((await quote(token, 'elite_trigger')).autoRenew).toBe(false);
    await pay(token, { tier: 'elite_trigger' });
    expect(await plan(token)).toMatchObject({
      membershipTier: 'elite_trigger',
      membershipStatus: 'active',
      autoRenew: false,
      cancelAtPeriodEnd: true,
    });
    expect(await stored(user.id)).toMatchObject({ autoRenew: false, nextBillingDate: null });
    // nothing to charge at the end date
    await expect(svc.auth.payments.testRenewal(user.id)).rejects.toMatchObject({ status: 409 });
  });

  it('when the buyer leaves the box unticked (autoRenew false), then it is off too', async () => {
    const { token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    await pay(token, { tier: 'shooters_circle', autoRenew: false });
    expect(await plan(token)).toMatchObject({ membershipTier: 'shooters_circle', autoRenew: false });
  });

  it('when a member whose old term renewed buys again after it expired, then it starts off and stays off without a tick', async () => {
    const { user, token } = await registerUser(svc);
    await setUser(svc, user.id, {
      membershipTier: 'pro_lane',
      membershipStatus: 'expired',
      membershipEndDate: new Date(Date.now() - 5 * DAY),
      autoRenew: true,
    });
    expect((await quote(token, 'pro_lane')).autoRenew).toBe(false);
    await pay(token, { tier: 'pro_lane' });
    expect(await plan(token)).toMatchObject({ membershipTier: 'pro_lane', membershipStatus: 'active', autoRenew: false });
  });
});

describe('a purchase with "Renew automatically" ticked', () => {
  it('when the buyer ticks it, then the plan renews on the end date and the renewal charge takes the tier’s yearly price', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'elite_trigger' });
    await pay(token, { tier: 'elite_trigger', autoRenew: true });
    const after = await stored(user.id);
    expect(await plan(token)).toMatchObject({ membershipTier: 'elite_trigger', autoRenew: true, cancelAtPeriodEnd: false });
    expect(after.nextBillingDate?.getTime()).toBe(after.membershipEndDate!.getTime());
    const renewal = await svc.auth.payments.testRenewal(user.id);
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'paid', amountPaise: 1_200_000 });
  });
});

describe('what a member already chose', () => {
  it('when a member turns auto-renew on and then off on /profile after a plain purchase, then the plan follows each time', async () => {
    const { token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    await pay(token, { tier: 'pro_lane' });
    const on = await svc.call('/api/payments/plan/auto-renew', { json: { autoRenew: true }, token });
    expect(membershipPlanSchema.parse(on.body)).toMatchObject({ autoRenew: true, cancelAtPeriodEnd: false });
    const off = await svc.call('/api/payments/plan/auto-renew', { json: { autoRenew: false }, token });
    expect(membershipPlanSchema.parse(off.body)).toMatchObject({ autoRenew: false, cancelAtPeriodEnd: true });
  });

  it('when a renewing member upgrades, then the checkout starts ticked; without a choice the upgrade keeps it, unticking it turns it off', async () => {
    const keeps = await registerUser(svc, { membershipTier: 'shooters_circle' });
    await pay(keeps.token, { tier: 'shooters_circle', autoRenew: true });
    expect((await quote(keeps.token, 'elite_trigger')).autoRenew).toBe(true);
    const upgrade = await pay(keeps.token, { tier: 'elite_trigger' });
    expect(upgrade.kind).toBe('upgrade');
    expect(await plan(keeps.token)).toMatchObject({ membershipTier: 'elite_trigger', autoRenew: true });

    const stops = await registerUser(svc, { membershipTier: 'shooters_circle' });
    await pay(stops.token, { tier: 'shooters_circle', autoRenew: true });
    await pay(stops.token, { tier: 'pro_lane', autoRenew: false });
    expect(await plan(stops.token)).toMatchObject({ membershipTier: 'pro_lane', autoRenew: false, cancelAtPeriodEnd: true });
  });
});
