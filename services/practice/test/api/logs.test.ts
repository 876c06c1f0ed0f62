import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_FIELD } from '@trap/kit';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { publishedPracticeEvents, startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
let alice: string;
let bob: string;
let bobSession: string;
const ALICE = 'a3a3a3a3a3a3a3a3a3a3a3a3';
const BOB = 'b4b4b4b4b4b4b4b4b4b4b4b4';
const url = (path: string) => `${svc.url}${path}`;
const count = (collection: string) => svc.ctx.conn.collection(collection).countDocuments({ deletedAt: null });

interface Kind {
  path: string;
  collection: string;
  valid: Record<string, unknown>;
  /** the stored entry shows these, defaults included */
  stored: Record<string, unknown>;
  edit: Record<string, unknown>;
  /** bad bodies with the field and message each must answer */
  bad: [Record<string, unknown>, string, string][];
}

const KINDS: Kind[] = [
  {
    path: '/api/competitions',
    collection: 'competitions',
    valid: { name: 'State Championship', date: '2026-03-01', location: 'Dr. Karni Singh Range', score: 110, maxScore: 125, placing: 4 },
    stored: { discipline: 'olympic-trap', notes: '', score: 110, placing: 4, date: '2026-03-01T00:00:00.000Z' },
    edit: { name: 'State Championship', date: '2026-03-01', score: 112, maxScore: 125, placing: 3, notes: 'Shoot-off won' },
    bad: [
      [{ name: '', date: '2026-03-01' }, 'name', 'Enter the competition name'],
      [{ name: 'Open', date: '2026-03-01', score: 130, maxScore: 125 }, 'score', 'The score cannot be more than 125'],
      [
        { name: 'Open', date: `${new Date().getUTCFullYear() + 1}-03-01`, score: 100 },
        'date',
        'A competition in the future has no score or placing yet',
      ],
      [{ name: 'Open', date: '2026-03-01', placing: 0 }, 'placing', 'A placing starts at 1'],
      [{ name: 'Open', date: '2026-03-01', level: 'olympics' }, 'level', 'Choose club, state, zonal, national or international'],
      [{ name: 'Open', date: '2026-03-01', level: 7 }, 'level', 'Choose club, state, zonal, national or international'],
      [{ name: 'Open', date: '2026-03-01', maxScore: 0 }, 'maxScore', 'At least 1'],
      [{ name: 'Open', date: '2026-03-01', maxScore: 1001 }, 'maxScore', 'At most 1000'],
      [{ name: 'Open', date: '2026-03-01', maxScore: '125' }, 'maxScore', 'Enter a number'],
    ],
  },
  {
    path: '/api/practice/mental-assessments',
    collection: 'mental_assessments',
    valid: { date: '2026-03-02', confidenceLevel: 7, focusLevel: 8, stressLevel: 3, anxietyLevel: 2 },
    stored: { isPreSession: true, sessionId: null, moodDescription: '', stressLevel: 3 },
    edit: {
      date: '2026-03-02',
      confidenceLevel: 5,
      focusLevel: 6,
      stressLevel: 7,
      anxietyLevel: 6,
      isPreSession: false,
      postSessionNotes: 'Rushed',
    },
    bad: [
      [
        { date: '2026-03-02', confidenceLevel: 7, focusLevel: 8, stressLevel: 11, anxietyLevel: 2 },
        'stressLevel',
        'Rate your stress from 1 to 10',
      ],
      [{ date: '2026-03-02', focusLevel: 8, stressLevel: 3, anxietyLevel: 2 }, 'confidenceLevel', 'Rate your confidence from 1 to 10'],
      [
        { date: '2099-01-01', confidenceLevel: 7, focusLevel: 8, stressLevel: 3, anxietyLevel: 2 },
        'date',
        'The date cannot be in the future',
      ],
    ],
  },
  {
    path: '/api/practice/nutrition-entries',
    collection: 'nutrition_entries',
    valid: { date: '2026-03-02', mealType: 'breakfast', foodItems: ['Poha', 'Tea'], calories: 450, hydration: 0.5 },
    stored: { isCompetitionDay: false, protein: null, sessionId: null, foodItems: ['Poha', 'Tea'] },
    edit: { date: '2026-03-02', mealType: 'pre-shoot', hydration: 1.2, isCompetitionDay: true },
    bad: [
      [{ date: '2026-03-02', mealType: 'brunch' }, 'mealType', 'Choose a meal'],
      [{ date: '2026-03-02', mealType: 'lunch', hydration: 20 }, 'hydration', 'At most 15 L'],
      [{ date: '2026-03-02', mealType: 'lunch', calories: -5 }, 'calories', 'At least 0 kcal'],
    ],
  },
  {
    path: '/api/practice/fitness-entries',
    collection: 'fitness_entries',
    valid: { date: '2026-03-01', activityType: 'Running', duration: 30 },
    stored: { intensity: 'moderate', caloriesBurned: null, impactOnShooting: '' },
    edit: { date: '2026-03-01', activityType: 'Yoga', duration: 45, intensity: 'low', impactOnShooting: 'Steadier hold' },
    bad: [
      [{ date: '2026-03-01', activityType: 'Running', duration: 0 }, 'duration', 'At least 1 minute'],
      [{ date: '2026-03-01', activityType: '', duration: 20 }, 'activityType', 'Enter the activity'],
      [{ date: '2026-03-01', activityType: 'Running', duration: 20, intensity: 'extreme' }, 'intensity', 'Choose low, moderate or high'],
    ],
  },
  {
    path: '/api/journal/entries',
    collection: 'journal_entries',
    valid: {
      title: 'Station 4',
      content: 'Head lifting on the right-hand targets.',
      date: '2026-03-02',
      tags: ['Technique', 'technique', 'station-4'],
    },
    stored: { isPrivate: true, tags: ['technique', 'station-4'], audioNoteUrl: null, transcribedText: '', equipmentIds: [] },
    edit: { title: 'Station 4 (fixed)', content: 'Cheek down, slower mount.', date: '2026-03-02', tags: ['technique'], isPrivate: false },
    bad: [
      [{ title: '', content: 'x', date: '2026-03-02' }, 'title', 'Give the entry a title'],
      [{ title: 'x', content: '  ', date: '2026-03-02' }, 'content', 'Write something in the entry'],
      [{ title: 'x', content: 'y', date: '2099-03-02' }, 'date', 'The date cannot be in the future'],
      [
        { title: 'x', content: 'y', date: '2026-03-02', audioNoteUrl: 'javascript:alert(1)' },
        'audioNoteUrl',
        'Enter a web address (https://…)',
      ],
    ],
  },
];

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
  bob = await svc.loginAs({ userId: BOB, role: 'member' });
  const s = await fetchJson(url('/api/practice/sessions'), { token: bob, json: { date: '2026-03-02', scores: [{ total: 20 }] } });
  bobSession = s.body.id;
});
afterAll(() => svc?.stop());

describe.each(KINDS)('$path', (kind) => {
  let id: string;

  it('when the owner creates an entry, then it is stored with the defaults of SPEC 3.2 and read back', async () => {
    const res = await fetchJson(url(kind.path), { token: alice, json: kind.valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: ALICE, ...kind.stored });
    id = res.body.id;
    const got = await fetchJson(url(`${kind.path}/${id}`), { token: alice });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('when the input is bad, then it is 400 with the field message and nothing is stored', async () => {
    const before = await count(kind.collection);
    for (const [body, field, message] of kind.bad) {
      const res = await fetchJson(url(kind.path), { token: alice, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields[field]).toBe(message);
      // the same on an edit, and the entry stays as it was
      const put = await fetchJson(url(`${kind.path}/${id}`), { method: 'PUT', token: alice, json: body });
      expect(put.status).toBe(400);
      expect(put.body.error.fields[field]).toBe(message);
    }
    expect(await count(kind.collection)).toBe(before);
    expect((await fetchJson(url(`${kind.path}/${id}`), { token: alice })).body).toMatchObject(kind.stored);
  });

  it('when another member reads, edits or deletes the entry, then it is 404 and nothing changes', async () => {
    expect((await fetchJson(url(`${kind.path}/${id}`), { token: bob })).status).toBe(404);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'PUT', token: bob, json: kind.edit })).status).toBe(404);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'DELETE', token: bob })).status).toBe(404);
    expect((await fetchJson(url(kind.path), { token: bob })).body).toEqual({ items: [], total: 0 });
    expect((await fetchJson(url(`${kind.path}/${id}`), { token: alice })).body).toMatchObject(kind.stored);
    expect((await fetchJson(url(`${kind.path}/0123456789abcdef01234567`), { token: alice })).status).toBe(404);
    expect((await fetchJson(url(`${kind.path}/not-an-id`), { token: alice })).status).toBe(400);
  });

  it('when nobody is logged in, then every endpoint is 401', async () => {
    expect((await fetchJson(url(kind.path))).status).toBe(401);
    expect((await fetchJson(url(kind.path), { json: kind.valid })).status).toBe(401);
    expect((await fetchJson(url(`${kind.path}/${id}`))).status).toBe(401);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'PUT', json: kind.edit })).status).toBe(401);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'DELETE' })).status).toBe(401);
  });

  it('when the owner edits the entry, then the new values are stored; when deleted, it is gone', async () => {
    const put = await fetchJson(url(`${kind.path}/${id}`), { method: 'PUT', token: alice, json: kind.edit });
    expect(put.status).toBe(200);
    const { date: _date, tags, ...rest } = kind.edit;
    expect(put.body).toMatchObject({ id, ...rest, ...(tags ? { tags } : {}) });
    expect((await fetchJson(url(`${kind.path}/${id}`), { token: alice })).body).toEqual(put.body);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'DELETE', token: alice })).status).toBe(204);
    expect((await fetchJson(url(`${kind.path}/${id}`), { token: alice })).status).toBe(404);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'DELETE', token: alice })).status).toBe(404);
    expect((await fetchJson(url(kind.path), { token: alice })).body.total).toBe(0);
  });
});

describe('lists, links and events', () => {
  it('when a member lists entries, then they come newest first, a page at a time, within the dates asked', async () => {
    for (const day of ['2026-01-05', '2026-01-20', '2026-02-03', '2026-02-17']) {
      const res = await fetchJson(url('/api/practice/fitness-entries'), {
        token: alice,
        json: { date: day, activityType: 'Running', duration: 30 },
      });
      expect(res.status).toBe(201);
    }
    const all = await fetchJson(url('/api/practice/fitness-entries?limit=3'), { token: alice });
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((e: { date: string }) => e.date.slice(0, 10))).toEqual(['2026-02-17', '2026-02-03', '2026-01-20']);
    const next = await fetchJson(url('/api/practice/fitness-entries?limit=3&offset=3'), { token: alice });
    expect(next.body.items.map((e: { date: string }) => e.date.slice(0, 10))).toEqual(['2026-01-05']);
    const feb = await fetchJson(url('/api/practice/fitness-entries?from=2026-02-01&to=2026-02-17'), { token: alice });
    expect(feb.body.total).toBe(2);
    const bad = await fetchJson(url('/api/practice/fitness-entries?from=2026-03-01&to=2026-02-01&limit=0'), { token: alice });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['limit']));
  });

  it('when journal entries have tags and words, then the list filters by tag and by words in the title or text', async () => {
    await fetchJson(url('/api/journal/entries'), {
      token: alice,
      json: { title: 'Wind', content: 'Gusty', date: '2026-02-01', tags: ['wind'] },
    });
    await fetchJson(url('/api/journal/entries'), {
      token: alice,
      json: { title: 'Mount', content: 'Slow', date: '2026-02-02', tags: ['technique'] },
    });
    const wind = await fetchJson(url('/api/journal/entries?tag=Wind'), { token: alice });
    expect(wind.body.items.map((e: { title: string }) => e.title)).toEqual(['Wind']);
    const search = await fetchJson(url('/api/journal/entries?q=GUST'), { token: alice });
    expect(search.body.items.map((e: { title: string }) => e.title)).toEqual(['Wind']);
    const odd = await fetchJson(url('/api/journal/entries?q=(mount*'), { token: alice });
    expect(odd.status).toBe(200);
    expect(odd.body.total).toBe(0);
    expect((await fetchJson(url('/api/journal/entries?q=gust'), { token: bob })).body.total).toBe(0);
  });

  it("when an entry links another member's practice session, then it is 400 on sessionId and nothing is stored", async () => {
    const before = await count('journal_entries');
    const res = await fetchJson(url('/api/journal/entries'), {
      token: alice,
      json: { title: 'x', content: 'y', date: '2026-03-02', sessionId: bobSession },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.sessionId).toBe('The linked practice session was not found');
    expect(await count('journal_entries')).toBe(before);
    const mine = await fetchJson(url('/api/practice/mental-assessments'), {
      token: bob,
      json: { date: '2026-03-02', confidenceLevel: 5, focusLevel: 5, stressLevel: 5, anxietyLevel: 5, sessionId: bobSession },
    });
    expect(mine.status).toBe(201);
    expect(mine.body.sessionId).toBe(bobSession);
    // the session goes; the entry keeps its link and can still be edited
    expect((await fetchJson(url(`/api/practice/sessions/${bobSession}`), { method: 'DELETE', token: bob })).status).toBe(204);
    const edited = await fetchJson(url(`/api/practice/mental-assessments/${mine.body.id}`), {
      method: 'PUT',
      token: bob,
      json: { date: '2026-03-02', confidenceLevel: 6, focusLevel: 5, stressLevel: 5, anxietyLevel: 5, sessionId: bobSession },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ confidenceLevel: 6, sessionId: bobSession });
    // another member's entry is 404 even with a body that links a session they cannot see
    const theirs = await fetchJson(url(`/api/practice/mental-assessments/${mine.body.id}`), {
      method: 'PUT',
      token: alice,
      json: { date: '2026-03-02', confidenceLevel: 6, focusLevel: 5, stressLevel: 5, anxietyLevel: 5, sessionId: bobSession },
    });
    expect(theirs.status).toBe(404);
  });

  it('then competitions published logged, updated and deleted events through the outbox', async () => {
    await svc.relay.flush();
    const events = (await publishedPracticeEvents(svc.ctx.bus)).filter((e) => e.subject.startsWith('practice.competition.'));
    expect(events.map((e) => e.subject)).toEqual([
      'practice.competition.logged',
      'practice.competition.updated',
      'practice.competition.deleted',
    ]);
    expect(events[0]!.data).toMatchObject({ userId: ALICE, name: 'State Championship', score: 110, maxScore: 125, placing: 4 });
    expect(events[1]!.data).toMatchObject({ score: 112, placing: 3 });
    expect(events[2]!.data).toEqual({ competitionId: events[0]!.data.competitionId, userId: ALICE });
    expect(await svc.ctx.conn.collection('competitions').countDocuments({ [`${OUTBOX_FIELD}.0`]: { $exists: true } })).toBe(0);
  });
});

describe('GET /api/practice/wellbeing-effects', () => {
  it('when a member has sessions and logs, then the effects cite the sessions on each side, from their own data only', async () => {
    const CAROL = 'c5c5c5c5c5c5c5c5c5c5c5c5';
    const carol = await svc.loginAs({ userId: CAROL, role: 'member' });
    const day = async (date: string, total: number, stress: number) => {
      const s = await fetchJson(url('/api/practice/sessions'), { token: carol, json: { date, scores: [{ total }] } });
      expect(s.status).toBe(201);
      const m = await fetchJson(url('/api/practice/mental-assessments'), {
        token: carol,
        json: { date, confidenceLevel: 10 - stress, focusLevel: 5, stressLevel: stress, anxietyLevel: 3, sessionId: s.body.id },
      });
      expect(m.status).toBe(201);
    };
    await day('2026-02-10', 23, 2);
    await day('2026-02-11', 18, 8);
    await fetchJson(url('/api/practice/fitness-entries'), {
      token: carol,
      json: { date: '2026-02-10', activityType: 'Yoga', duration: 30 },
    });
    await fetchJson(url('/api/practice/nutrition-entries'), {
      token: carol,
      json: { date: '2026-02-10', mealType: 'lunch', hydration: 3 },
    });
    await fetchJson(url('/api/competitions'), { token: carol, json: { name: 'Open', date: '2026-02-12', score: 100, maxScore: 125 } });

    const res = await fetchJson(url('/api/practice/wellbeing-effects'), { token: carol });
    expect(res.status).toBe(200);
    expect(res.body.basis).toEqual({ sessions: 2, mentalAssessments: 2, fitnessEntries: 1, nutritionEntries: 1 });
    const stress = res.body.effects.find((e: { id: string }) => e.id === 'stress');
    expect(stress.a).toMatchObject({ sessions: 1, kills: 23, targets: 25, hitRate: 0.92 });
    expect(stress.b).toMatchObject({ sessions: 1, kills: 18, targets: 25, hitRate: 0.72 });
    expect(stress.difference).toBe(-20);
    expect(stress.enoughData).toBe(false);
    expect(stress.finding).toContain('Not enough data yet: 1 session with higher stress (6–10) and 1 with lower stress (1–5)');
    const training = res.body.effects.find((e: { id: string }) => e.id === 'training');
    expect(training.b).toMatchObject({ sessions: 1, kills: 18 });
    expect(training.a.sessions).toBe(0);
    const hydration = res.body.effects.find((e: { id: string }) => e.id === 'hydration');
    expect(hydration.b).toMatchObject({ sessions: 1, kills: 23 });
    expect(res.body.competitions).toEqual({ count: 1, averageRate: 0.8, practiceHitRate: 0.82 });

    const feb11 = await fetchJson(url('/api/practice/wellbeing-effects?from=2026-02-11&to=2026-02-11'), { token: carol });
    expect(feb11.body.basis).toEqual({ sessions: 1, mentalAssessments: 1, fitnessEntries: 1, nutritionEntries: 0 });
    expect(feb11.body.effects.find((e: { id: string }) => e.id === 'training').b.sessions).toBe(1);

    const bobs = await fetchJson(url('/api/practice/wellbeing-effects'), { token: bob });
    // Bob deleted his one session above; his one assessment is all he has
    expect(bobs.body.basis).toEqual({ sessions: 0, mentalAssessments: 1, fitnessEntries: 0, nutritionEntries: 0 });
    expect((await fetchJson(url('/api/practice/wellbeing-effects?from=2026-03-01&to=2026-02-01'), { token: carol })).status).toBe(400);
    expect((await fetchJson(url('/api/practice/wellbeing-effects'))).status).toBe(401);
  });
});
