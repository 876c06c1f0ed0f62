import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

/** Shareable scorecards through the real HTTP server and stores: the owner's switch, the public page and image. */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
let owner: string;
let other: string;
let sessionId: string;

const shots = (hits: number, misses: number) =>
  Array.from({ length: hits + misses }, (_, i) => ({
    station: (i % 5) + 1,
    direction: (['left', 'straight', 'right'] as const)[i % 3],
    outcome: i < hits ? 'first' : 'lost',
  }));

beforeAll(async () => {
  svc = await startPracticeService();
  owner = await svc.loginAs({ userId: 'aaaaaaaaaaaaaaaaaaaaaaa1' });
  other = await svc.loginAs({ userId: 'aaaaaaaaaaaaaaaaaaaaaaa2' });
  const created = await fetchJson(url('/api/practice/sessions'), {
    token: owner,
    json: { date: '2026-03-12', title: 'Sunday <trap> & doubles', location: 'Tughlakabad', scores: [{ shots: shots(22, 3) }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  sessionId = created.body.id;
});
afterAll(() => svc?.stop());

describe('shareable scorecards', () => {
  it('when the owner shares a session, then anyone with the link sees its scorecard and image; asking again gives the same link', async () => {
    const path = `/api/practice/sessions/${sessionId}/scorecard`;
    expect((await fetchJson(url(path), { token: owner })).body).toEqual({ shared: false, url: null, imageUrl: null });
    const shared = await fetchJson(url(path), { token: owner, method: 'POST' });
    expect(shared.status).toBe(200);
    expect(shared.body.url).toMatch(/^\/scorecard\/[A-Za-z0-9_-]{22}$/);
    expect((await fetchJson(url(path), { token: owner, method: 'POST' })).body.url).toBe(shared.body.url);

    const token = shared.body.url.split('/').pop();
    const card = await fetchJson(url(`/api/practice/scorecards/${token}`));
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      title: 'Sunday <trap> & doubles',
      totalScore: 22,
      totalTargets: 25,
      rounds: 1,
      location: 'Tughlakabad',
      ownerId: 'aaaaaaaaaaaaaaaaaaaaaaa1',
      imageUrl: `/api/practice/scorecards/${token}/image.svg`,
    });
    expect(card.body.analysis.length).toBeGreaterThan(10);

    const image = await fetch(url(card.body.imageUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await image.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // the title is text, never markup
    expect(svg).toContain('Sunday &lt;trap&gt; &amp; doubles');
    expect(svg).not.toContain('<trap>');
    expect(svg).toContain('22 / 25');
  });

  it('when the owner stops sharing, then the link and its image are gone for good; sharing again makes a new link', async () => {
    const path = `/api/practice/sessions/${sessionId}/scorecard`;
    const first = (await fetchJson(url(path), { token: owner, method: 'POST' })).body.url.split('/').pop();
    const stopped = await fetchJson(url(path), { token: owner, method: 'DELETE' });
    expect(stopped.body).toEqual({ shared: false, url: null, imageUrl: null });
    expect((await fetchJson(url(`/api/practice/scorecards/${first}`))).status).toBe(404);
    expect((await fetch(url(`/api/practice/scorecards/${first}/image.svg`))).status).toBe(404);
    const again = (await fetchJson(url(path), { token: owner, method: 'POST' })).body.url.split('/').pop();
    expect(again).not.toBe(first);
  });

  it('when another member or a guest touches the switch, then 404 or 401 and nothing is shared; bad ids and links are 400', async () => {
    const path = `/api/practice/sessions/${sessionId}/scorecard`;
    await fetchJson(url(path), { token: owner, method: 'DELETE' });
    expect((await fetchJson(url(path), { token: other, method: 'POST' })).status).toBe(404);
    expect((await fetchJson(url(path), { token: other })).status).toBe(404);
    expect((await fetchJson(url(path), { method: 'POST' })).status).toBe(401);
    expect((await fetchJson(url(path), { token: owner })).body.shared).toBe(false);
    expect((await fetchJson(url('/api/practice/sessions/nope/scorecard'), { token: owner })).status).toBe(400);
    expect((await fetchJson(url('/api/practice/scorecards/short'))).status).toBe(400);
    expect((await fetchJson(url('/api/practice/scorecards/AAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(404);
  });

  it('when a shared session is deleted, then its scorecard is not found', async () => {
    const created = await fetchJson(url('/api/practice/sessions'), { token: owner, json: { date: '2026-03-13', scores: [{ total: 20 }] } });
    const path = `/api/practice/sessions/${created.body.id}/scorecard`;
    const token = (await fetchJson(url(path), { token: owner, method: 'POST' })).body.url.split('/').pop();
    expect((await fetchJson(url(`/api/practice/scorecards/${token}`))).status).toBe(200);
    expect((await fetchJson(url(`/api/practice/sessions/${created.body.id}`), { token: owner, method: 'DELETE' })).status).toBeLessThan(
      300,
    );
    expect((await fetchJson(url(`/api/practice/scorecards/${token}`))).status).toBe(404);
  });
});
