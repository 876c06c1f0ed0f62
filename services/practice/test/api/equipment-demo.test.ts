import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered, type EquipmentItem } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { registeredMember, startPracticeService } from '../support/practice-service.ts';

/**
 * The demo member's two shotguns with their maintenance history, the Beretta primary, usage
 * from the demo sessions; their season's cartridge ledger; their competitions at club, state and zonal level.
 */
let svc: TestService;
const MEMBER = 'e6e6e6e6e6e6e6e6e6e6e6e6';
const url = (path: string) => `${svc.url}${path}`;

beforeAll(async () => {
  svc = await startPracticeService({ DEMO_MODE: 'true' });
  await publishTestEvent(svc, userRegistered, registeredMember(MEMBER, 'member'));
  await waitForConsumers(svc, { timeoutMs: 90_000 });
}, 120_000); // the whole demo seed (sessions, logs, progression, gear) on a loaded machine
afterAll(() => svc?.stop());

describe('demo equipment', () => {
  it('when the demo member opens their equipment, then the Beretta is primary and both shotguns show usage, a next service and a maintenance history', async () => {
    const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
    const items = (await fetchJson(url('/api/equipment/items'), { token })).body.items as EquipmentItem[];
    const beretta = items.find((i) => i.name === 'Beretta DT11')!;
    const perazzi = items.find((i) => i.name === 'Perazzi MX8')!;
    expect(items.filter((i) => i.isPrimary).map((i) => i.name)).toEqual(['Beretta DT11']);

    // usage: exactly the demo sessions that name each gun (they publish no events)
    const sessions = svc.ctx.conn.collection('practice_sessions');
    for (const gun of [beretta, perazzi]) {
      expect(gun.usage.sessions).toBe(await sessions.countDocuments({ userId: MEMBER, equipmentIds: gun.id }));
      expect(gun.usage.shots).toBeGreaterThan(gun.usage.targets);
      expect(gun.service.nextDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
    expect(beretta.usage.sessions).toBeGreaterThan(perazzi.usage.sessions);
    expect(perazzi.service.dueBy).toBe('record');
    expect(beretta.service.shotsLeft).not.toBeNull();

    const history = (await fetchJson(url(`/api/equipment/items/${beretta.id}/maintenance`), { token })).body;
    expect(history.total).toBe(3);
    expect(beretta.costOfOwnership).toEqual({ price: 1_250_000, maintenance: 6500 + 900 + 4200, total: 1_261_600, records: 3 });
    expect((await fetchJson(url(`/api/equipment/items/${perazzi.id}/maintenance`), { token })).body.total).toBe(2);
  });
});

describe('demo cartridge ledger and competitions', () => {
  it('when the demo member opens their ledger, then the season’s five purchases and two unlogged shoots are there, and stock and months add up', async () => {
    const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
    const purchases = (await fetchJson(url('/api/cartridges/purchases'), { token })).body;
    expect(purchases.total).toBe(5);
    // newest first
    expect(purchases.items.map((p: { brand: string; quantity: number }) => [p.brand, p.quantity])).toEqual([
      ['B&P F2 Mach', 1000],
      ['Fiocchi TT Two', 1250],
      ['Rottweil Trap', 1000],
      ['Fiocchi TT Two', 1000],
      ['Rottweil Trap', 2000],
    ]);
    expect(purchases.items.every((p: { dealer: string | null; load: number | null }) => p.dealer && p.load === 24)).toBe(true);
    const uses = (await fetchJson(url('/api/cartridges/uses'), { token })).body;
    expect(uses.items.map((u: { quantity: number }) => u.quantity)).toEqual([100, 150]);

    const summary = (await fetchJson(url('/api/cartridges/summary'), { token })).body;
    // ₹510,375 for 6,250 cartridges
    expect(summary.averagePricePerCartridge).toBe(81.66);
    expect(summary.stock.purchased).toBe(6250);
    // the demo sessions fire cartridges besides the two unlogged shoots
    expect(summary.stock.used).toBeGreaterThan(250);
    expect(summary.stock.onHand).toBe(6250 - summary.stock.used);
    // everything falls within the chart's 12 months (the demo season is six)
    const months = summary.months as { used: number; spent: number }[];
    expect(months.reduce((t, m) => t + m.spent, 0)).toBe(510_375);
    expect(months.reduce((t, m) => t + m.used, 0)).toBe(summary.stock.used);
  });

  it('when the demo member lists their competitions, then there are club, state and zonal ones', async () => {
    const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
    const list = (await fetchJson(url('/api/competitions?limit=50'), { token })).body;
    expect(list.total).toBe(6);
    expect(new Set(list.items.map((c: { level: string }) => c.level))).toEqual(new Set(['club', 'state', 'zonal']));
    expect(list.items.find((c: { name: string }) => c.name === 'North Zone Shotgun Championship')).toMatchObject({ level: 'zonal', maxScore: 125 });
  });
});
