import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { card } from '../support/rounds.ts';
import { startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
let alice: string;
let bob: string;
const ids: string[] = [];
const url = (path: string) => `${svc.url}${path}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const count = (collection: string) => svc.ctx.conn.collection(collection).countDocuments();

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: 'a1a1a1a1a1a1a1a1a1a1a1a1', role: 'member' });
  bob = await svc.loginAs({ userId: 'b2b2b2b2b2b2b2b2b2b2b2b2', role: 'member' });
  // four rounds of 22/25 in the last two weeks, each losing three targets on station 4
  for (const n of [14, 10, 6, 2]) {
    const res = await fetchJson(url('/api/practice/sessions'), {
      token: alice,
      json: { date: daysAgo(n), title: `Day ${n}`, scores: [{ shots: card('FFFFF FFFFF FFFFF LLLFF FFFFF') }] },
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
});
afterAll(() => svc?.stop());

describe('technique analysis', () => {
  it('when a member runs an analysis, then the weak station is named with its numbers and the record is stored', async () => {
    const res = await fetchJson(url('/api/practice/technique-analysis'), { token: alice, json: {} });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: 'a1a1a1a1a1a1a1a1a1a1a1a1',
      overallScore: 88, // 88 of 100 targets
      previousScore: null,
      scope: { lastSessions: 30, discipline: null, sessions: 4 },
    });
    expect(res.body.weaknesses).toContain('Weakest station: station 4 at 40% (8/20) against 88% overall.');
    expect(res.body.recommendations.length).toBeGreaterThan(0);
    const again = await fetchJson(url('/api/practice/technique-analysis'), { token: alice, json: { lastSessions: 3 } });
    expect(again.body).toMatchObject({ previousScore: 88, scope: { lastSessions: 3, sessions: 3 } });
    const list = await fetchJson(url('/api/practice/technique-analysis'), { token: alice });
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((a: { id: string }) => a.id)).toEqual([again.body.id, res.body.id]);
    expect((await fetchJson(url(`/api/practice/technique-analysis/${res.body.id}`), { token: alice })).body.id).toBe(res.body.id);
  });

  it('when another member asks for an analysis, bad input is sent or nobody is logged in, then 404/400/401 and nothing is stored', async () => {
    const list = await fetchJson(url('/api/practice/technique-analysis'), { token: alice });
    const id = list.body.items[0].id;
    expect((await fetchJson(url(`/api/practice/technique-analysis/${id}`), { token: bob })).status).toBe(404);
    expect((await fetchJson(url('/api/practice/technique-analysis'), { token: bob })).body).toEqual({ items: [], total: 0 });
    const before = await count('technique_analysis');
    const bad = await fetchJson(url('/api/practice/technique-analysis'), { token: alice, json: { lastSessions: 1, discipline: 'clay' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ lastSessions: 'Analyse at least 3 sessions' });
    expect(Object.keys(bad.body.error.fields)).toContain('discipline');
    expect((await fetchJson(url('/api/practice/technique-analysis'), { json: {} })).status).toBe(401);
    expect(await count('technique_analysis')).toBe(before);
  });
});

describe('shot patterns', () => {
  it('when the owner reads a session pattern, then it is derived from the shots, stored, and derived again after an edit', async () => {
    const res = await fetchJson(url(`/api/practice/shot-patterns/${ids[0]}`), { token: alice });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids[0], sessionId: ids[0], totalHits: 22, totalMisses: 3, title: 'Day 14' });
    expect(res.body.stationData.map((s: { station: number; misses: number }) => [s.station, s.misses])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 3],
      [5, 0],
    ]);
    expect(await svc.ctx.conn.collection('shot_patterns').countDocuments({ _id: ids[0] } as never)).toBe(1);
    const put = await fetchJson(url(`/api/practice/sessions/${ids[0]}`), {
      method: 'PUT',
      token: alice,
      json: { date: daysAgo(14), title: 'Day 14', scores: [{ shots: card('LFFFF FFFFF FFFFF FFFFF FFFFF') }] },
    });
    expect(put.status).toBe(200);
    const after = await fetchJson(url(`/api/practice/shot-patterns/${ids[0]}`), { token: alice });
    expect(after.body).toMatchObject({ totalHits: 24, totalMisses: 1 });
    expect(after.body.analysis).toBe('24 hits and 1 misses; most misses on station 1 (1 of 5), mostly left targets (1).');
  });

  it('when another member or nobody asks, or the id is unknown or malformed, then 404/401/400', async () => {
    expect((await fetchJson(url(`/api/practice/shot-patterns/${ids[1]}`), { token: bob })).status).toBe(404);
    expect((await fetchJson(url('/api/practice/shot-patterns/0123456789abcdef01234567'), { token: alice })).status).toBe(404);
    expect((await fetchJson(url('/api/practice/shot-patterns/nope'), { token: alice })).status).toBe(400);
    expect((await fetchJson(url(`/api/practice/shot-patterns/${ids[1]}`))).status).toBe(401);
  });
});

describe('training goals', () => {
  let goalId: string;
  it('when a member sets a goal, then its progress comes from their sessions of the last 30 days', async () => {
    const res = await fetchJson(url('/api/practice/goals'), {
      token: alice,
      json: { title: 'Average 24', metric: 'average-per-round', target: 24, deadline: inDays(30) },
    });
    expect(res.status).toBe(201);
    // the four rounds of the window: 24 (edited), 22, 22, 22 -> 22.5 now and when set
    expect(res.body).toMatchObject({ title: 'Average 24', discipline: null, baseline: 22.5 });
    expect(res.body.progress).toMatchObject({ current: 22.5, status: 'in-progress', sessions: 4, percent: 0 });
    goalId = res.body.id;
    const sessions = await fetchJson(url('/api/practice/goals'), {
      token: alice,
      json: { metric: 'sessions-per-month', target: 8, deadline: inDays(10) },
    });
    expect(sessions.body.progress).toMatchObject({ current: 4, percent: 50 });
    const list = await fetchJson(url('/api/practice/goals'), { token: alice });
    expect(list.body.items.map((g: { id: string }) => g.id)).toEqual([sessions.body.id, goalId]); // nearest deadline first
  });

  it('when a new session raises the average, then the goal moves towards its target', async () => {
    await fetchJson(url('/api/practice/sessions'), { token: alice, json: { date: daysAgo(1), scores: [{ total: 25 }] } });
    const res = await fetchJson(url(`/api/practice/goals/${goalId}`), { token: alice });
    // (24 + 22 + 22 + 22 + 25) / 5 = 23: from 22.5 half way to 24 would be 23.25, so a third: (23 - 22.5) / 1.5
    expect(res.body.progress).toMatchObject({ current: 23, percent: 33, sessions: 5 });
  });

  it('when the owner edits and deletes a goal, then it changes and is gone', async () => {
    const put = await fetchJson(url(`/api/practice/goals/${goalId}`), {
      method: 'PUT',
      token: alice,
      json: { title: 'Average 23', metric: 'average-per-round', target: 23, deadline: inDays(20) },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Average 23', baseline: 22.5, progress: { status: 'achieved', percent: 100 } });
    expect((await fetchJson(url(`/api/practice/goals/${goalId}`), { method: 'DELETE', token: alice })).status).toBe(204);
    expect((await fetchJson(url(`/api/practice/goals/${goalId}`), { token: alice })).status).toBe(404);
  });

  it('when the input is bad, then 400 with field messages and nothing stored', async () => {
    const before = await count('training_goals');
    const cases = [
      [{ metric: 'hit-rate', target: 120, deadline: inDays(5) }, 'target', 'Hit rate (%): the target must be between 1 and 100'],
      [{ metric: 'sessions-per-month', target: 2.5, deadline: inDays(5) }, 'target', 'Sessions must be a whole number'],
      [{ metric: 'average-per-round', target: 22, deadline: daysAgo(3) }, 'deadline', 'The deadline cannot be in the past'],
      [{ metric: 'average-per-round', target: 22, deadline: 'soon' }, 'deadline', 'Deadline must be a date (YYYY-MM-DD)'],
      [{ metric: 'speed', target: 22, deadline: inDays(5) }, 'metric', 'Choose what the goal measures'],
      [{ metric: 'average-per-round', target: '22', deadline: inDays(5) }, 'target', 'Target must be a number'],
    ] as const;
    for (const [json, field, message] of cases) {
      const res = await fetchJson(url('/api/practice/goals'), { token: alice, json });
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await count('training_goals')).toBe(before);
  });

  it('when another member touches a goal, or nobody is logged in, then 404 or 401 and the goal is unchanged', async () => {
    const mine = await fetchJson(url('/api/practice/goals'), {
      token: alice,
      json: { metric: 'hit-rate', target: 95, deadline: inDays(40) },
    });
    const id = mine.body.id;
    expect((await fetchJson(url(`/api/practice/goals/${id}`), { token: bob })).status).toBe(404);
    const put = await fetchJson(url(`/api/practice/goals/${id}`), {
      method: 'PUT',
      token: bob,
      json: { metric: 'hit-rate', target: 50, deadline: inDays(40) },
    });
    expect(put.status).toBe(404);
    expect((await fetchJson(url(`/api/practice/goals/${id}`), { method: 'DELETE', token: bob })).status).toBe(404);
    expect((await fetchJson(url('/api/practice/goals'), { token: bob })).body).toEqual({ items: [] });
    expect((await fetchJson(url(`/api/practice/goals/${id}`), { token: alice })).body.target).toBe(95);
    expect((await fetchJson(url('/api/practice/goals'))).status).toBe(401);
    expect((await fetchJson(url('/api/practice/goals'), { json: { metric: 'hit-rate', target: 95, deadline: inDays(40) } })).status).toBe(
      401,
    );
  });
});
