import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { handled, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';

let svc: TestService;
const names = ['bhavya', 'Aarav', 'Chetan', 'Diya', 'esha'];

beforeAll(async () => {
  svc = await startCommunityService();
  const entries = [];
  for (const displayName of names) entries.push(await register(svc, snapshot({ userId: newUserId(), displayName })));
  entries.push(await register(svc, snapshot({ userId: newUserId(), displayName: 'Private Person', isPublicProfile: false })));
  for (const e of entries) await handled(svc, e.id);
});
afterAll(() => svc?.stop());

describe('GET /api/members', () => {
  it('when a visitor opens the directory, then they get public profiles in name order, a page at a time', async () => {
    const first = await fetchJson(`${svc.url}/api/members?page=1&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.body.items.map((m: { displayName: string }) => m.displayName)).toEqual(['Aarav', 'bhavya']);
    const last = await fetchJson(`${svc.url}/api/members?page=3&pageSize=2`);
    expect(last.body.items.map((m: { displayName: string }) => m.displayName)).toEqual(['esha']);
    const beyond = await fetchJson(`${svc.url}/api/members?page=9&pageSize=2`);
    expect(beyond.body).toMatchObject({ items: [], total: 5 });
  });

  it('when no page is given, then the first 20 come back', async () => {
    const res = await fetchJson(`${svc.url}/api/members`);
    expect(res.body).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(res.body.items).toHaveLength(5);
    expect(res.body.items.every((m: { isPublicProfile: boolean }) => m.isPublicProfile)).toBe(true);
  });

  it('when the paging is nonsense, then it is 400 with field messages', async () => {
    const res = await fetchJson(`${svc.url}/api/members?page=0&pageSize=500`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ page: 'Page must be at least 1', pageSize: 'Page size must be at most 100' });
  });

  it('when an unknown or malformed member id is asked for, then it is 404 or 400', async () => {
    expect((await fetchJson(`${svc.url}/api/members/${newUserId()}`)).status).toBe(404);
    expect((await fetchJson(`${svc.url}/api/members/${'x'.repeat(80)}`)).status).toBe(400);
  });
});
