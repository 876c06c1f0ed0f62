import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { aggregateSession } from '@trap/contracts';
import { StatsRowsCache } from '../../src/modules/sessions/stats-rows-cache.ts';
import type { SessionStatsRowDoc } from '../../src/modules/sessions/session-stats-row.model.ts';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * Statistics read the member's rows from a Redis hash (stats-rows-cache.ts). Two instances of the
 * service share one database and one Redis, as two replicas would: whatever one writes, the other's
 * next read shows, and a load that raced a write is never kept.
 */
const USER = 'b2b2b2b2b2b2b2b2b2b2b2b2';
let a: TestService;
let b: TestService;
let onA: string;
let onB: string;

beforeAll(async () => {
  a = await startPracticeService();
  b = await startPracticeService({ MONGO_DB: a.env.MONGO_DB!, REDIS_PREFIX: a.env.REDIS_PREFIX!, EVENT_NAMESPACE: a.env.EVENT_NAMESPACE! });
  onA = await a.loginAs({ userId: USER, role: 'member' });
  onB = await b.loginAs({ userId: USER, role: 'member' });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const stats = async (svc: TestService, token: string, query = '') => {
  const res = await fetchJson(`${svc.url}/api/practice/stats${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as { kills: number; targets: number; sessions: number };
};
const log = async (svc: TestService, token: string, date: string, total: number) => {
  const res = await fetchJson(`${svc.url}/api/practice/sessions`, { token, json: { date, scores: [{ total }] } });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

describe('statistics rows cached per member', () => {
  it('when sessions are logged, edited and deleted through either replica, then the other replica’s stats follow at once', async () => {
    expect(await stats(a, onA)).toMatchObject({ kills: 0, targets: 0 });
    const rowsKey = `${a.env.REDIS_PREFIX}practice:session-rows:${USER}`;
    expect(await a.ctx.redis.hexists(rowsKey, '~complete')).toBe(1);

    const first = await log(b, onB, '2026-01-10', 21);
    expect(await stats(a, onA)).toMatchObject({ kills: 21, targets: 25 });
    const second = await log(a, onA, '2026-02-10', 23);
    expect(await stats(b, onB)).toMatchObject({ kills: 44, targets: 50 });

    const moved = await fetchJson(`${a.url}/api/practice/sessions/${first}`, {
      method: 'PUT',
      token: onA,
      json: { date: '2026-03-01', scores: [{ total: 21 }] },
    });
    expect(moved.status).toBe(200);
    expect(await stats(b, onB, '?from=2026-02-01&to=2026-02-28')).toMatchObject({ kills: 23, targets: 25 });
    expect(await stats(b, onB, '?from=2026-03-01')).toMatchObject({ kills: 21, targets: 25 });

    expect((await fetchJson(`${b.url}/api/practice/sessions/${second}`, { method: 'DELETE', token: onB })).status).toBeLessThan(300);
    expect(await stats(a, onA)).toMatchObject({ kills: 21, targets: 25 });
    // still served from the hash, which now holds exactly the one live session
    expect((await a.ctx.redis.hkeys(rowsKey)).sort()).toEqual([first, '~complete'].sort());
  });

  it('when a write lands while rows are loaded from the database, then those rows are used once and loaded again next time', async () => {
    const cache = new StatsRowsCache(a.ctx.redis, `${a.env.REDIS_PREFIX}race:`);
    const row = (id: string, day: string): SessionStatsRowDoc => ({
      _id: id,
      userId: 'u-race',
      date: new Date(`${day}T00:00:00.000Z`),
      discipline: 'olympic-trap',
      location: null,
      rangeId: null,
      weatherConditions: null,
      equipmentIds: [],
      agg: aggregateSession('olympic-trap', []),
    });
    let loads = 0;
    const racing = await cache.rows('u-race', async () => {
      loads++;
      // another process stores a session while this load is under way
      await cache.put('u-race', 's2', row('s2', '2026-05-02'));
      return [row('s1', '2026-05-01')];
    });
    expect(racing.map((r) => r._id)).toEqual(['s1']);

    const load = async () => {
      loads++;
      return [row('s1', '2026-05-01'), row('s2', '2026-05-02')];
    };
    const again = await cache.rows('u-race', load);
    expect(loads).toBe(2);
    expect(again.map((r) => r._id).sort()).toEqual(['s1', 's2']);

    const cached = await cache.rows('u-race', load);
    expect(loads).toBe(2);
    expect(cached.map((r) => r._id).sort()).toEqual(['s1', 's2']);
    expect(cached.find((r) => r._id === 's2')!.date).toEqual(new Date('2026-05-02T00:00:00.000Z'));
  });
});
