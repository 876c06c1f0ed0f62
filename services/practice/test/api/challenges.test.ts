import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessionLogged, practiceSessionUpdated, practiceStaffActionRecorded } from '@trap/contracts';
import { eventually, fetchJson, publishTestEvent, waitForSettled, type TestService } from '@trap/kit/testing';
import { publishedPracticeEvents, startPracticeService } from '../support/practice-service.ts';
import { card } from '../support/rounds.ts';

let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const newId = () => randomBytes(12).toString('hex');
beforeAll(async () => {
  svc = await startPracticeService();
});
afterAll(() => svc?.stop());

// Hand-computed rounds (test/support/rounds.ts: station = floor(i/5)+1, so targets 21..25 are station 5):
// RECOVERY: 23 broken (22 first barrel = 88 %), longest run 23, 4 broken at station 5.
// NEAR: 24 broken (all first barrel = 96 %), run 24, 4 at station 5.  CLEAN: 25 straight, 100 %, 5 at station 5.
const RECOVERY = 'LSFFF FFFFF FFFFF FFFFF FFFFL';
const NEAR = 'FFFFF FFFFF FFFFF FFFFF FFFFL';
const CLEAN = 'FFFFF FFFFF FFFFF FFFFF FFFFF';
const SEASON = `season-${new Date().getUTCFullYear()}-3000`;

async function member(role?: 'admin') {
  const id = newId();
  return { id, token: await svc.loginAs({ userId: id, ...(role ? { role } : {}) }) };
}

async function log(token: string, date: string, pattern: string) {
  const res = await fetchJson(url('/api/practice/sessions'), {
    token,
    json: { date, discipline: 'olympic-trap', scores: [{ shots: card(pattern) }] },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; date: string };
}

interface Item {
  id: string;
  currentCount: number;
  isCompleted: boolean;
  remaining: number;
  completedAt: string | null;
}
const board = async (token: string) =>
  (await fetchJson(url('/api/challenges'), { token })).body as { items: Item[]; completed: number; xpEarned: number };
const item = async (token: string, id: string) => (await board(token)).items.find((i) => i.id === id);
const achievements = async (token: string) =>
  (await fetchJson(url('/api/achievements'), { token })).body as {
    earned: { id: string; unlockedAt: string }[];
    locked: { id: string; current: number; remaining: number; left: string }[];
  };

const settled = () => waitForSettled(svc);
const eventsOf = async (subject: string, userId: string) =>
  (await publishedPracticeEvents(svc.ctx.bus)).filter((e) => e.subject === subject && e.data.userId === userId).map((e) => e.data);

describe('challenges and achievements from practice events', () => {
  it('when a new member logs three hand-computed rounds, then each challenge and achievement moves as computed and each completion and unlock is announced once, also after replays', async () => {
    const me = await member();
    const first = await log(me.token, '2026-03-02', RECOVERY);
    await eventually(async () => ((await item(me.token, 'three-in-a-week'))?.currentCount === 1 ? true : null));
    expect(await item(me.token, 'run-50-straight')).toMatchObject({ currentCount: 23, remaining: 27, isCompleted: false });
    expect(await item(me.token, 'first-barrel-90')).toMatchObject({ currentCount: 88, remaining: 2, isCompleted: false });
    expect(await item(me.token, 'station-5-specialist')).toMatchObject({ currentCount: 4, remaining: 96 });
    expect(await item(me.token, SEASON)).toMatchObject({ currentCount: 23, remaining: 2977 });
    await eventually(async () => ((await achievements(me.token)).earned.length === 1 ? true : null));
    let a = await achievements(me.token);
    expect(a.earned.map((e) => e.id)).toEqual(['first-session']);
    expect(a.locked.find((l) => l.id === 'first-25-straight')).toMatchObject({
      current: 23,
      remaining: 2,
      left: '2 more targets in your best round of 25',
    });
    expect(a.locked.find((l) => l.id === 'targets-100')).toMatchObject({ current: 23, remaining: 77, left: '77 more targets' });

    // 24 of 25, all first barrel (96 %): the first-barrel challenge and achievement
    await log(me.token, '2026-03-04', NEAR);
    await eventually(async () => ((await item(me.token, 'first-barrel-90'))?.isCompleted ? true : null));
    expect(await item(me.token, 'three-in-a-week')).toMatchObject({ currentCount: 2, remaining: 1 });
    expect(await item(me.token, 'run-50-straight')).toMatchObject({ currentCount: 24, isCompleted: false });

    // the straight: three in a week completes, First 25 Straight unlocks; a run of 50 needs 25 more
    const third = await log(me.token, '2026-03-06', CLEAN);
    const seeded = ['three-in-a-week', 'station-5-specialist', 'run-50-straight', 'first-barrel-90', SEASON];
    const seededDone = async () => (await board(me.token)).items.filter((i) => seeded.includes(i.id) && i.isCompleted).length;
    await eventually(async () => ((await seededDone()) === 2 ? true : null));
    const b = await board(me.token);
    expect(b.xpEarned).toBeGreaterThanOrEqual(50 + 100);
    expect(b.items.find((i) => i.id === 'run-50-straight')).toMatchObject({ currentCount: 25, remaining: 25, isCompleted: false });
    expect(b.items.find((i) => i.id === 'station-5-specialist')).toMatchObject({ currentCount: 13, remaining: 87 });
    expect(b.items.find((i) => i.id === SEASON)).toMatchObject({ currentCount: 72 });
    // running first, completed after them
    expect(b.items.findIndex((i) => i.isCompleted)).toBe(b.items.filter((i) => !i.isCompleted).length);
    await eventually(async () => ((await achievements(me.token)).earned.length === 3 ? true : null));
    a = await achievements(me.token);
    expect(a.earned.map((e) => e.id).sort()).toEqual(['first-25-straight', 'first-barrel-90', 'first-session']);
    expect(a.locked.find((l) => l.id === 'targets-100')).toMatchObject({ current: 72, left: '28 more targets' });
    // 2, 4 and 6 March 2026 are one week (Monday to Sunday)
    expect(a.locked.find((l) => l.id === 'month-without-missed-week')).toMatchObject({ current: 1, left: '3 more weeks in a row' });

    await settled();
    const completed = await eventsOf('practice.challenge.completed', me.id);
    expect(completed.map((e) => e.challengeId).sort()).toEqual(['first-barrel-90', 'three-in-a-week']);
    expect(completed.find((e) => e.challengeId === 'three-in-a-week')).toMatchObject({ name: 'Three Rounds in a Week', xpReward: 50 });
    const unlocked = await eventsOf('practice.achievement.unlocked', me.id);
    expect(unlocked.map((e) => e.achievementId).sort()).toEqual(['first-25-straight', 'first-barrel-90', 'first-session']);
    expect(unlocked.find((e) => e.achievementId === 'first-25-straight')).toMatchObject({ title: 'First 25 Straight' });

    // replayed events: nothing changes, nothing is announced again
    const before = await board(me.token);
    const beforeA = await achievements(me.token);
    for (const s of [first, third]) {
      const data = {
        sessionId: s.id,
        userId: me.id,
        title: s.title,
        date: s.date,
        discipline: 'olympic-trap' as const,
        rounds: 1,
        totalScore: 25,
        maxScore: 25,
        dtlPoints: null,
        location: null,
      };
      await publishTestEvent(svc, practiceSessionLogged, data);
      await publishTestEvent(svc, practiceSessionLogged, data);
      await publishTestEvent(svc, practiceSessionUpdated, data);
    }
    await settled();
    expect(await board(me.token)).toEqual(before);
    expect(await achievements(me.token)).toEqual(beforeA);
    expect(await eventsOf('practice.challenge.completed', me.id)).toHaveLength(2);
    expect(await eventsOf('practice.achievement.unlocked', me.id)).toHaveLength(3);

    // deleting the straight keeps what was earned (with its date), and the counts follow the sessions
    expect((await fetchJson(url(`/api/practice/sessions/${third.id}`), { method: 'DELETE', token: me.token })).status).toBe(204);
    await eventually(async () => ((await item(me.token, SEASON))?.currentCount === 47 ? true : null));
    expect(await item(me.token, 'three-in-a-week')).toMatchObject({
      isCompleted: true,
      completedAt: before.items.find((i) => i.id === 'three-in-a-week')!.completedAt,
    });
    expect(await item(me.token, 'run-50-straight')).toMatchObject({ currentCount: 24, isCompleted: false });
    expect((await achievements(me.token)).earned).toHaveLength(3);
    await settled();
    expect(await eventsOf('practice.challenge.completed', me.id)).toHaveLength(2);
  });

  it('when a member logs an edit of a session, then progress is derived from the session as it is now', async () => {
    const me = await member();
    const s = await log(me.token, '2026-04-01', RECOVERY);
    await eventually(async () => ((await item(me.token, 'run-50-straight'))?.currentCount === 23 ? true : null));
    const edit = await fetchJson(url(`/api/practice/sessions/${s.id}`), {
      method: 'PUT',
      token: me.token,
      json: { date: '2026-04-01', discipline: 'olympic-trap', scores: [{ shots: card(NEAR) }] },
    });
    expect(edit.status).toBe(200);
    await eventually(async () => ((await item(me.token, 'run-50-straight'))?.currentCount === 24 ? true : null));
    expect(await item(me.token, SEASON)).toMatchObject({ currentCount: 24 });
    expect(await item(me.token, 'three-in-a-week')).toMatchObject({ currentCount: 1 });
  });

  it('when hand-computed sessions reach every station above 80 %, ten sessions and four weeks in a row, then those achievements unlock once each', async () => {
    const me = await member();
    // ten sessions, one a week from Monday 5 January 2026: 10 × 24 = 240 broken, stations 1..4 all 100 %, station 5 80 %
    for (let w = 0; w < 10; w++) await log(me.token, new Date(Date.UTC(2026, 0, 5 + 7 * w)).toISOString().slice(0, 10), NEAR);
    await eventually(async () => ((await achievements(me.token)).earned.length === 6 ? true : null));
    const a = await achievements(me.token);
    // best round of 25 is 24: no First 25 Straight
    expect(a.earned.map((e) => e.id).sort()).toEqual([
      'every-station-80',
      'first-barrel-90',
      'first-session',
      'month-without-missed-week',
      'targets-100',
      'ten-sessions',
    ]);
    expect(a.locked.find((l) => l.id === 'first-25-straight')).toMatchObject({
      current: 24,
      left: '1 more target in your best round of 25',
    });
    expect(a.locked.find((l) => l.id === 'targets-1000')).toMatchObject({ current: 240, remaining: 760 });
    await settled();
    expect(await eventsOf('practice.achievement.unlocked', me.id)).toHaveLength(6);
  });
});

describe('admin: add and retire challenges', () => {
  it('when an admin adds a station-mastery challenge, then members see their progress from the sessions they already logged; bad input is 400 and members are refused', async () => {
    const admin = await member('admin');
    const me = await member();
    await log(me.token, '2026-05-01', RECOVERY); // 4 broken at station 1 (L S F F F: the S counts)
    await eventually(async () => ((await item(me.token, 'three-in-a-week'))?.currentCount === 1 ? true : null));
    const bad = await fetchJson(url('/api/challenges'), {
      token: admin.token,
      json: { name: 'x', type: 'station_mastery', requiredCount: 0, xpReward: -1, description: '' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Name must be at least 3 characters');
    const input = {
      name: `Station 1 Test ${me.id}`,
      description: 'Break 9 from station 1.',
      type: 'station_mastery',
      requiredCount: 9,
      station: 1,
      xpReward: 20,
    };
    expect((await fetchJson(url('/api/challenges'), { token: me.token, json: input })).status).toBe(403);
    const noStation = await fetchJson(url('/api/challenges'), { token: admin.token, json: { ...input, station: null } });
    expect(noStation.status).toBe(400);
    expect(JSON.stringify(noStation.body)).toContain('Station is required for this type');
    const created = await fetchJson(url('/api/challenges'), { token: admin.token, json: input });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ ...input, isActive: true, skillId: null });
    const mine = await fetchJson(url(`/api/challenges/${id}`), { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ currentCount: 4, remaining: 5, isCompleted: false });
    // the next session completes it: 4 + 5 = 9
    await log(me.token, '2026-05-02', CLEAN);
    await eventually(async () => ((await item(me.token, id))?.isCompleted ? true : null));
    await settled();
    expect((await eventsOf('practice.challenge.completed', me.id)).filter((e) => e.challengeId === id)).toHaveLength(1);

    // retired: off the board for those who did not complete it, kept by those who did
    const other = await member();
    expect((await fetchJson(url(`/api/challenges/${id}`), { method: 'PATCH', token: me.token, json: { isActive: false } })).status).toBe(
      403,
    );
    const retired = await fetchJson(url(`/api/challenges/${id}`), { method: 'PATCH', token: admin.token, json: { isActive: false } });
    expect(retired.status).toBe(200);
    expect(retired.body.isActive).toBe(false);
    expect((await board(other.token)).items.some((i) => i.id === id)).toBe(false);
    expect((await fetchJson(url(`/api/challenges/${id}`), { token: other.token })).status).toBe(404);
    expect((await item(me.token, id))?.isCompleted).toBe(true);
    expect(
      (await fetchJson(url('/api/challenges/no-such'), { method: 'PATCH', token: admin.token, json: { isActive: false } })).status,
    ).toBe(404);
    expect((await fetchJson(url(`/api/challenges/${id}`), { method: 'PATCH', token: admin.token, json: {} })).status).toBe(400);
    expect((await fetchJson(url('/api/challenges/no-such'), { token: me.token })).status).toBe(404);
    expect((await fetchJson(url('/api/challenges'))).status).toBe(401);
    expect((await fetchJson(url('/api/achievements'))).status).toBe(401);
  });

  it('when an admin adds a challenge, edits it, retires it and brings it back, then each is in the audit trail once with who did it and what changed', async () => {
    const admin = await member('admin');
    const input = {
      name: `Audit Challenge ${admin.id}`,
      description: 'Log three sessions.',
      type: 'sessions_in_period',
      requiredCount: 3,
      periodDays: 30,
      xpReward: 15,
    };
    const created = await fetchJson(url('/api/challenges'), { token: admin.token, json: input });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const patch = (json: Record<string, unknown>) => fetchJson(url(`/api/challenges/${id}`), { method: 'PATCH', token: admin.token, json });
    expect((await patch({ xpReward: 25, description: 'Log three sessions this month.' })).status).toBe(200);
    expect((await patch({ isActive: false })).status).toBe(200);
    expect((await patch({ isActive: true })).status).toBe(200);
    // the same values again change nothing: no action to record
    expect((await patch({ isActive: true })).status).toBe(200);

    await svc.relay.flush();
    const audited = (await publishedPracticeEvents(svc.ctx.bus))
      .filter((e) => e.subject === practiceStaffActionRecorded.subject && e.data.itemId === id)
      .map((e) => e.data);
    expect(audited.map((a) => a.action)).toEqual(['challenge.create', 'challenge.update', 'challenge.retire', 'challenge.restore']);
    expect(audited.every((a) => a.actorId === admin.id && a.actorRole === 'admin' && a.itemType === 'challenge')).toBe(true);
    expect(audited[0]).toMatchObject({
      itemLabel: input.name,
      before: null,
      after: expect.objectContaining({ xpReward: 15, isActive: true }),
    });
    expect(audited[1]).toMatchObject({
      before: { xpReward: 15, description: 'Log three sessions.' },
      after: { xpReward: 25, description: 'Log three sessions this month.' },
    });
    expect(audited[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(audited[3]).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
  });
});
