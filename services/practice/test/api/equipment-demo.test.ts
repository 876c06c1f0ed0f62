import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered, type EquipmentItem } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { registeredMember, startPracticeService } from '../support/practice-service.ts';

/** Issue 15.5: the demo member's two shotguns with their maintenance history, the Beretta primary, usage from the demo sessions. */
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
