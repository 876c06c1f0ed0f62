import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { userRegistered } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { demoSessions } from '../../src/modules/demo/demo-sessions.ts';
import { registeredMember, startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
const MEMBER = 'd4d4d4d4d4d4d4d4d4d4d4d4';
const url = (path: string) => `${svc.url}${path}`;

beforeAll(async () => {
  svc = await startPracticeService({ DEMO_MODE: 'true' });
});
afterAll(() => svc?.stop());

describe('demo data', () => {
  it('when the demo member is registered (even twice), then they get six months of sessions once; other members get none', async () => {
    await publishTestEvent(svc, userRegistered, registeredMember(MEMBER, 'member'));
    await publishTestEvent(svc, userRegistered, registeredMember('e5e5e5e5e5e5e5e5e5e5e5e5', 'someone'));
    await waitForConsumers(svc);
    await publishTestEvent(svc, userRegistered, registeredMember(MEMBER, 'member'));
    await waitForConsumers(svc);
    const sessions = svc.ctx.conn.collection('practice_sessions');
    const count = await sessions.countDocuments({ userId: MEMBER });
    expect(count).toBe(demoSessions(MEMBER).length);
    expect(count).toBeGreaterThan(40);
    expect(await sessions.countDocuments({ userId: 'e5e5e5e5e5e5e5e5e5e5e5e5' })).toBe(0);
  });

  it('then the demo member sees an improving shooter with a weak station 4 and a wind weakness', async () => {
    const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
    const stats = (await fetchJson(url('/api/practice/stats?discipline=olympic-trap'), { token })).body;
    expect(stats.trend.slopePerMonth).toBeGreaterThan(0);
    const first = stats.trend.byMonth[0].month as string;
    expect(Date.parse(`${first}-01`)).toBeLessThan(Date.now() - 150 * 86_400_000);
    const weakest = [...stats.byStation].sort((a: { rate: number }, b: { rate: number }) => a.rate - b.rate)[0];
    expect(weakest.key).toBe('4');
    const insights = (await fetchJson(url('/api/practice/insights'), { token })).body;
    expect(insights.findings.map((f: { kind: string }) => f.kind)).toEqual(expect.arrayContaining(['station', 'wind']));
  });

  it('then the demo member owns the guns their sessions were shot with, and the coach names them', async () => {
    const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
    const items = (await fetchJson(url('/api/equipment/items'), { token })).body.items as { id: string; name: string }[];
    expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['Beretta DT11', 'Perazzi MX8']));
    const used = await svc.ctx.conn.collection('practice_sessions').distinct('equipmentIds', { userId: MEMBER });
    expect(used.sort()).toEqual(items.filter((i) => /Beretta|Perazzi/.test(i.name)).map((i) => i.id).sort());
    const tips = (await fetchJson(url('/api/ai-coach/equipment-tips'), { token })).body.tips as string;
    expect(tips).toMatch(/(Beretta DT11|Perazzi MX8): \d+% in \d+ sessions with it/);
  });
});

describe('scale', () => {
  it('when a member has 2,000 sessions, then stats rest on all of them from the per-session statistics rows', async () => {
    const userId = 'f6f6f6f6f6f6f6f6f6f6f6f6';
    const template = demoSessions(userId);
    const docs = Array.from({ length: 2000 }, (_, i) => ({
      ...template[i % template.length]!,
      _id: new Types.ObjectId(),
      idempotencyKey: `scale-${i}`,
    }));
    const db = svc.ctx.conn;
    for (let i = 0; i < docs.length; i += 500) {
      const batch = docs.slice(i, i + 500);
      await db.collection('practice_sessions').insertMany(batch as never[]);
      // the statistics rows the service writes beside each session
      await db
        .collection('practice_session_stats')
        .insertMany(
          batch.map((d) => ({
            _id: String(d._id),
            userId,
            date: d.date,
            discipline: d.discipline,
            location: d.location,
            rangeId: null,
            weatherConditions: d.weatherConditions,
            equipmentIds: d.equipmentIds,
            aggJson: JSON.stringify(d.agg),
          })) as never[],
        );
    }
    const token = await svc.loginAs({ userId, role: 'member' });
    // Speed is measured by the k6 bench, not here: this checks that stats read the stats rows.
    const res = await fetchJson(url('/api/practice/stats'), { token });
    expect(res.status).toBe(200);
    expect(res.body.basis.sessions).toBe(2000);
    // inserting 2,000 sessions and their rows took over 120 s at load 20-38 on 2 cores
  }, 300_000);
});
