import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { PROMO_MESSAGES } from '@trap/contracts';
import { registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';
import { PROMO_GUESSES_PER_MEMBER } from '../../src/modules/promo-codes/promo-guess-limit.ts';

/** Refused codes per address in this file (the shipped default is larger; the budget is the same code). */
const PER_ADDRESS = 15;
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService({ PROMO_CHECK_MAX_PER_IP: String(PER_ADDRESS) });
});
afterAll(() => svc?.stop());

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
/** A promo code in auth's read model, as content's event leaves it. */
async function promo(over: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  const tag = {
    id: new Types.ObjectId().toString(),
    name: 'Promo',
    slug: `guess-${Date.now().toString(36)}-${++n}`,
    tagType: 'promo',
    metaData: { discountPercent: 20 },
    requiredMembershipTier: null,
    isActive: true,
    validFrom: null,
    validUntil: null,
    maxUses: null,
    currentUses: 0,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
  await svc.auth.payments.promos.applyTag(tag);
  return tag;
}
/** The quote as the bff forwards it: the member's address in X-Forwarded-For (the service trusts its loopback proxy). */
const quote = (token: string, promoCode: string | undefined, address: string) =>
  svc.call(`/api/checkout/shooters_circle${promoCode === undefined ? '' : `?promoCode=${encodeURIComponent(promoCode)}`}`, {
    token,
    headers: { 'x-forwarded-for': address },
  });
const order = (token: string, promoCode: string, address: string) =>
  svc.call('/api/payments/orders', { json: { tier: 'shooters_circle', promoCode }, token, headers: { 'x-forwarded-for': address } });

describe('guessing promo codes at checkout', () => {
  it('when a member keeps trying codes that are refused, then past the budget every quote or order naming a code is 429 with Retry-After, the right code too; a quote without a code still answers', async () => {
    const { token } = await registerUser(svc);
    const expired = await promo({ validUntil: new Date(Date.now() - DAY).toISOString() });
    const early = await promo({ validFrom: new Date(Date.now() + DAY).toISOString() });
    const elite = await promo({ requiredMembershipTier: 'elite_trigger' });
    const good = await promo();
    const guesses = [expired.slug, early.slug, elite.slug, 'no-such-code'];
    const address = '203.0.113.10';
    for (let i = 0; i < PROMO_GUESSES_PER_MEMBER; i++) {
      const res = await quote(token, guesses[i % guesses.length]!, `${address.slice(0, -2)}${20 + i}`);
      expect(res.status, `guess ${i + 1}`).toBe(400);
      expect(res.body.error.fields.promoCode).toEqual(expect.any(String));
    }
    for (const res of [
      await quote(token, good.slug, address),
      await quote(token, 'another-guess', address),
      await order(token, good.slug, address),
    ]) {
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(res.body.error.message).toMatch(/promo code/i);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await quote(token, undefined, address)).status).toBe(200);
    // another member is not held back by this one
    const other = await registerUser(svc);
    expect((await quote(other.token, good.slug, '198.51.100.7')).status).toBe(200);
  });

  it('when members share an address and together pass its budget, then a new member there is refused too, while another address is not', async () => {
    const address = '203.0.113.77';
    const perMember = Math.ceil(PER_ADDRESS / 3);
    for (let m = 0; m < 3; m++) {
      const { token } = await registerUser(svc);
      for (let i = 0; i < perMember; i++) expect((await quote(token, `wrong-${m}-${i}`, address)).status).toBe(400);
    }
    const good = await promo();
    const fresh = await registerUser(svc);
    const refused = await quote(fresh.token, good.slug, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await quote(fresh.token, good.slug, '198.51.100.99');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.promo).toMatchObject({ code: good.slug });
  });

  it('when a member quotes a valid code again and again (the checkout page refreshing), then it is never limited', async () => {
    const { token } = await registerUser(svc);
    const good = await promo();
    for (let i = 0; i < PROMO_GUESSES_PER_MEMBER + 5; i++) expect((await quote(token, good.slug, '192.0.2.5')).status).toBe(200);
  });

  it('when an unknown code is refused, then the answer is the same as before the budget ran out (400 on promoCode)', async () => {
    const { token } = await registerUser(svc);
    const res = await quote(token, 'never-made', '192.0.2.6');
    expect(res.body.error.fields).toEqual({ promoCode: PROMO_MESSAGES.invalid });
  });
});
