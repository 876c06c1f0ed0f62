import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeCompleted, practiceSessionLogged } from '@trap/contracts';
import { eventually, fetchJson, publishTestEvent, waitForSettled, type TestService } from '@trap/kit/testing';
import { publishedPracticeEvents, startPracticeService } from '../support/practice-service.ts';
import { card } from '../support/rounds.ts';
import { memberLevel, memberLevelLabel } from '../../src/modules/progression/skills.ts';

let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const newId = () => randomBytes(12).toString('hex');
beforeAll(async () => {
  svc = await startPracticeService();
});
afterAll(() => svc?.stop());

// Hand-computed in test/unit/skills.test.ts: CLEAN + RECOVERY earn stance 50, gun hold 94, straightaways 20,
// hard lefts 9, hard rights 9, quartering 48, second barrel 3, long runs 60, competition 20, mental game 5.
const CLEAN = 'FFFFF FFFFF FFFFF FFFFF FFFFF';
const RECOVERY = 'LSFFF FFFFF FFFFF FFFFF FFFFL';
// second-barrel recovery (3 XP) stays below level 1, so doubles and the mental game stay locked and
// their XP (mental game 5) does not count: 50 + 94 + 20 + 9 + 9 + 48 + 3 + 60 + 20 = 313 (level 2 on its own).
const TOTAL = 313;

async function member() {
  const id = newId();
  return { id, token: await svc.loginAs({ userId: id }) };
}

const levelEvents = async (userId: string) =>
  (await publishedPracticeEvents(svc.ctx.bus)).filter((e) => e.subject === 'practice.member.level_changed' && e.data.userId === userId);

async function logTwoRounds(token: string) {
  const res = await fetchJson(url('/api/practice/sessions'), {
    token,
    json: { date: '2026-03-07', discipline: 'olympic-trap', scores: [{ shots: card(CLEAN) }, { shots: card(RECOVERY) }] },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; date: string };
}

const progression = async (token: string) => (await fetchJson(url('/api/progression'), { token })).body;

/**
 * Challenges (another module of this service) may reward the same sessions with XP through
 * practice.challenge.completed, so totals are checked as skills + challenges, and the level events as
 * a history: revisions 1..n, each a different level from the one before, the last one the level now.
 */
async function expectConsistent(token: string, userId: string) {
  await waitForSettled(svc);
  const p = await progression(token);
  expect(p.totalXp).toBe(p.skillXp + p.challengeXp);
  expect(p.level).toBe(memberLevel(p.totalXp));
  expect(p.levelLabel).toBe(memberLevelLabel(p.level));
  const events = (await levelEvents(userId)).map((e) => e.data);
  expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i + 1));
  events.forEach((e, i) => expect(e.level).not.toBe(i === 0 ? 1 : events[i - 1]!.level));
  expect(events.at(-1)?.level ?? 1).toBe(p.level);
  return { p, events };
}

describe('GET /api/skills and /api/progression', () => {
  it('when a new member opens the roadmap, then level 1 Beginner with 0 XP, only stance and mount open and the rest locked behind their prerequisites', async () => {
    const me = await member();
    const res = await fetchJson(url('/api/skills'), { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.progression).toMatchObject({ totalXp: 0, level: 1, levelLabel: 'Beginner', nextLevelXp: 250, progressToNext: 0 });
    expect(res.body.categories).toEqual(['Fundamentals', 'Station angles', 'Barrel work', 'Consistency', 'Competition']);
    const stance = res.body.skills.find((s: { id: string }) => s.id === 'stance-and-mount');
    expect(stance).toMatchObject({ unlocked: true, level: 0, xp: 0, nextLevelXp: 25, prerequisites: [] });
    const lefts = res.body.skills.find((s: { id: string }) => s.id === 'hard-lefts-station-1');
    expect(lefts).toMatchObject({ unlocked: false, prerequisites: [{ id: 'straightaways', name: 'Straightaways', met: false }] });
    expect(res.body.practiseNext).toMatchObject({ skillId: 'stance-and-mount' });
    expect(res.body.practiseNext.reason).toContain('unlocks Gun hold and visual pick-up');
  });

  it('when a member logs rounds target by target, then each skill gets the hand-computed XP, the level rises once with its event, and the weakest station and direction pick what to practise next', async () => {
    const me = await member();
    const other = await member();
    await logTwoRounds(me.token);
    await eventually(async () => ((await progression(me.token)).skillXp === TOTAL ? true : null));
    const { p, events } = await expectConsistent(me.token, me.id);
    expect(p).toMatchObject({ skillXp: TOTAL, sessions: 1 });
    expect(p.level).toBeGreaterThanOrEqual(2); // 313 skills XP alone is level 2 Intermediate
    expect(events[0]).toMatchObject({ userId: me.id, revision: 1 });
    expect(events[0]!.level).toBeGreaterThanOrEqual(2);
    const roadmap = (await fetchJson(url('/api/skills'), { token: me.token })).body;
    const xp = Object.fromEntries(roadmap.skills.map((s: { id: string; xp: number }) => [s.id, s.xp]));
    expect(xp).toEqual({
      'stance-and-mount': 50,
      'gun-hold-and-pickup': 94,
      straightaways: 20,
      'hard-lefts-station-1': 9,
      'hard-rights-station-5': 9,
      'quartering-angles': 48,
      'second-barrel-recovery': 3,
      doubles: 0,
      'long-runs': 60,
      'competition-routine': 20,
      'mental-game': 5,
    });
    const mental = roadmap.skills.find((s: { id: string }) => s.id === 'mental-game');
    expect(mental).toMatchObject({ unlocked: false, level: 0 });
    expect(mental.prerequisites).toEqual([
      { id: 'competition-routine', name: 'Competition routine', met: true },
      { id: 'second-barrel-recovery', name: 'Second-barrel recovery', met: false },
    ]);
    expect(roadmap.skills.find((s: { id: string }) => s.id === 'gun-hold-and-pickup')).toMatchObject({
      level: 1,
      lastPracticed: '2026-03-07T00:00:00.000Z',
    });
    // station 1 (9 of 10) ties station 5 and comes first; left (19 of 20) ties right and comes first
    expect(roadmap.practiseNext).toEqual({
      skillId: 'hard-lefts-station-1',
      name: 'Hard lefts from station 1',
      reason:
        'Station 1 is your weakest (90 % of 10 targets) and left targets your weakest direction (95 % of 20). 3 XP for every left target broken from station 1.',
    });
    // another member's numbers are their own
    expect(await progression(other.token)).toMatchObject({ totalXp: 0, skillXp: 0, level: 1 });
  });

  it('when the same session event or challenge completion is delivered again, then nothing changes and no second level event is published', async () => {
    const me = await member();
    const session = await logTwoRounds(me.token);
    await eventually(async () => ((await progression(me.token)).skillXp === TOTAL ? true : null));
    const before = await expectConsistent(me.token, me.id);
    const logged = { sessionId: session.id, userId: me.id, title: session.title, date: session.date, totalScore: 46, maxScore: 50 };
    await publishTestEvent(svc, practiceSessionLogged, logged);
    await publishTestEvent(svc, practiceSessionLogged, logged);
    // 40,000 XP: level 8 Expert or above whatever else the member earned
    const done = {
      challengeId: `test-${me.id}`,
      userId: me.id,
      name: 'Test challenge',
      xpReward: 40_000,
      completedAt: new Date().toISOString(),
    };
    await publishTestEvent(svc, challengeCompleted, done);
    await publishTestEvent(svc, challengeCompleted, done);
    const after = await expectConsistent(me.token, me.id);
    expect(after.p).toMatchObject({ skillXp: TOTAL, challengeXp: before.p.challengeXp + 40_000, sessions: 1 });
    expect(after.p.level).toBeGreaterThanOrEqual(8);
    // one more level event for the reward, not one per delivery
    expect(after.events).toHaveLength(before.events.length + 1);
    await publishTestEvent(svc, challengeCompleted, done);
    await publishTestEvent(svc, practiceSessionLogged, logged);
    expect((await expectConsistent(me.token, me.id)).events).toHaveLength(after.events.length);
  });

  it('when the session is edited or deleted, then its XP follows it and the level goes back with a new revision', async () => {
    const me = await member();
    const session = await logTwoRounds(me.token);
    await eventually(async () => ((await progression(me.token)).skillXp === TOTAL ? true : null));
    const edit = await fetchJson(url(`/api/practice/sessions/${session.id}`), {
      method: 'PUT',
      token: me.token,
      json: { date: '2026-03-07', discipline: 'olympic-trap', scores: [{ total: 20 }] },
    });
    expect(edit.status).toBe(200);
    await eventually(async () => ((await progression(me.token)).skillXp === 25 ? true : null));
    await expectConsistent(me.token, me.id);
    const del = await fetchJson(url(`/api/practice/sessions/${session.id}`), { method: 'DELETE', token: me.token });
    expect(del.status).toBe(204);
    await eventually(async () => ((await progression(me.token)).sessions === 0 ? true : null));
    const { p, events } = await expectConsistent(me.token, me.id);
    expect(p.skillXp).toBe(0);
    // up to level 2 or more with the session, and back down when its XP went
    expect(Math.max(...events.map((e) => e.level))).toBeGreaterThanOrEqual(2);
    expect(events.at(-1)?.level ?? 1).toBe(memberLevel(p.challengeXp));
  });

  it('when a skill is asked for by id, then it comes with my progress; an unknown id is 404 and anonymous is 401', async () => {
    const me = await member();
    const res = await fetchJson(url('/api/skills/second-barrel-recovery'), { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'second-barrel-recovery', category: 'Barrel work', unlocked: false, xp: 0, maxLevel: 5 });
    expect((await fetchJson(url('/api/skills/no-such-skill'), { token: me.token })).status).toBe(404);
    expect((await fetchJson(url('/api/skills'))).status).toBe(401);
    expect((await fetchJson(url('/api/progression'))).status).toBe(401);
  });
});
