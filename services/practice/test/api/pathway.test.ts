import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';
import { pathwayModule } from '../../src/modules/pathway/pathway.module.ts';
import { EXAMPLE_SOURCE } from '../../src/modules/pathway/pathway.seed.ts';

let svc: TestService;
const ALICE = 'a7a7a7a7a7a7a7a7a7a7a7a7';
const BOB = 'b8b8b8b8b8b8b8b8b8b8b8b8';
let alice: string;
let bob: string;
let admin: string;
const url = (path: string) => `${svc.url}${path}`;
const rules = () => svc.ctx.conn.collection('practice_selection_rules');

const RULE = {
  season: 2025,
  category: 'men',
  bestN: 2,
  countedLevels: ['state', 'national'],
  nextStep: 'National Shotgun Championship',
  nextStepDate: '2025-12-10',
  qualifyingScore: 110,
  source: 'Test circular',
  sourceUrl: 'https://example.org/circular.pdf',
};

const compete = (token: string, body: Record<string, unknown>) =>
  fetchJson(url('/api/competitions'), { token, json: { discipline: 'olympic-trap', maxScore: 125, ...body } });

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
  bob = await svc.loginAs({ userId: BOB, role: 'member' });
  admin = await svc.loginAs({ userId: 'adadadadadadadadadadadad', role: 'admin' });
});
afterAll(() => svc?.stop());

describe('selection rules (admin data)', () => {
  it('when a member uses the rules API, then it is 403 and nothing changes; an admin lists, adds, changes and removes rules', async () => {
    const before = await rules().countDocuments();
    expect((await fetchJson(url('/api/pathway/rules'), { token: alice })).status).toBe(403);
    expect((await fetchJson(url('/api/pathway/rules'), { token: alice, json: RULE })).status).toBe(403);
    expect(await rules().countDocuments()).toBe(before);

    const created = await fetchJson(url('/api/pathway/rules'), { token: admin, json: { ...RULE, season: 2024 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...RULE, season: 2024, discipline: 'olympic-trap', verified: false, notes: '' });
    const id = created.body.id;
    expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'PUT', token: alice, json: RULE })).status).toBe(403);
    expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'DELETE', token: alice })).status).toBe(403);

    // a second rule for the same season, category and discipline is a conflict
    const again = await fetchJson(url('/api/pathway/rules'), { token: admin, json: { ...RULE, season: 2024 } });
    expect(again.status).toBe(409);

    const put = await fetchJson(url(`/api/pathway/rules/${id}`), {
      method: 'PUT',
      token: admin,
      json: { ...RULE, season: 2024, qualifyingScore: 112, verified: true },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, qualifyingScore: 112, verified: true });
    const list = await fetchJson(url('/api/pathway/rules?season=2024'), { token: admin });
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([id]);

    expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'DELETE', token: admin })).status).toBe(404);
    expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'PUT', token: admin, json: RULE })).status).toBe(404);
    expect(await rules().countDocuments()).toBe(before);
  });

  it('when a rule is bad, then it is 400 with the field message and nothing is stored or changed', async () => {
    const created = await fetchJson(url('/api/pathway/rules'), { token: admin, json: { ...RULE, season: 2023 } });
    expect(created.status).toBe(201);
    const before = await rules().countDocuments();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...RULE, bestN: 0 }, 'bestN', 'At least 1 score counts'],
      [{ ...RULE, countedLevels: [] }, 'countedLevels', 'Choose at least one level that counts'],
      [{ ...RULE, qualifyingScore: 130 }, 'qualifyingScore', 'At most 125 (out of 125 targets)'],
      [{ ...RULE, category: 'masters' }, 'category', 'Choose men, women, junior men, junior women or veteran'],
      [{ ...RULE, source: ' ' }, 'source', 'Say where these values come from'],
      [{ ...RULE, sourceUrl: 'javascript:alert(1)' }, 'sourceUrl', 'Enter a web address (https://…)'],
      [{ ...RULE, season: 1999 }, 'season', 'Enter the season year (e.g. 2026)'],
    ];
    for (const [body, field, message] of bad) {
      const res = await fetchJson(url('/api/pathway/rules'), { token: admin, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
      const put = await fetchJson(url(`/api/pathway/rules/${created.body.id}`), { method: 'PUT', token: admin, json: body });
      expect(put.status).toBe(400);
    }
    expect(await rules().countDocuments()).toBe(before);
    const list = await fetchJson(url('/api/pathway/rules?season=2023'), { token: admin });
    expect(list.body.items[0]).toMatchObject({ bestN: 2, qualifyingScore: 110, source: 'Test circular' });
  });
});

describe('the pathway profile and the standing (per caller)', () => {
  it('when a member has no category, then the standing lists their season and says what is missing, never an error', async () => {
    await compete(alice, { name: 'Club Medal', date: '2025-02-01', level: 'club', score: 60, maxScore: 75 });
    const res = await fetchJson(url('/api/pathway/standing?season=2025'), { token: alice });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ season: 2025, category: null, rule: null, selection: null });
    expect(res.body.missing).toEqual(['Set your NRAI category to see the selection rule that applies to you.']);
    // 60/75 scaled to 125 targets
    expect(res.body.competitions).toMatchObject([{ name: 'Club Medal', level: 'club', normalisedScore: 100, counted: false }]);
    expect(res.body.seasonAverage).toBe(100);
    expect(res.body.seasons).toEqual(expect.arrayContaining([2025]));

    // a category without a rule: said so
    const set = await fetchJson(url('/api/pathway/profile'), { method: 'PUT', token: alice, json: { category: 'junior_women' } });
    expect(set.status).toBe(200);
    const none = await fetchJson(url('/api/pathway/standing?season=2025'), { token: alice });
    expect(none.body.missing).toEqual(['No selection rule for Junior women in 2025 yet: an admin adds it from the NRAI circular.']);
  });

  it('when a member adds a competition that counts, then the best-N average and the gap move; club results and another member never count', async () => {
    await fetchJson(url('/api/pathway/rules'), { token: admin, json: RULE });
    expect((await fetchJson(url('/api/pathway/profile'), { method: 'PUT', token: alice, json: { category: 'men' } })).body.category).toBe('men');
    await compete(alice, { name: 'State Championship', date: '2025-05-10', level: 'state', score: 104 });
    const first = await fetchJson(url('/api/pathway/standing?season=2025'), { token: alice });
    expect(first.body.rule).toMatchObject({ qualifyingScore: 110, source: 'Test circular', verified: false });
    expect(first.body.selection).toEqual({
      bestN: 2,
      eligibleCount: 1,
      countedCount: 1,
      remaining: 1,
      average: 104,
      qualifyingScore: 110,
      gap: -6,
    });
    expect(first.body.missing).toEqual([]);
    const club = first.body.competitions.find((c: { name: string }) => c.name === 'Club Medal');
    expect(club).toMatchObject({ eligible: false, counted: false, note: 'Club results do not count' });

    // bob's results are his own: they never move alice's standing
    await compete(bob, { name: 'Bob at Nationals', date: '2025-06-01', level: 'national', score: 124 });

    await compete(alice, { name: 'Nationals', date: '2025-11-20', level: 'national', score: 118 });
    await compete(alice, { name: 'State League', date: '2025-08-02', level: 'state', score: 99 });
    const after = await fetchJson(url('/api/pathway/standing?season=2025'), { token: alice });
    // best 2 of 104, 118, 99: (118 + 104) / 2 = 111, one point above the MQS
    expect(after.body.selection).toMatchObject({ eligibleCount: 3, countedCount: 2, remaining: 0, average: 111, gap: 1 });
    expect(after.body.competitions.map((c: { name: string; counted: boolean }) => [c.name, c.counted])).toEqual([
      ['Club Medal', false],
      ['State Championship', true],
      ['State League', false],
      ['Nationals', true],
    ]);
    // another season is another record
    const other = await fetchJson(url('/api/pathway/standing?season=2024'), { token: alice });
    expect(other.body.competitions).toEqual([]);
  });

  it("when another member asks, then they get their own profile and standing, never alice's", async () => {
    const profile = await fetchJson(url('/api/pathway/profile'), { token: bob });
    expect(profile.body).toEqual({ category: null, updatedAt: null });
    const standing = await fetchJson(url('/api/pathway/standing?season=2025'), { token: bob });
    expect(standing.body.competitions.map((c: { name: string }) => c.name)).toEqual(['Bob at Nationals']);
    expect(standing.body.category).toBeNull();
    expect((await fetchJson(url('/api/pathway/standing'))).status).toBe(401);
    expect((await fetchJson(url('/api/pathway/profile'))).status).toBe(401);
  });

  it('when the profile or the standing query is bad, then it is 400 and the profile stays as it was', async () => {
    const bad = await fetchJson(url('/api/pathway/profile'), { method: 'PUT', token: alice, json: { category: 'senior' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.category).toBe('Choose men, women, junior men, junior women or veteran');
    expect((await fetchJson(url('/api/pathway/profile'), { token: alice })).body.category).toBe('men');
    const season = await fetchJson(url('/api/pathway/standing?season=abc'), { token: alice });
    expect(season.status).toBe(400);
    expect(season.body.error.fields.season).toBe('Enter the season year (e.g. 2026)');
  });

  it('when an old competition has no level, then it reads as null and the standing asks for its level', async () => {
    const now = new Date();
    await svc.ctx.conn.collection('competitions').insertOne({
      userId: ALICE,
      date: new Date('2025-03-03T00:00:00.000Z'),
      name: 'Old entry',
      location: null,
      discipline: 'olympic-trap',
      score: 100,
      maxScore: 125,
      placing: null,
      notes: '',
      deletedAt: null,
      demo: false,
      createdAt: now,
      updatedAt: now,
    });
    const standing = await fetchJson(url('/api/pathway/standing?season=2025'), { token: alice });
    expect(standing.body.competitions.find((c: { name: string }) => c.name === 'Old entry')).toMatchObject({
      level: null,
      eligible: false,
      note: 'Set its level to count it',
    });
  });
});

describe('demo', () => {
  it('when the demo is seeded, then the example rules are unverified and say they are not official, and the demo member shoots in men', async () => {
    const DEMO = 'dededededededededededede';
    const module = pathwayModule(svc.ctx as never);
    await module.seedDemoMember(DEMO);
    await module.seedDemoMember(DEMO);
    const season = new Date(Date.now() + 5.5 * 3600_000).getUTCFullYear();
    const list = await fetchJson(url(`/api/pathway/rules?season=${season}`), { token: admin });
    expect(list.body.items).toHaveLength(5);
    for (const r of list.body.items) expect(r).toMatchObject({ verified: false, source: EXAMPLE_SOURCE, sourceUrl: null });
    const demo = await svc.loginAs({ userId: DEMO, role: 'member' });
    const standing = await fetchJson(url('/api/pathway/standing'), { token: demo });
    expect(standing.body).toMatchObject({ season, category: 'men', rule: { verified: false, source: EXAMPLE_SOURCE } });
  });
});
