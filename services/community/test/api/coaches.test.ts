import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSnapshot } from '@trap/contracts';
import { eventually, fetchJson, startTestService, type TestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';
import { handled, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';

/** The coach finder and coach profiles through the real HTTP server and stores. */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;

interface Member {
  id: string;
  token: string;
}
async function member(displayName: string, extra: Partial<UserSnapshot> = {}): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName, ...extra }))).id);
  return { id, token: await svc.loginAs({ userId: id }) };
}
const call = (who: Member | null, path: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(url(path), { ...(who ? { token: who.token } : {}), ...init });
const saveProfile = (who: Member, id: string, json: unknown) => call(who, `/api/coaches/${id}/profile`, { method: 'PUT', json });

const PROFILE = { speciality: 'Olympic Trap', city: 'Jaipur', experienceYears: 12, ratePerSession: 2500, about: 'Hold points and finals.' };

let patiala: Member;
let pune: Member;
let unlisted: Member;
let viewer: Member;

beforeAll(async () => {
  svc = await startCommunityService();
  patiala = await member('Harpreet Coach', { isCoach: true, clubAffiliation: 'Patiala Shotgun Club', location: 'Patiala' });
  pune = await member('Kavita Coach', { role: 'coach', isPublicProfile: false });
  unlisted = await member('Private Coach No Profile', { isCoach: true, isPublicProfile: false });
  viewer = await member('Looking For Coach');
  await member('Not A Coach');
  expect((await saveProfile(patiala, patiala.id, PROFILE)).status).toBe(200);
  expect(
    (
      await saveProfile(pune, pune.id, {
        speciality: 'Beginners',
        city: 'Pune',
        experienceYears: 6,
        ratePerSession: 1200,
        acceptingRequests: false,
      })
    ).status,
  ).toBe(200);
});
afterAll(() => svc?.stop());

describe('the coach finder', () => {
  it('when a member opens the finder, then coaches with a public profile or a coach profile are listed with their coaching fields', async () => {
    const res = await call(viewer, '/api/coaches');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.cities).toEqual(['Jaipur', 'Pune']);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: patiala.id,
        displayName: 'Harpreet Coach',
        speciality: 'Olympic Trap',
        city: 'Jaipur',
        experienceYears: 12,
        ratePerSession: 2500,
        about: 'Hold points and finals.',
        acceptingRequests: true,
        followersCount: 0,
      }),
      expect.objectContaining({ id: pune.id, speciality: 'Beginners', acceptingRequests: false }),
    ]);
    expect(res.body.items.map((c: { id: string }) => c.id)).not.toContain(unlisted.id);
    expect((await call(null, '/api/coaches')).status).toBe(401);
  });

  it('when a member filters by speciality, city, rate, experience or a search word, then only matching coaches are listed', async () => {
    const ids = async (query: string) => (await call(viewer, `/api/coaches?${query}`)).body.items.map((c: { id: string }) => c.id);
    expect(await ids('speciality=Beginners')).toEqual([pune.id]);
    expect(await ids('city=jaip')).toEqual([patiala.id]);
    expect(await ids('maxRate=2000')).toEqual([pune.id]);
    expect(await ids('minExperience=10')).toEqual([patiala.id]);
    expect(await ids('q=patiala')).toEqual([patiala.id]);
    expect(await ids('speciality=&city=&maxRate=&minExperience=')).toHaveLength(2);
    expect(await ids('pageSize=1&page=2')).toEqual([pune.id]);
  });

  it('answers 400 with field messages for bad filters', async () => {
    const res = await call(viewer, '/api/coaches?speciality=Rifle&maxRate=-1&minExperience=abc&pageSize=500');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      speciality: 'Choose a speciality',
      maxRate: 'Maximum rate cannot be negative',
      minExperience: 'Minimum experience must be a number',
      pageSize: 'Page size must be at most 50',
    });
  });

  it('when a member opens one coach, then it is there; a member who does not coach or an unknown id is 404', async () => {
    expect((await call(viewer, `/api/coaches/${patiala.id}`)).body).toMatchObject({ id: patiala.id, city: 'Jaipur' });
    expect((await call(viewer, `/api/coaches/${viewer.id}`)).status).toBe(404);
    expect((await call(viewer, `/api/coaches/${unlisted.id}`)).status).toBe(404);
    expect((await call(viewer, `/api/coaches/${newUserId()}`)).status).toBe(404);
    // a coach profile is a public offer: guests read it too, and the coach's page opens even when their profile is private
    expect((await call(null, `/api/coaches/${pune.id}`)).body).toMatchObject({ id: pune.id, isPublicProfile: false });
    expect((await call(null, `/api/members/${pune.id}/profile`)).body).toMatchObject({ coach: { id: pune.id } });
    expect((await call(null, `/api/members/${unlisted.id}/profile`)).status).toBe(404);
  });
});

describe('coach profiles', () => {
  it('when a coach edits their profile, then the finder shows the change', async () => {
    const res = await saveProfile(patiala, patiala.id, { ...PROFILE, city: 'Patiala', ratePerSession: 3000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ city: 'Patiala', ratePerSession: 3000, about: 'Hold points and finals.' });
    expect((await call(viewer, `/api/coaches/${patiala.id}`)).body).toMatchObject({ city: 'Patiala', ratePerSession: 3000 });
    await saveProfile(patiala, patiala.id, PROFILE);
  });

  it("answers 403 for another coach's profile and 404 for a member who does not coach, and changes nothing", async () => {
    const other = await saveProfile(pune, patiala.id, { ...PROFILE, city: 'Elsewhere' });
    expect(other.status).toBe(403);
    expect((await saveProfile(viewer, patiala.id, PROFILE)).status).toBe(403);
    const notCoach = await saveProfile(viewer, viewer.id, PROFILE);
    expect(notCoach.status).toBe(404);
    expect(notCoach.body.error.message).toBe('Coach not found');
    expect((await call(viewer, `/api/coaches/${viewer.id}`)).status).toBe(404);
    expect((await call(viewer, `/api/coaches/${patiala.id}`)).body.city).toBe('Jaipur');
  });

  it('answers 400 with field messages for a bad profile and stores nothing', async () => {
    const res = await saveProfile(patiala, patiala.id, {
      speciality: 'Rifle',
      city: ' ',
      experienceYears: 2.5,
      ratePerSession: -5,
      about: 'x'.repeat(1001),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      speciality: 'Choose a speciality',
      city: 'City is required',
      experienceYears: 'Experience must be a whole number of years',
      ratePerSession: 'Rate cannot be negative',
      about: 'About must be at most 1000 characters',
    });
    expect((await saveProfile(patiala, patiala.id, {})).body.error.fields).toMatchObject({
      speciality: 'Choose a speciality',
      city: 'City is required',
      experienceYears: 'Experience must be a number of years',
      ratePerSession: 'Rate must be a number of rupees',
    });
    expect((await call(viewer, `/api/coaches/${patiala.id}`)).body.speciality).toBe('Olympic Trap');
  });

  it('when a coach is not taking requests, then asking them is 409; a coach who is, accepts a request and it shows for both', async () => {
    const refused = await call(viewer, '/api/relationships', { json: { relatedUserId: pune.id, type: 'coach' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This coach is not taking new requests');
    const asked = await call(viewer, '/api/relationships', { json: { relatedUserId: patiala.id, type: 'coach' } });
    expect(asked.status).toBe(201);
    const incoming = (await call(patiala, '/api/relationships?type=coach&status=pending')).body.items;
    expect(incoming).toEqual([expect.objectContaining({ id: asked.body.id, direction: 'incoming' })]);
    expect((await call(patiala, `/api/relationships/${encodeURIComponent(asked.body.id)}/accept`, { method: 'POST' })).status).toBe(200);
    const page = await call(viewer, `/api/members/${patiala.id}/profile`);
    expect(page.body).toMatchObject({
      coach: { id: patiala.id, speciality: 'Olympic Trap' },
      viewer: { coaching: { status: 'accepted' } },
    });
  });
});

describe('demo data (DEMO_MODE)', () => {
  it('seeds six or more coaches with profiles and, when the demo member registers, their friends, requests and follows; a restart adds nothing', async () => {
    const demo = await startTestService({
      service: 'community',
      build: buildCommunityService,
      config: loadCommunityConfig,
      env: { DEMO_MODE: 'true' },
      cleanup: 'none',
    });
    try {
      const memberId = newUserId();
      await handled(demo, (await register(demo, snapshot({ userId: memberId, username: 'member', displayName: 'Arjun Mehta' }))).id);
      const token = await demo.loginAs({ userId: memberId });
      const coaches = await fetchJson(`${demo.url}/api/coaches?pageSize=50`, { token });
      expect(coaches.body.total).toBeGreaterThanOrEqual(6);
      expect(coaches.body.items.every((c: { speciality: string | null }) => c.speciality)).toBe(true);
      const mine = await eventually(async () => {
        const items = (await fetchJson(`${demo.url}/api/relationships`, { token })).body.items as {
          status: string;
          type: string;
          direction: string;
        }[];
        return items.length >= 7 ? items : null;
      });
      expect(mine.filter((r) => r.type === 'friend' && r.status === 'accepted')).toHaveLength(3);
      expect(mine.filter((r) => r.status === 'pending' && r.direction === 'incoming')).toHaveLength(1);
      expect((await fetchJson(`${demo.url}/api/friends/following`, { token })).body.items).toHaveLength(3);
    } finally {
      await demo.stop();
    }
    const again = await startTestService({
      service: 'community',
      build: buildCommunityService,
      config: loadCommunityConfig,
      env: {
        DEMO_MODE: 'true',
        MONGO_DB: demo.env.MONGO_DB!,
        EVENT_NAMESPACE: demo.env.EVENT_NAMESPACE!,
        REDIS_PREFIX: demo.env.REDIS_PREFIX!,
      },
      cleanup: 'all',
    });
    try {
      const token = await again.loginAs({ userId: newUserId() });
      const coaches = await fetchJson(`${again.url}/api/coaches?pageSize=50`, { token });
      expect(coaches.body.total).toBe(7);
    } finally {
      await again.stop();
    }
  });
});
