import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, startContentService } from '../support/content-service.ts';

let svc: TestService;
let admin: string;
const url = (path: string) => `${svc.url}${path}`;
const episode = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Episode ${n}`,
  description: 'Show notes',
  audioUrl: '/audio/placeholders/podcast-episode.mp3',
  duration: 600,
  episodeNumber: n,
  ...extra,
});

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
});
afterAll(() => svc?.stop());

describe('podcast episodes for the episode page', () => {
  it('when an episode names its guest, then the item and the list carry the guest; without one they are null', async () => {
    const withGuest = await fetchJson(url('/api/podcasts'), {
      token: admin,
      json: episode(41, { guestName: 'Ishita Rao', guestTitle: 'Junior coach' }),
    });
    expect(withGuest.status).toBe(201);
    const plain = (await fetchJson(url('/api/podcasts'), { token: admin, json: episode(42) })).body;
    expect((await fetchJson(url(`/api/podcasts/${withGuest.body.id}`))).body).toMatchObject({
      guestName: 'Ishita Rao',
      guestTitle: 'Junior coach',
    });
    expect(plain).toMatchObject({ guestName: null, guestTitle: null });
    const list = (await fetchJson(url('/api/podcasts?limit=2&offset=0'))).body;
    expect(list.map((p: { episodeNumber: number }) => p.episodeNumber).sort()).toEqual([41, 42]);
  });

  it('when the guest name is too long, then 400 names the field and nothing is stored', async () => {
    const res = await fetchJson(url('/api/podcasts'), { token: admin, json: episode(43, { guestName: 'x'.repeat(121) }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['guestName']);
    expect((await fetchJson(url('/api/podcasts?limit=100'))).body.some((p: { episodeNumber: number }) => p.episodeNumber === 43)).toBe(
      false,
    );
  });

  it('when an episode id is unknown or malformed, then 404', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'nope']) {
      expect((await fetchJson(url(`/api/podcasts/${id}`))).status).toBe(404);
    }
  });
});
