import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { card } from '../support/rounds.ts';
import { startPracticeService } from '../support/practice-service.ts';

/** DECISIONS "What each tier unlocks", enforced by the practice service's declarations. */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const FREE = 'c1c1c1c1c1c1c1c1c1c1c1c1';
const CIRCLE = 'c2c2c2c2c2c2c2c2c2c2c2c2';
const PRO = 'c3c3c3c3c3c3c3c3c3c3c3c3';
const PENDING = 'c4c4c4c4c4c4c4c4c4c4c4c4';
const MAPPER = 'c5c5c5c5c5c5c5c5c5c5c5c5';

beforeAll(async () => {
  svc = await startPracticeService();
});
afterAll(() => svc?.stop());

describe('tier gates of the member tools', () => {
  it("when a Range Pass member opens equipment, then it is 403 TIER_REQUIRED for Shooter's Circle and nothing is stored", async () => {
    const token = await svc.loginAs({ userId: FREE, role: 'member', tier: 'range_pass' });
    const list = await fetchJson(url('/api/equipment/items'), { token });
    expect(list.status).toBe(403);
    expect(list.body.error).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'shooters_circle' });
    const before = await svc.ctx.conn.collection('equipment_items').countDocuments({ userId: FREE });
    const create = await fetchJson(url('/api/equipment/items'), { token, json: { categoryId: 'shotgun', name: 'Beretta DT11' } });
    expect(create.status).toBe(403);
    expect(await svc.ctx.conn.collection('equipment_items').countDocuments({ userId: FREE })).toBe(before);
    // what Range Pass has stays open: practice logging and the journal
    expect((await fetchJson(url('/api/practice/sessions'), { token })).status).toBe(200);
    expect((await fetchJson(url('/api/journal/entries'), { token })).status).toBe(200);
  });

  it("when a Shooter's Circle member opens equipment, then it answers; Pro Lane's weather analysis and Elite's pathway standing stay locked", async () => {
    const token = await svc.loginAs({ userId: CIRCLE, role: 'member', tier: 'shooters_circle' });
    expect((await fetchJson(url('/api/equipment/items'), { token })).status).toBe(200);
    expect((await fetchJson(url('/api/arms-licence'), { token })).status).not.toBe(403);
    const weather = await fetchJson(url('/api/weather/analysis'), { token });
    expect(weather.status).toBe(403);
    expect(weather.body.error.requiredTier).toBe('pro_lane');
    const standing = await fetchJson(url('/api/pathway/standing'), { token });
    expect(standing.status).toBe(403);
    expect(standing.body.error.requiredTier).toBe('elite_trigger');
  });

  it('when a Pro Lane member asks for the weather analysis, then it answers', async () => {
    const token = await svc.loginAs({ userId: PRO, role: 'member', tier: 'pro_lane' });
    expect((await fetchJson(url('/api/weather/analysis'), { token })).status).toBe(200);
  });

  it("when a Range Pass member opens My Stats, then it covers their last 90 days and says so; Shooter's Circle sees every session", async () => {
    // IST calendar days, as the service counts them
    const daysAgo = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
    const free = await svc.loginAs({ userId: FREE, role: 'member', tier: 'range_pass' });
    for (const date of [daysAgo(200), daysAgo(10)]) {
      const res = await fetchJson(url('/api/practice/sessions'), { token: free, json: { date, scores: [{ total: 20 }] } });
      expect(res.status, res.text).toBe(201);
    }
    const limited = (await fetchJson(url('/api/practice/stats'), { token: free })).body;
    expect(limited.basis.sessions).toBe(1);
    expect(limited.historyLimit).toMatchObject({ days: 90, from: daysAgo(90), fullHistoryTier: 'shooters_circle' });
    // asking for an earlier start changes nothing below Shooter's Circle
    expect((await fetchJson(url(`/api/practice/stats?from=${daysAgo(365)}`), { token: free })).body.basis.sessions).toBe(1);
    await svc.ctx.sessions.setMembership(FREE, {
      membershipTier: 'shooters_circle',
      membershipStatus: 'active',
      membershipEndDate: Date.now() + 86_400_000,
    });
    const full = (await fetchJson(url('/api/practice/stats'), { token: free })).body;
    expect(full.basis.sessions).toBe(2);
    expect(full.historyLimit).toBeNull();
  });

  it("when a member below Pro Lane opens My Stats, then the miss map's hit rates per station and direction are left out; Pro Lane gets them", async () => {
    const token = await svc.loginAs({ userId: MAPPER, role: 'member', tier: 'shooters_circle' });
    const logged = await fetchJson(url('/api/practice/sessions'), {
      token,
      json: { date: new Date().toISOString().slice(0, 10), scores: [{ shots: card('FFSLF FFFFF FSFFL FFFFF FLFFF') }] },
    });
    expect(logged.status, logged.text).toBe(201);
    const live = (membershipTier: 'range_pass' | 'shooters_circle' | 'pro_lane') =>
      svc.ctx.sessions.setMembership(MAPPER, { membershipTier, membershipStatus: 'active', membershipEndDate: Date.now() + 86_400_000 });
    for (const tier of ['range_pass', 'shooters_circle'] as const) {
      await live(tier);
      const locked = (await fetchJson(url('/api/practice/stats'), { token })).body;
      expect(locked, tier).toMatchObject({ byStation: [], byDirection: [], kills: 22, targets: 25 });
    }
    await live('pro_lane');
    const open = (await fetchJson(url('/api/practice/stats'), { token })).body;
    expect(open.byStation).toHaveLength(5);
    expect(open.byDirection.map((b: { key: string }) => b.key).sort()).toEqual(['left', 'right', 'straight']);
    expect(open.byStation[0]).toMatchObject({ key: '1', targets: 5, kills: 4 });
  });

  it('when a member is still pending payment for a paid tier, then they have Range Pass until it is paid', async () => {
    const token = await svc.loginAs({ userId: PENDING, role: 'member', tier: 'pro_lane', membershipStatus: 'pending_payment' });
    expect((await fetchJson(url('/api/equipment/items'), { token })).status).toBe(403);
    await svc.ctx.sessions.setMembership(PENDING, {
      membershipTier: 'pro_lane',
      membershipStatus: 'active',
      membershipEndDate: Date.now() + 86_400_000,
    });
    expect((await fetchJson(url('/api/equipment/items'), { token })).status).toBe(200);
  });
});
