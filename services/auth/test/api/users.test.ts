import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { authorSchema, publicMemberSchema } from '@trap/contracts';
import { eventsFor, publishedEvents, registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

describe('GET /api/users and /api/users/public', () => {
  it('lists authors (id, displayName, avatarUrl, role withheld) and only public profiles in /public', async () => {
    const { user: hidden } = await registerUser(svc, { displayName: 'Private Person' });
    const { user: shown, token } = await registerUser(svc, { displayName: 'Public Person', avatarUrl: 'https://img.example/p.png' });
    const patched = await svc.call('/api/user', {
      method: 'PATCH',
      token,
      json: { isPublicProfile: true, clubAffiliation: 'Pune Rifle Club', level: 4 },
    });
    expect(patched.status).toBe(200);

    const authors = await svc.call('/api/users?limit=200');
    expect(authors.status).toBe(200);
    const ids = authors.body.map((a: { id: string }) => a.id);
    expect(ids).toContain(shown.id);
    for (const a of authors.body) expect(authorSchema.strict().parse(a)).toBeTruthy();
    expect(authors.body.find((a: { id: string }) => a.id === shown.id)).toEqual({
      id: shown.id,
      displayName: 'Public Person',
      avatarUrl: 'https://img.example/p.png',
      role: null,
    });
    expect(ids).not.toContain(hidden.id);

    const members = await svc.call('/api/users/public');
    expect(members.status).toBe(200);
    for (const m of members.body) expect(publicMemberSchema.strict().parse(m).isPublicProfile).toBe(true);
    expect(members.body.map((m: { id: string }) => m.id)).toContain(shown.id);
    expect(members.body.map((m: { id: string }) => m.id)).not.toContain(hidden.id);
    expect(members.body.find((m: { id: string }) => m.id === shown.id)).toEqual({
      id: shown.id,
      displayName: 'Public Person',
      avatarUrl: 'https://img.example/p.png',
      level: 4,
      clubAffiliation: 'Pune Rifle Club',
      isPublicProfile: true,
    });
  });

  it('pages with limit and offset (default 50, at most 200) and refuses bad paging with 400', async () => {
    for (let i = 0; i < 3; i++) {
      const { token } = await registerUser(svc);
      await svc.call('/api/user', { method: 'PATCH', token, json: { isPublicProfile: true } });
    }
    const all = (await svc.call('/api/users?limit=200')).body as { id: string }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const page = await svc.call('/api/users?limit=2&offset=1');
    expect(page.body.map((a: { id: string }) => a.id)).toEqual(all.slice(1, 3).map((a) => a.id));
    const tooMany = await svc.call('/api/users?limit=500');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.limit).toBeTruthy();
    expect((await svc.call('/api/users/public?offset=-1')).status).toBe(400);
  });

  it('when a guest asks for the author list, then private accounts and staff roles are not in it', async () => {
    const { user: privateMember } = await registerUser(svc, { displayName: 'Quiet Member' });
    const { user: staffer, token } = await registerUser(svc, { displayName: 'Public Official' });
    await svc.call('/api/user', { method: 'PATCH', token, json: { isPublicProfile: true } });
    await setUser(svc, staffer.id, { role: 'admin' });
    const authors = (await svc.call('/api/users?limit=200')).body as { id: string; role: unknown }[];
    expect(authors.map((a) => a.id)).not.toContain(privateMember.id);
    expect(authors.find((a) => a.id === staffer.id)).toMatchObject({ id: staffer.id, role: null });
    expect(authors.every((a) => a.role === null)).toBe(true);
  });

  it('leaves accounts that are not active out of both lists', async () => {
    const { user, token } = await registerUser(svc);
    await svc.call('/api/user', { method: 'PATCH', token, json: { isPublicProfile: true } });
    await setUser(svc, user.id, { accountStatus: 'suspended' });
    expect((await svc.call('/api/users?limit=200')).body.map((a: { id: string }) => a.id)).not.toContain(user.id);
    expect((await svc.call('/api/users/public?limit=200')).body.map((a: { id: string }) => a.id)).not.toContain(user.id);
  });
});

describe('PATCH /api/user', () => {
  it('when a member changes a field other services show, then auth.user.updated is published with the new snapshot', async () => {
    const { user, token } = await registerUser(svc);
    const res = await svc.call('/api/user', {
      method: 'PATCH',
      token,
      json: { displayName: 'Renamed Shooter', avatarUrl: 'https://img.example/r.png' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ displayName: 'Renamed Shooter', avatarUrl: 'https://img.example/r.png' });
    const updated = await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.updated', user.id)[0]);
    expect(updated.data).toMatchObject({
      userId: user.id,
      username: user.username,
      displayName: 'Renamed Shooter',
      avatarUrl: 'https://img.example/r.png',
    });
  });

  it('when only private fields change, then no auth.user.updated goes out', async () => {
    const { user, token } = await registerUser(svc);
    const res = await svc.call('/api/user', {
      method: 'PATCH',
      token,
      json: {
        mobileNumber: '+91 98765 43210',
        nraiShooterId: 'NRAI-1234',
        // ids are hidden from the public profile by default, so they stay private too
        issfId: 'ISSF-99',
      },
    });
    expect(res.status).toBe(200);
    const stored = await svc.auth.User.findById(user.id).lean();
    expect(stored!.mobileNumber).toBe('+91 98765 43210');
    expect(stored!.issfId).toBe('ISSF-99');
    // a later public change proves the relay ran; only that one is on the stream
    await svc.call('/api/user', { method: 'PATCH', token, json: { clubAffiliation: 'Delhi Shooting Club' } });
    const events = await eventually(async () => {
      const mine = eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.updated', user.id);
      return mine.length ? mine : null;
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.data.clubAffiliation).toBe('Delhi Shooting Club');
  });

  it('answers 400 with field messages for bad input and 401 when anonymous', async () => {
    const { token } = await registerUser(svc);
    const bad = await svc.call('/api/user', { method: 'PATCH', token, json: { displayName: 'A', email: 'x', role: 'admin' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      displayName: 'Display name must be at least 2 characters',
      email: 'Invalid email address',
    });
    expect((await svc.call('/api/user', { method: 'PATCH', json: { displayName: 'Nobody' } })).status).toBe(401);
  });
});
