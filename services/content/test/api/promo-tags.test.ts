import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, MEMBER, startContentService } from '../support/content-service.ts';

let svc: TestService;
let admin: string;
let member: string;
const url = (path: string) => `${svc.url}${path}`;

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
  member = await svc.loginAs(MEMBER);
});
afterAll(() => svc?.stop());

describe('promo codes as content tags', () => {
  it('when an admin makes a promo tag, then it needs a discount, members cannot make one, and the public tag list leaves it out', async () => {
    const slug = `promo-${Date.now().toString(36)}`;
    const promo = { name: 'Monsoon offer', slug, tagType: 'promo', requiredMembershipTier: 'pro_lane', maxUses: 10 };
    const bare = await fetchJson(url('/api/content-tags'), { token: admin, json: promo });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.error.fields)).toEqual(['metaData']);
    expect((await fetchJson(url('/api/content-tags'), { token: member, json: { ...promo, metaData: { discountPercent: 10 } } })).status).toBe(403);

    const made = await fetchJson(url('/api/content-tags'), { token: admin, json: { ...promo, metaData: { discountPercent: 10 } } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ slug, tagType: 'promo', metaData: { discountPercent: 10 }, maxUses: 10 });
    // a change may not take the discount away
    const broken = await fetchJson(url(`/api/content-tags/${made.body.id}`), { method: 'PATCH', token: admin, json: { metaData: { note: 'x' } } });
    expect(broken.status).toBe(400);
    const list = await fetchJson(url('/api/content-tags?limit=100'));
    expect(list.status).toBe(200);
    expect((list.body as { slug: string }[]).map((t) => t.slug)).not.toContain(slug);
  });
});
