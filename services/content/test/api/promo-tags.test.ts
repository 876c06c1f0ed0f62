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

  it('when a guest or a member asks for a promo tag by its id (an active code or an inactive one), then it is 404 like an unknown id, its relations too; an ordinary tag still reads and staff find the code in their list', async () => {
    const slug = `promo-${Date.now().toString(36)}g`;
    const active = await fetchJson(url('/api/content-tags'), {
      token: admin,
      json: { name: 'Guessable offer', slug, tagType: 'promo', metaData: { discountPercent: 15 } },
    });
    expect(active.status).toBe(201);
    const off = await fetchJson(url('/api/content-tags'), {
      token: admin,
      json: { name: 'Retired offer', slug: `${slug}-off`, tagType: 'promo', isActive: false, metaData: { discountPercent: 50 } },
    });
    expect(off.status).toBe(201);
    const plain = await fetchJson(url('/api/content-tags'), { token: admin, json: { name: 'Bunker', slug: `bunker-${slug}`, tagType: 'topic' } });
    expect(plain.status).toBe(201);

    for (const id of [active.body.id, off.body.id]) {
      for (const token of [undefined, member]) {
        const read = await fetchJson(url(`/api/content-tags/${id}`), { token });
        expect(read.status).toBe(404);
        expect(read.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Content tag not found' });
        expect(read.text).not.toContain(slug);
        expect((await fetchJson(url(`/api/content-tags/${id}/relations`), { token })).status).toBe(404);
      }
    }
    const ordinary = await fetchJson(url(`/api/content-tags/${plain.body.id}`));
    expect(ordinary.status).toBe(200);
    expect(ordinary.body).toMatchObject({ slug: `bunker-${slug}`, tagType: 'topic' });
    expect((await fetchJson(url(`/api/content-tags/${plain.body.id}/relations`))).status).toBe(200);

    const staff = await fetchJson(url(`/api/content-tags/admin/promo-codes?q=${slug}&limit=10`), { token: admin });
    expect(staff.status).toBe(200);
    expect((staff.body as { slug: string }[]).map((t) => t.slug).sort()).toEqual([slug, `${slug}-off`]);
  });
});
