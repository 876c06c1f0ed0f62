import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStaffActionRecorded } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { ADMIN, MEMBER, startContentService } from '../support/content-service.ts';

/**
 * The admin panel's promo code list (GET /api/content-tags/admin/promo-codes)
 * through the real HTTP server and store: every promo tag, by state, tier and words of the name or
 * code, with paging; refused below content.manage. Changes go through /api/content-tags and are audited.
 */
let svc: TestService;
let admin: string;
const url = (path: string) => `${svc.url}${path}`;
const DAY = 86_400_000;
const run = Date.now().toString(36);

const make = async (over: Record<string, unknown>) => {
  const res = await fetchJson(url('/api/content-tags'), {
    token: admin,
    json: { tagType: 'promo', metaData: { discountPercent: 10 }, ...over },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; slug: string };
};
const codes = async (query: string) => {
  const res = await fetchJson(url(`/api/content-tags/admin/promo-codes?q=${run}&${query}`), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { slug: string }[]).map((t) => t.slug).sort();
};

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
});
afterAll(() => svc?.stop());

describe('the promo code list of the admin panel', () => {
  it('when promo codes of every state exist, then the list has them all (no plain tags), filtered by state, tier and words of the name or code, in pages', async () => {
    const now = Date.now();
    await make({ name: `Monsoon ${run}`, slug: `monsoon-${run}`, requiredMembershipTier: 'pro_lane' });
    await make({ name: `Diwali ${run}`, slug: `diwali-${run}`, validFrom: new Date(now + 10 * DAY).toISOString() });
    await make({
      name: `Summer ${run}`,
      slug: `summer-${run}`,
      validFrom: new Date(now - 60 * DAY).toISOString(),
      validUntil: new Date(now - DAY).toISOString(),
    });
    await make({ name: `Paused ${run}`, slug: `paused-${run}`, isActive: false, metaData: { discountPaise: 50_000 } });
    const plain = await fetchJson(url('/api/content-tags'), { token: admin, json: { name: `Plain ${run}`, slug: `plain-${run}` } });
    expect(plain.status).toBe(201);

    expect(await codes('')).toEqual([`diwali-${run}`, `monsoon-${run}`, `paused-${run}`, `summer-${run}`]);
    expect(await codes('state=active')).toEqual([`monsoon-${run}`]);
    expect(await codes('state=scheduled')).toEqual([`diwali-${run}`]);
    expect(await codes('state=expired')).toEqual([`summer-${run}`]);
    expect(await codes('state=inactive')).toEqual([`paused-${run}`]);
    expect(await codes('tier=pro_lane')).toEqual([`monsoon-${run}`]);
    // words of the code (slug) or of the name
    const bySlug = await fetchJson(url(`/api/content-tags/admin/promo-codes?q=${encodeURIComponent(`diwali-${run}`)}`), { token: admin });
    expect((bySlug.body as { name: string }[]).map((t) => t.name)).toEqual([`Diwali ${run}`]);
    const first = await codes('limit=3&offset=0');
    const rest = await codes('limit=3&offset=3');
    expect(first).toHaveLength(3);
    expect([...first, ...rest].sort()).toEqual([`diwali-${run}`, `monsoon-${run}`, `paused-${run}`, `summer-${run}`]);
  });

  it('when a code is turned off and deleted, then each change is in the audit trail and the list follows', async () => {
    const code = await make({ name: `Republic Day ${run}`, slug: `republic-${run}` });
    const off = await fetchJson(url(`/api/content-tags/${code.id}`), { method: 'PATCH', token: admin, json: { isActive: false } });
    expect(off.status).toBe(200);
    expect(await codes('state=inactive')).toContain(`republic-${run}`);
    expect((await fetchJson(url(`/api/content-tags/${code.id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await codes('')).not.toContain(`republic-${run}`);
    await svc.relay.flush();
    const audited = (await publishedEvents(svc.ctx.bus, 'content'))
      .filter((e) => e.subject === contentStaffActionRecorded.subject && e.data.itemId === code.id)
      .map((e) => e.data.action);
    expect(audited).toEqual(['content_tag.create', 'content_tag.update', 'content_tag.delete']);
  });

  it('when the list is asked below content.manage or with bad filters, then it is refused', async () => {
    expect((await fetchJson(url('/api/content-tags/admin/promo-codes'))).status).toBe(401);
    expect((await fetchJson(url('/api/content-tags/admin/promo-codes'), { token: await svc.loginAs(MEMBER) })).status).toBe(403);
    const bad = await fetchJson(url('/api/content-tags/admin/promo-codes?state=gone&tier=gold'), { token: admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['state', 'tier']);
  });
});
