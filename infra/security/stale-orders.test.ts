import { describe, expect, it } from 'vitest';
import { newMember, type Account } from './support/client.ts';

/** An old order is paid only at the price of the moment it is paid for, never over later renewals. */
const order = async (m: Account, tier: string) => {
  const res = await m.client.request('/api/payments/orders', { json: { tier } });
  expect(res.status, res.text).toBe(201);
  return res.body.order as { id: string; amountPaise: number; kind: string };
};
const payOnGateway = (m: Account, id: string) =>
  m.client.request(`/api/payments/test-gateway/orders/${id}`, { json: { outcome: 'success' } });

describe('an upgrade order kept over renewals', () => {
  it('when a Shooter’s Circle member renews twice and then pays an old ₹6,000 upgrade to Elite Trigger, then it is refused and they stay on Shooter’s Circle with the term they paid for', async () => {
    const m = await newMember('upgrader', undefined, { tier: 'shooters_circle' });
    const upgrade = await order(m, 'elite_trigger');
    expect(upgrade.kind).toBe('upgrade');
    expect(upgrade.amountPaise).toBeLessThanOrEqual(600_000);
    for (let i = 0; i < 2; i++) {
      const renewal = await order(m, 'shooters_circle');
      expect((await payOnGateway(m, renewal.id)).status).toBe(200);
    }
    const renewed = (await m.client.get('/api/payments/plan')).body;
    expect(renewed.membershipTier).toBe('shooters_circle');
    const fresh = (await m.client.get('/api/checkout/elite_trigger')).body;
    expect(fresh.totalPaise).toBeGreaterThan(1_700_000);

    const paid = await payOnGateway(m, upgrade.id);
    expect(paid.status).toBe(409);
    const after = (await m.client.get('/api/payments/plan')).body;
    expect(after).toMatchObject({ membershipTier: 'shooters_circle', membershipEndDate: renewed.membershipEndDate });
    expect((await m.client.get(`/api/payments/orders/${upgrade.id}`)).body).toMatchObject({ status: 'cancelled', invoiceNumber: null });
  });
});
