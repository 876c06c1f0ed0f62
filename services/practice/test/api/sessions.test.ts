import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_FIELD } from '@trap/kit';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { card } from '../support/rounds.ts';
import { publishedPracticeEvents, startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
let alice: string;
let bob: string;
const ALICE = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const BOB = 'b2b2b2b2b2b2b2b2b2b2b2b2';
const url = (path: string) => `${svc.url}${path}`;
const stored = () => svc.ctx.conn.collection('practice_sessions').countDocuments({ deletedAt: null });

const ROUND = 'FFSLF NFFFFF FSFFL FFFFF FLFFF'; // 22/25, 2 second barrels
const session = (over: Record<string, unknown> = {}) => ({
  date: '2026-03-14',
  title: 'Saturday practice',
  location: 'Dr. Karni Singh Range',
  weatherConditions: { windSpeed: 18, windDirection: 'NW', temperature: 24, light: 'bright', rain: 'none' },
  equipmentIds: [],
  scores: [{ shots: card(ROUND) }, { total: 21 }],
  ...over,
});

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
  bob = await svc.loginAs({ userId: BOB, role: 'member' });
});
afterAll(() => svc?.stop());

describe('practice sessions', () => {
  let id: string;

  it('when a member logs a session, then it is stored with every number derived from the shots', async () => {
    const res = await fetchJson(url('/api/practice/sessions'), { token: alice, json: session() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: ALICE,
      discipline: 'olympic-trap',
      date: '2026-03-14T00:00:00.000Z',
      totalScore: 43,
      totalTargets: 50,
      dtlPoints: null,
      feedback: null,
      weatherConditions: { windSpeed: 18, windDirection: 'NW' },
    });
    expect(res.body.scores[0].score).toMatchObject({ detailed: true, kills: 22, second: 2, noBirds: 1 });
    expect(res.body.scores[1].score).toMatchObject({ detailed: false, kills: 21, targets: 25 });
    id = res.body.id;
    const got = await fetchJson(url(`/api/practice/sessions/${id}`), { token: alice });
    expect(got.status).toBe(200);
    expect(got.body.totalScore).toBe(43);
  });

  it('when the same idempotency key is posted again (offline sync), then the stored session comes back with 200 and nothing is duplicated', async () => {
    const body = session({ idempotencyKey: 'offline-key-0001' });
    const first = await fetchJson(url('/api/practice/sessions'), { token: alice, json: body });
    const again = await Promise.all([1, 2, 3].map(() => fetchJson(url('/api/practice/sessions'), { token: alice, json: body })));
    expect(first.status).toBe(201);
    for (const r of again) {
      expect(r.status).toBe(200);
      expect(r.body.id).toBe(first.body.id);
    }
    expect(await svc.ctx.conn.collection('practice_sessions').countDocuments({ idempotencyKey: 'offline-key-0001' })).toBe(1);
    // another member may use the same key for their own session
    const bobs = await fetchJson(url('/api/practice/sessions'), { token: bob, json: body });
    expect(bobs.status).toBe(201);
    expect(bobs.body.id).not.toBe(first.body.id);
  });

  it('when a round has 26 targets, a second barrel is recorded in skeet, or the date is in the future, then it is 400 with the field and nothing is stored', async () => {
    const before = await stored();
    const cases = [
      [session({ scores: [{ shots: card(`${ROUND}F`) }] }), 'scores.0.shots', 'A ISSF Olympic Trap round has 25 targets, not 26'],
      [
        session({ discipline: 'skeet', scores: [{ shots: [{ station: 1, outcome: 'second' }] }] }),
        'scores.0.shots.0.outcome',
        'Skeet allows one shot per target: no second-barrel kill',
      ],
      [session({ date: '2099-05-01' }), 'date', 'The date cannot be in the future'],
      [session({ discipline: 'clay-pigeon' }), 'discipline', undefined],
      [session({ scores: [] }), 'scores', 'A session needs at least one round'],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await fetchJson(url('/api/practice/sessions'), { token: alice, json: body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.fields)).toContain(field);
      if (message) expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await stored()).toBe(before);
  });

  it("when a member reads another member's session it is 404, and changing or deleting it is 403 with nothing changed", async () => {
    expect((await fetchJson(url(`/api/practice/sessions/${id}`), { token: bob })).status).toBe(404);
    expect((await fetchJson(url(`/api/practice/sessions/${id}/shot-pattern`), { token: bob })).status).toBe(404);
    const pattern = await fetchJson(url(`/api/practice/sessions/${id}/shot-pattern`), { token: alice });
    expect(pattern.body).toMatchObject({ sessionId: id, totalHits: 22, totalMisses: 3 });
    expect(pattern.body.stationData.map((s: { misses: number }) => s.misses)).toEqual([1, 0, 1, 0, 1]);
    const put = await fetchJson(url(`/api/practice/sessions/${id}`), { method: 'PUT', token: bob, json: session({ title: 'Mine now' }) });
    expect(put.status).toBe(403);
    const del = await fetchJson(url(`/api/practice/sessions/${id}`), { method: 'DELETE', token: bob });
    expect(del.status).toBe(403);
    const mine = await fetchJson(url(`/api/practice/sessions/${id}`), { token: alice });
    expect(mine.body.title).toBe('Saturday practice');
    expect((await fetchJson(url('/api/practice/sessions/0123456789abcdef01234567'), { token: alice })).status).toBe(404);
    expect((await fetchJson(url('/api/practice/sessions/not-an-id'), { token: alice })).status).toBe(400);
  });

  it('when nobody is logged in, then every session endpoint is 401', async () => {
    expect((await fetchJson(url('/api/practice/sessions'))).status).toBe(401);
    expect((await fetchJson(url('/api/practice/sessions'), { json: session() })).status).toBe(401);
  });

  it('when the owner edits a session, then the numbers are derived again; when deleted, it is gone from lists', async () => {
    const put = await fetchJson(url(`/api/practice/sessions/${id}`), {
      method: 'PUT',
      token: alice,
      json: session({ discipline: 'down-the-line', scores: [{ shots: card('FFFFF FSFFF FFFFL SSFFF FFFFF', { machines: false }) }] }),
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ discipline: 'down-the-line', totalScore: 24, totalTargets: 25, dtlPoints: 69, dtlWritten: '24/69' });
    const list = await fetchJson(url('/api/practice/sessions?discipline=down-the-line'), { token: alice });
    expect(list.body.total).toBe(1);
    expect(list.body.items[0].id).toBe(id);
    const stats = await fetchJson(url('/api/practice/stats?discipline=down-the-line'), { token: alice });
    expect(stats.body.dtl).toMatchObject({ written: '24/69' });
    expect((await fetchJson(url(`/api/practice/sessions/${id}`), { method: 'DELETE', token: alice })).status).toBe(204);
    expect((await fetchJson(url(`/api/practice/sessions/${id}`), { token: alice })).status).toBe(404);
    expect((await fetchJson(url('/api/practice/sessions?discipline=down-the-line'), { token: alice })).body.total).toBe(0);
    expect((await fetchJson(url('/api/practice/stats?discipline=down-the-line'), { token: alice })).body.basis.sessions).toBe(0);
  });

  it('when a member pages through the history, then it is newest first, filtered, counted, and holds only their sessions', async () => {
    const CAROL = 'c3c3c3c3c3c3c3c3c3c3c3c3';
    const carol = await svc.loginAs({ userId: CAROL, role: 'member' });
    const days = ['2026-01-05', '2026-02-09', '2026-02-09', '2026-03-01', '2026-04-20'];
    const ids: string[] = [];
    for (const [i, date] of days.entries()) {
      const res = await fetchJson(url('/api/practice/sessions'), {
        token: carol,
        json: session({ date, title: `Round ${i}`, ...(i === 0 ? { discipline: 'down-the-line', scores: [{ total: 21 }] } : {}) }),
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    expect((await fetchJson(url('/api/practice/sessions'), { token: bob, json: session({ date: '2026-05-01' }) })).status).toBe(201);

    const page = async (query: string) => (await fetchJson(url(`/api/practice/sessions?${query}`), { token: carol })).body;
    const first = await page('limit=2&offset=0');
    expect(first.total).toBe(5);
    expect(first.items.map((x: { title: string }) => x.title)).toEqual(['Round 4', 'Round 3']);
    // two sessions of one day keep one order (by id) from page to page: no page repeats or skips one
    const rest = [...(await page('limit=2&offset=2')).items, ...(await page('limit=2&offset=4')).items];
    const sameDay = [ids[1]!, ids[2]!].sort().reverse();
    expect([...first.items, ...rest].map((x: { id: string }) => x.id)).toEqual([ids[4], ids[3], ...sameDay, ids[0]]);
    expect((await page('from=2026-02-01&to=2026-03-31')).items.map((x: { id: string }) => x.id)).toEqual([ids[3], ...sameDay]);
    const dtl = await page('discipline=down-the-line');
    expect(dtl.total).toBe(1);
    expect(dtl.items.map((x: { id: string }) => x.id)).toEqual([ids[0]]);

    expect((await fetchJson(url(`/api/practice/sessions/${ids[3]}`), { method: 'DELETE', token: carol })).status).toBe(204);
    const after = await page('limit=10');
    expect(after.total).toBe(4);
    expect(after.items.map((x: { id: string }) => x.id)).not.toContain(ids[3]);
  });

  it('then logged, updated and deleted events were published through the outbox', async () => {
    await svc.relay.flush();
    const events = (await publishedPracticeEvents(svc.ctx.bus)).filter((e) => e.data.sessionId === id);
    expect(events.map((e) => e.subject)).toEqual(['practice.session.logged', 'practice.session.updated', 'practice.session.deleted']);
    expect(events[0]!.data).toMatchObject({ userId: ALICE, totalScore: 43, maxScore: 50, title: 'Saturday practice' });
    expect(events[1]!.data).toMatchObject({ discipline: 'down-the-line', totalScore: 24, dtlPoints: 69 });
    expect(await svc.ctx.conn.collection('practice_sessions').countDocuments({ [`${OUTBOX_FIELD}.0`]: { $exists: true } })).toBe(0);
  });
});
