import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { card } from '../support/rounds.ts';
import { startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
let alice: string;
let carol: string;
const url = (path: string) => `${svc.url}${path}`;
const post = (json: unknown) => fetchJson(url('/api/practice/sessions'), { token: alice, json });

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: 'a1a1a1a1a1a1a1a1a1a1a1a1', role: 'member' });
  carol = await svc.loginAs({ userId: 'c3c3c3c3c3c3c3c3c3c3c3c3', role: 'member' });
  // January: 22/25 target by target plus a 20 total (calm); February: 24/25 (windy); March: DTL 24/69 in Pune
  for (const body of [
    {
      date: '2026-01-05',
      location: 'Delhi',
      weatherConditions: { windSpeed: 4 },
      scores: [{ shots: card('FFSLF NFFFFF FSFFL FFFFF FLFFF') }, { total: 20 }],
    },
    {
      date: '2026-02-10',
      location: 'Delhi',
      weatherConditions: { windSpeed: 20 },
      scores: [{ shots: card('FFFFF FFFFF FFFFF FFFFF FFFFL') }],
    },
    {
      date: '2026-03-20',
      location: 'Pune',
      discipline: 'down-the-line',
      scores: [{ shots: card('FFFFF FSFFF FFFFL SSFFF FFFFF', { machines: false }) }],
    },
  ])
    expect((await post(body)).status).toBe(201);
});
afterAll(() => svc?.stop());

describe('my stats', () => {
  it('when a member asks for stats, then they are computed over their own sessions with the basis stated', async () => {
    const res = await fetchJson(url('/api/practice/stats'), { token: alice });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kills: 90,
      targets: 100,
      averagePerRound: 22.5,
      longestRun: 27,
      dtl: { kills: 24, points: 69, written: '24/69' },
      basis: { sessions: 3, rounds: 4, detailedRounds: 3, totalOnlyRounds: 1 },
      comparison: null,
    });
    expect(res.body.byStation).toHaveLength(5);
    expect(res.body.trend.byMonth.map((m: { month: string }) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('when filtered by discipline, dates or location, then only the matching sessions count', async () => {
    const get = async (q: string) => (await fetchJson(url(`/api/practice/stats?${q}`), { token: alice })).body;
    expect((await get('discipline=olympic-trap')).basis.sessions).toBe(2);
    expect((await get('discipline=olympic-trap')).dtl).toBeNull();
    expect((await get('from=2026-02-01&to=2026-02-28')).kills).toBe(24);
    expect((await get('location=Pune')).basis.sessions).toBe(1);
    expect((await fetchJson(url('/api/practice/stats?from=yesterday'), { token: alice })).status).toBe(400);
  });

  it('when two periods are compared, then both headlines and the change come back', async () => {
    const res = await fetchJson(url('/api/practice/stats?from=2026-01-01&to=2026-01-31&compareFrom=2026-02-01&compareTo=2026-03-31'), {
      token: alice,
    });
    expect(res.body.comparison).toMatchObject({ a: { averagePerRound: 21 }, b: { averagePerRound: 24 }, change: { averagePerRound: 3 } });
  });

  it('when the CSV is exported, then there is a header and one line per session', async () => {
    const res = await fetch(url('/api/practice/stats.csv'), { headers: { authorization: `Bearer ${alice}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,discipline,location,rounds,targets,kills,average_per_round,first_barrel_kills,second_barrel_kills,dtl_points,longest_run,wind_kmh,temperature_c',
    );
    expect(lines.slice(1)).toEqual([
      '2026-01-05,ISSF Olympic Trap,Delhi,2,50,42,21,20,2,,10,4,',
      '2026-02-10,ISSF Olympic Trap,Delhi,1,25,24,24,24,0,,24,20,',
      '2026-03-20,Down-The-Line,Pune,1,25,24,24,21,3,69,14,,',
    ]);
  });

  it('when a member with no sessions asks, then the numbers are empty and nothing is invented', async () => {
    const res = await fetchJson(url('/api/practice/stats'), { token: carol });
    expect(res.body).toMatchObject({ averagePerRound: null, longestRun: 0, basis: { sessions: 0 } });
  });

  it('when the weather analysis is asked for, then scores are grouped by the logged wind', async () => {
    const res = await fetchJson(url('/api/weather/analysis'), { token: alice });
    expect(res.status).toBe(200);
    expect(res.body.basis).toEqual({ sessions: 3, withConditions: 2 });
    expect(res.body.bands).toEqual([
      expect.objectContaining({ factor: 'wind', band: 'calm (under 8 km/h)', sessions: 1, kills: 42 }),
      expect.objectContaining({ factor: 'wind', band: 'windy (15-25 km/h)', sessions: 1, kills: 24 }),
    ]);
  });

  it('when nobody is logged in, then stats, CSV, insights and weather analysis are 401', async () => {
    for (const path of ['/api/practice/stats', '/api/practice/stats.csv', '/api/practice/insights', '/api/weather/analysis'])
      expect((await fetchJson(url(path))).status).toBe(401);
  });
});

describe('technique insights and the AI coach', () => {
  it('when insights are asked for, then they are computed from the shots and stored as the technique_analysis record', async () => {
    const res = await fetchJson(url('/api/practice/insights?discipline=olympic-trap'), { token: alice });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: 'a1a1a1a1a1a1a1a1a1a1a1a1', sessionId: null, overallScore: 88 });
    expect(res.body.basis).toContain('scored target by target');
    const stored = await svc.ctx.conn.collection('technique_analysis').find({ userId: 'a1a1a1a1a1a1a1a1a1a1a1a1' }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.analysis).toBe(res.body.analysis);
  });

  it('when logged out, then each coach endpoint answers 401 with its SPEC 8.4 message', async () => {
    const cases = [
      ['/api/ai-coach/feedback/0123456789abcdef01234567', 'User must be logged in to get coaching feedback'],
      ['/api/ai-coach/trends', 'User must be logged in to get trend analysis'],
      ['/api/ai-coach/equipment-tips', 'User must be logged in to get equipment tips'],
    ];
    for (const [path, message] of cases) {
      const res = await fetchJson(url(path!));
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('when a member asks about a session, then the feedback cites its numbers; another member gets 404', async () => {
    const list = await fetchJson(url('/api/practice/sessions?from=2026-02-01&to=2026-02-28'), { token: alice });
    const id = list.body.items[0].id;
    const res = await fetchJson(url(`/api/ai-coach/feedback/${id}`), { token: alice });
    expect(res.status).toBe(200);
    expect(res.body.feedback).toContain('ISSF Olympic Trap on 2026-02-10: 24/25 over 1 round(s), 24 per round.');
    expect(res.body.feedback).toContain('above your average of 21');
    // kept on the session for the history screen
    expect((await fetchJson(url(`/api/practice/sessions/${id}`), { token: alice })).body.feedback).toBe(res.body.feedback);
    expect((await fetchJson(url(`/api/ai-coach/feedback/${id}`), { token: carol })).status).toBe(404);
  });

  it('when a member has sessions, then trends cite months; without any, the empty texts are exact', async () => {
    const trends = await fetchJson(url('/api/ai-coach/trends'), { token: alice });
    expect(trends.body.analysis).toContain('from 21 in 2026-01');
    expect((await fetchJson(url('/api/ai-coach/trends'), { token: carol })).body).toEqual({ analysis: 'No trend analysis available.' });
    expect((await fetchJson(url('/api/ai-coach/equipment-tips'), { token: carol })).body).toEqual({ tips: 'No technique tips available.' });
  });
});
