import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSnapshot } from '@trap/contracts';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { handled, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';

/**
 * Two new members (profiles start private) find each other by exact username and connect,
 * while a private profile still shows nobody anything but its name and avatar.
 */
let svc: TestService;

interface Member {
  id: string;
  username: string;
  token: string;
}
async function member(extra: Partial<UserSnapshot> = {}): Promise<Member> {
  const id = newUserId();
  const username = extra.username ?? `Tara_${randomBytes(4).toString('hex')}`;
  await handled(svc, (await register(svc, snapshot({ userId: id, username, isPublicProfile: false, ...extra }))).id);
  return { id, username, token: await svc.loginAs({ userId: id }) };
}
const call = (who: Member | null, path: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(`${svc.url}${path}`, { ...(who ? { token: who.token } : {}), ...init });
const lookup = (who: Member | null, username: string) => call(who, `/api/friends/lookup?username=${encodeURIComponent(username)}`);

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('finding a member by exact username', () => {
  it('when a member looks up a private member by their exact username, then only the name and avatar come back; a part of it, the directory and the profile page find nothing', async () => {
    const seeker = await member({ displayName: 'Seeker' });
    const tara = await member({
      displayName: 'Tara Private',
      avatarUrl: 'https://img.example/tara.png',
      clubAffiliation: 'Secret Gun Club',
      location: 'Hiddenpur',
      bio: 'Private bio',
      socialLinks: { instagram: 'https://instagram.com/tara' },
      shootingSince: '2015',
      nraiShooterId: 'NRAI-123',
      issfId: 'ISSF-9',
      level: 'advanced',
    });

    const found = await lookup(seeker, tara.username.toUpperCase());
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toContain('no-store');
    expect(found.body).toEqual({ items: [{ id: tara.id, displayName: 'Tara Private', avatarUrl: 'https://img.example/tara.png' }] });
    // nothing of the private profile in the answer
    const text = JSON.stringify(found.body);
    for (const secret of ['Secret Gun Club', 'Hiddenpur', 'Private bio', 'instagram', '2015', 'NRAI-123', 'ISSF-9', 'advanced']) {
      expect(text).not.toContain(secret);
    }
    // a leading @, as people write usernames, still finds them
    expect((await lookup(seeker, `@${tara.username}`)).body.items).toHaveLength(1);

    // not a search: part of the username, the display name or a pattern finds nobody
    for (const partial of [tara.username.slice(0, -1), tara.username.slice(1), 'Tara Private', 'Tara_.*', '.*']) {
      expect((await lookup(seeker, partial)).body).toEqual({ items: [] });
    }
    // the public directory and the profile page still keep the private profile hidden
    for (const q of [tara.username, 'Tara', 'Secret Gun Club']) {
      const listed = await call(seeker, `/api/members?q=${encodeURIComponent(q)}`);
      expect(listed.body.items.map((m: { id: string }) => m.id)).not.toContain(tara.id);
    }
    expect((await call(seeker, `/api/members/${tara.id}/profile`)).status).toBe(404);
    expect((await call(seeker, `/api/members/${tara.id}`)).status).toBe(404);
  });

  it('when the one found accepts the friend request, then the two are friends, while their profiles stay private', async () => {
    const ravi = await member({ displayName: 'Ravi New' });
    const neha = await member({ displayName: 'Neha New' });
    const [found] = (await lookup(ravi, neha.username)).body.items;
    const asked = await call(ravi, '/api/relationships', { json: { relatedUserId: found.id, type: 'friend' } });
    expect(asked.status).toBe(201);
    const incoming = (await call(neha, '/api/relationships')).body.items;
    expect(incoming).toEqual([
      expect.objectContaining({
        direction: 'incoming',
        status: 'pending',
        otherUser: expect.objectContaining({ displayName: 'Ravi New' }),
      }),
    ]);
    expect((await call(neha, `/api/relationships/${asked.body.id}/accept`, { method: 'POST' })).status).toBe(200);
    expect((await call(ravi, '/api/relationships')).body.items).toEqual([
      expect.objectContaining({ status: 'accepted', otherUser: expect.objectContaining({ id: neha.id }) }),
    ]);
    // friends may open each other's private profile; others still may not
    expect((await call(ravi, `/api/members/${neha.id}/profile`)).status).toBe(200);
    expect((await call(null, `/api/members/${neha.id}/profile`)).status).toBe(404);
  });

  it('when the member looked up blocked the caller, is not active, or is the caller, then nobody is found', async () => {
    const seeker = await member();
    const blocker = await member();
    const suspended = await member({ accountStatus: 'suspended' });
    expect((await call(blocker, '/api/friends/blocks', { json: { userId: seeker.id } })).status).toBe(204);
    expect((await lookup(seeker, blocker.username)).body).toEqual({ items: [] });
    expect((await lookup(seeker, suspended.username)).body).toEqual({ items: [] });
    expect((await lookup(seeker, seeker.username)).body).toEqual({ items: [] });
    // the blocker still finds the member they blocked (to unblock them from a search)
    expect((await lookup(blocker, seeker.username)).body.items).toHaveLength(1);
  });

  it('when a guest looks up a username, then it is 401; an empty or overlong username is a 400 naming the field', async () => {
    const someone = await member();
    expect((await lookup(null, someone.username)).status).toBe(401);
    const empty = await lookup(someone, ' ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ username: 'Enter a username' });
    const long = await lookup(someone, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ username: 'Username must be at most 100 characters' });
  });
});
