import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { card } from '../support/rounds.ts';
import { startPracticeService } from '../support/practice-service.ts';
import { insertStoredSession } from '../support/stored-session.ts';

/**
 * Sessions keep their rounds and aggregate as JSON text on FerretDB (the kit's json-text.ts); documents stored
 * in the earlier shapes (nested fields, or text written by the repository itself) still read and move over on change.
 */
const USER = 'd4d4d4d4d4d4d4d4d4d4d4d4';
let svc: TestService;
let token: string;
const sessions = () => svc.ctx.conn.db!.collection('practice_sessions');

beforeAll(async () => {
  svc = await startPracticeService();
  token = await svc.loginAs({ userId: USER, role: 'member' });
});
afterAll(() => svc?.stop());

describe('how sessions are stored', () => {
  it('when a member logs a round, then its rounds and aggregate are stored as text (FerretDB) and read back as sent', async () => {
    const shots = card('FFSLF NFFFFF FSFFL FFFFF FLFFF');
    const res = await fetchJson(`${svc.url}/api/practice/sessions`, { token, json: { date: '2026-04-02', scores: [{ shots }] } });
    expect(res.status).toBe(201);
    const raw = await sessions().findOne({ _id: new Types.ObjectId(res.body.id) });
    expect(typeof raw!.scoresJson).toBe('string');
    expect(raw!.scores).toBeUndefined();
    const read = await fetchJson(`${svc.url}/api/practice/sessions/${res.body.id}`, { token });
    expect(read.body.scores[0].shots).toEqual(res.body.scores[0].shots);
    expect(read.body.totalScore).toBe(res.body.totalScore);
  });

  it('when a session and its statistics row were stored as text by the earlier repository, then history, the session and stats read them', async () => {
    // a member of their own: nothing of theirs is cached yet, as after a restart of the earlier version
    const TEXT_USER = 'e5e5e5e5e5e5e5e5e5e5e5e5';
    const textToken = await svc.loginAs({ userId: TEXT_USER, role: 'member' });
    const date = new Date('2026-02-01T00:00:00.000Z');
    const { _id, agg } = await insertStoredSession(svc, { userId: TEXT_USER, date, title: 'Text shape', scores: [{ total: 22 }], shape: 'text' });
    await svc.ctx.conn.db!.collection('practice_session_stats').insertOne({
      _id: String(_id) as never,
      userId: TEXT_USER,
      date,
      discipline: 'olympic-trap',
      location: null,
      rangeId: null,
      weatherConditions: null,
      equipmentIds: [],
      aggJson: JSON.stringify(agg),
    });
    const read = await fetchJson(`${svc.url}/api/practice/sessions/${_id}`, { token: textToken });
    expect(read.body).toMatchObject({ title: 'Text shape', totalScore: 22, scores: [{ total: 22 }] });
    const history = await fetchJson(`${svc.url}/api/practice/sessions?from=2026-02-01&to=2026-02-01`, { token: textToken });
    expect(history.body.items).toMatchObject([{ title: 'Text shape', totalScore: 22, scores: [{ total: 22 }] }]);
    const stats = await fetchJson(`${svc.url}/api/practice/stats?from=2026-02-01&to=2026-02-01`, { token: textToken });
    expect(stats.status).toBe(200);
    expect(stats.body.basis.sessions).toBe(1);
  });

  it('when a session stored in the earlier shape is read and then edited, then it reads the same and is rewritten as text', async () => {
    const { _id } = await insertStoredSession(svc, {
      userId: USER,
      date: new Date('2026-03-01T00:00:00.000Z'),
      title: 'Old shape',
      scores: [{ total: 18 }],
      shape: 'nested',
    });
    const read = await fetchJson(`${svc.url}/api/practice/sessions/${_id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ title: 'Old shape', totalScore: 18, scores: [{ total: 18 }] });

    const edited = await fetchJson(`${svc.url}/api/practice/sessions/${_id}`, {
      method: 'PUT',
      token,
      json: { date: '2026-03-01', title: 'Old shape', scores: [{ total: 19 }] },
    });
    expect(edited.status).toBe(200);
    const raw = await sessions().findOne({ _id });
    expect(raw!.scores).toBeUndefined();
    expect(raw!.agg).toBeUndefined();
    expect(JSON.parse(raw!.scoresJson as string)).toEqual([{ total: 19 }]);
    expect((await fetchJson(`${svc.url}/api/practice/sessions/${_id}`, { token })).body.totalScore).toBe(19);
  });

  it("when a member's achievements, challenge progress and progression maps were stored as text by the earlier services, then they read as before", async () => {
    const MAPS_USER = 'f6f6f6f6f6f6f6f6f6f6f6f6';
    const mapsToken = await svc.loginAs({ userId: MAPS_USER, role: 'member' });
    const db = svc.ctx.conn.db!;
    const now = new Date();
    await db.collection('practice_achievements').insertOne({
      _id: MAPS_USER as never,
      unlockedJson: JSON.stringify({ 'first-session': '2026-01-05T10:00:00.000Z' }),
      updatedAt: now,
    });
    await db.collection('practice_progress').insertOne({
      _id: MAPS_USER as never,
      sessionsJson: '{}',
      challengesJson: JSON.stringify({ 'some-challenge': 300 }),
      level: 2,
      revision: 1,
      updatedAt: now,
    });
    const achievements = await fetchJson(`${svc.url}/api/achievements`, { token: mapsToken });
    expect(achievements.body.earned).toMatchObject([{ id: 'first-session', unlockedAt: '2026-01-05T10:00:00.000Z' }]);
    const progression = await fetchJson(`${svc.url}/api/progression`, { token: mapsToken });
    expect(progression.body).toMatchObject({ challengeXp: 300, totalXp: 300 });
  });
});
