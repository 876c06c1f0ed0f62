import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { shootFinished, type EventData } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * Match-day results flow back: community.shoot.finished puts each member's rounds in their practice
 * history and a line in their competitions log, once (the event replayed adds nothing), linked to
 * the shoot's leaderboard.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startPracticeService();
});
afterAll(() => svc?.stop());

const id = () => randomBytes(12).toString('hex');
const shots = (pattern: string) =>
  [...pattern].map((c) => ({ outcome: c === '1' ? ('first' as const) : c === '2' ? ('second' as const) : ('lost' as const) }));

describe('results of a finished shoot', () => {
  it('when a shoot finishes, then each member sees its rounds in their history and competitions log once, even when the event comes twice', async () => {
    const [anand, bela] = [id(), id()];
    const shootId = id();
    const data: EventData<typeof shootFinished> = {
      shootId,
      eventId: id(),
      title: 'Sunday Trap League',
      location: 'Pink City Trap Club, Jaipur',
      date: new Date(Date.now() - 3600_000).toISOString(),
      url: `/shoots/${shootId}/leaderboard`,
      results: [
        {
          userId: anand,
          name: 'Anand',
          discipline: 'olympic-trap',
          category: 'open',
          rank: 1,
          competitors: 2,
          total: 47,
          targets: 50,
          points: null,
          rounds: [{ shots: shots('1'.repeat(24) + '0') }, { shots: shots('2'.repeat(23) + '00') }],
        },
        {
          userId: bela,
          name: 'Bela',
          discipline: 'down-the-line',
          category: 'women',
          rank: 1,
          competitors: 1,
          total: 25,
          targets: 25,
          points: 73,
          rounds: [{ shots: shots('1'.repeat(24) + '2') }],
        },
      ],
    };
    await publishTestEvent(svc, shootFinished, data);
    await publishTestEvent(svc, shootFinished, data); // another event id: a replay by the producer
    await waitForConsumers(svc);
    const token = await svc.loginAs({ userId: anand, role: 'member' });
    const sessions = await fetchJson(`${svc.url}/api/practice/sessions`, { token });
    expect(sessions.status).toBe(200);
    const list = (sessions.body.items ?? sessions.body) as { title: string; totalScore: number; totalTargets: number; notes: string }[];
    expect(list.map((s) => [s.title, s.totalScore, s.totalTargets])).toEqual([['Sunday Trap League', 47, 50]]);
    expect(list[0]!.notes).toContain(`/shoots/${shootId}/leaderboard`);
    const comps = await fetchJson(`${svc.url}/api/competitions`, { token });
    expect(comps.status).toBe(200);
    const items = comps.body.items as { name: string; score: number; maxScore: number; placing: number; notes: string }[];
    expect(items.map((c) => [c.name, c.score, c.maxScore, c.placing])).toEqual([['Sunday Trap League', 47, 50, 1]]);
    const belaToken = await svc.loginAs({ userId: bela, role: 'member' });
    const belaSessions = await fetchJson(`${svc.url}/api/practice/sessions`, { token: belaToken });
    const belaList = (belaSessions.body.items ?? belaSessions.body) as { dtlPoints: number | null; discipline: string }[];
    expect(belaList.map((s) => [s.discipline, s.dtlPoints])).toEqual([['down-the-line', 74]]);
  });
});

describe('the scorecard of a match-day round', () => {
  it('when a member shares the session a shoot scored without stations, then its scorecard puts every target on the station of the usual rotation, like a round from the pad', async () => {
    const member = id();
    const shootId = id();
    // 20 kills, then the last 5 targets (station 5) lost; the match-day card names no stations
    await publishTestEvent(svc, shootFinished, {
      shootId,
      eventId: id(),
      title: 'Club Monthly Medal',
      location: 'Tughlakabad Range, Delhi',
      date: new Date(Date.now() - 3600_000).toISOString(),
      url: `/shoots/${shootId}/leaderboard`,
      results: [
        {
          userId: member,
          name: 'Chitra',
          discipline: 'olympic-trap',
          category: 'open',
          rank: 1,
          competitors: 1,
          total: 20,
          targets: 25,
          points: null,
          rounds: [{ shots: shots('1'.repeat(20) + '0'.repeat(5)) }],
        },
      ],
    });
    await waitForConsumers(svc);
    const token = await svc.loginAs({ userId: member, role: 'member' });
    const sessions = await fetchJson(`${svc.url}/api/practice/sessions`, { token });
    const [session] = (sessions.body.items ?? sessions.body) as { id: string }[];
    expect(session, 'the shoot is in the member’s history').toBeTruthy();
    const shared = await fetchJson(`${svc.url}/api/practice/sessions/${session!.id}/scorecard`, { token, method: 'POST' });
    expect(shared.status, shared.text).toBe(200);
    const card = await fetchJson(`${svc.url}/api/practice/scorecards/${shared.body.url.split('/').pop()}`);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ totalScore: 20, totalTargets: 25 });
    expect(card.body.analysis).toBe('20 hits and 5 misses; most misses on station 5 (5 of 5).');
    const svg = await (await fetch(`${svc.url}${card.body.imageUrl}`)).text();
    expect(svg).not.toContain('No rounds were scored target by target');
  });
});
