import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, relationshipChanged, type UserSnapshot } from '@trap/contracts';
import { fetchJson, publishedData, type TestService } from '@trap/kit/testing';
import { handled, newUserId, register, snapshot, startCommunityService, update } from '../support/community-service.ts';

/**
 * The member network through the real HTTP server and stores: member search, blocks, following
 * coaches, profile pages and the notices requests send.
 */
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
const word = () => `Zq${randomBytes(4).toString('hex')}`;
const call = (who: Member | null, path: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(url(path), { ...(who ? { token: who.token } : {}), ...init });
const ask = (from: Member, to: Member, type: 'friend' | 'coach' = 'friend') =>
  call(from, '/api/relationships', { json: { relatedUserId: to.id, type } });
const block = (who: Member, userId: string) => call(who, '/api/friends/blocks', { json: { userId } });
const noticesFor = (entityId: string) => publishedData(svc, communityNoticeIssued, (d) => d.entityId === entityId);

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('member search', () => {
  it('when a member searches by name, club or city, then only public, active profiles that match are found', async () => {
    const tag = word();
    const byName = await member(`Asha ${tag}`, { clubAffiliation: 'Delhi Shooting Club', location: 'New Delhi' });
    const byClub = await member('Ravi Kumar', { clubAffiliation: `${tag} Gun Club`, location: 'Pune' });
    const byCity = await member('Meena Das', { location: `${tag.toLowerCase()}pur` });
    await member(`Hidden ${tag}`, { isPublicProfile: false });
    await member(`Closed ${tag}`, { accountStatus: 'suspended' });

    const res = await call(null, `/api/members?q=${tag.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((m: { id: string }) => m.id).sort()).toEqual([byName.id, byClub.id, byCity.id].sort());
    expect(res.body.items.find((m: { id: string }) => m.id === byName.id)).toMatchObject({
      displayName: `Asha ${tag}`,
      clubAffiliation: 'Delhi Shooting Club',
      location: 'New Delhi',
      isCoach: false,
      isPublicProfile: true,
    });
    // regex characters are text, not patterns
    expect((await call(null, `/api/members?q=${encodeURIComponent('.*')}`)).body.total).toBe(0);
  });

  it('when a member changes their city, then the search follows the update', async () => {
    const tag = word();
    const id = newUserId();
    await handled(svc, (await register(svc, snapshot({ userId: id, displayName: 'Mover' }))).id);
    await handled(svc, (await update(svc, snapshot({ userId: id, displayName: 'Mover', location: tag }, new Date(Date.now() + 1000)))).id);
    expect((await call(null, `/api/members?q=${tag}`)).body.items).toEqual([expect.objectContaining({ id, location: tag })]);
  });

  it('answers 400 with the field for a search over 100 characters', async () => {
    const res = await call(null, `/api/members?q=${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ q: 'Search must be at most 100 characters' });
  });
});

describe('friend and coaching requests tell the member asked', () => {
  it('when a member sends a friend request and it is accepted, then the asked and then the asker get a notice', async () => {
    const asha = await member('Asha Notice');
    const ravi = await member('Ravi Notice');
    const sent = await ask(asha, ravi);
    expect(sent.status).toBe(201);
    await call(ravi, `/api/relationships/${encodeURIComponent(sent.body.id)}/accept`, { method: 'POST' });
    const notices = await noticesFor(sent.body.id);
    expect(notices).toEqual([
      expect.objectContaining({
        entityType: 'friend_request',
        userIds: [ravi.id],
        title: 'New friend request',
        message: 'Asha Notice sent you a friend request.',
        actionUrl: '/friends',
      }),
      expect.objectContaining({ userIds: [asha.id], title: 'Friend request accepted', actionUrl: `/members/${ravi.id}` }),
    ]);
  });

  it('when a member asks a coach, then the coach is told with a link to the coach finder', async () => {
    const pupil = await member('Pupil Notice');
    const coach = await member('Coach Notice', { isCoach: true });
    const sent = await ask(pupil, coach, 'coach');
    expect(sent.status).toBe(201);
    expect(await noticesFor(sent.body.id)).toEqual([
      expect.objectContaining({
        entityType: 'coaching_request',
        userIds: [coach.id],
        title: 'New coaching request',
        message: 'Pupil Notice asked you to coach them.',
        actionUrl: '/coach-finder',
      }),
    ]);
  });
});

describe('blocking', () => {
  it('when a member blocks a friend, then the friendship ends (with its event), the blocked one cannot ask again and the blocker must unblock first', async () => {
    const asha = await member('Asha Blocker');
    const ravi = await member('Ravi Blocked');
    const sent = await ask(ravi, asha);
    await call(asha, `/api/relationships/${encodeURIComponent(sent.body.id)}/accept`, { method: 'POST' });

    expect((await block(asha, ravi.id)).status).toBe(204);
    expect((await call(ravi, '/api/relationships')).body.items).toEqual([]);
    const changes = (await publishedData(svc, relationshipChanged, (d) => d.relationshipId === sent.body.id)).map((d) => d.status);
    expect(changes).toEqual(['pending', 'accepted', 'removed']);

    const again = await ask(ravi, asha);
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe('This member is not accepting requests from you');
    expect((await ask(asha, ravi)).status).toBe(409);
    expect((await call(asha, '/api/friends/blocks')).body.items).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: ravi.id, displayName: 'Ravi Blocked' }) }),
    ]);
    expect((await block(asha, ravi.id)).status).toBe(409);

    expect((await call(asha, `/api/friends/blocks/${ravi.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(asha, '/api/friends/blocks')).body.items).toEqual([]);
    expect((await ask(ravi, asha)).status).toBe(201);
  });

  it('answers 400 for yourself or a bad id, 404 for an unknown member or a block that is not there, 401 for a guest', async () => {
    const asha = await member('Asha Bad Block');
    const self = await block(asha, asha.id);
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toEqual({ userId: 'You cannot block yourself' });
    const bad = await block(asha, 'not an id!');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ userId: 'Invalid id' });
    expect((await block(asha, newUserId())).status).toBe(404);
    expect((await call(asha, `/api/friends/blocks/${newUserId()}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call(null, '/api/friends/blocks')).status).toBe(401);
    expect((await call(asha, '/api/friends/blocks')).body.items).toEqual([]);
  });
});

describe('following coaches', () => {
  it('when members follow a coach, then the coach sees the count and who they are, and the members list the coach', async () => {
    const coach = await member('Coach Followed', { role: 'coach' });
    const a = await member('Follower A');
    const b = await member('Follower B');
    expect((await call(a, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(204);
    expect((await call(b, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(204);
    expect((await call(a, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(409);

    const followers = await call(coach, `/api/coaches/${coach.id}/followers`);
    expect(followers.status).toBe(200);
    expect(followers.body.count).toBe(2);
    expect(followers.body.items.map((f: { user: { id: string } }) => f.user.id).sort()).toEqual([a.id, b.id].sort());
    expect((await call(a, '/api/friends/following')).body.items).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: coach.id, isCoach: true }) }),
    ]);
    expect((await call(a, `/api/coaches/${coach.id}`)).body.followersCount).toBe(2);

    expect((await call(b, `/api/coaches/${coach.id}/follow`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(coach, `/api/coaches/${coach.id}/followers`)).body.count).toBe(1);
    expect((await call(b, `/api/coaches/${coach.id}/follow`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 403 when someone else reads a coach followers, 400 for a member who does not coach or yourself, 404 for unknown, 403 across a block', async () => {
    const coach = await member('Coach Private Followers', { isCoach: true });
    const other = await member('Nosy Member');
    expect((await call(other, `/api/coaches/${coach.id}/followers`)).status).toBe(403);
    const notCoach = await call(coach, `/api/coaches/${other.id}/follow`, { method: 'POST' });
    expect(notCoach.status).toBe(400);
    expect(notCoach.body.error.fields).toEqual({ id: 'This member is not a coach' });
    expect((await call(coach, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(400);
    expect((await call(other, `/api/coaches/${newUserId()}/follow`, { method: 'POST' })).status).toBe(404);
    expect((await call(other, '/api/coaches/bad id!/follow', { method: 'POST' })).status).toBe(400);
    expect((await block(coach, other.id)).status).toBe(204);
    expect((await call(other, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(403);
  });
});

describe('profile pages', () => {
  it('when anyone opens a public profile, then it shows the member; a logged-in viewer also sees their ties', async () => {
    const asha = await member('Asha Profile', {
      clubAffiliation: 'Delhi Shooting Club',
      location: 'New Delhi',
      bio: 'Trap since 2019',
      level: 4,
    });
    const ravi = await member('Ravi Viewer');
    const guest = await call(null, `/api/members/${asha.id}/profile`);
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({
      member: { id: asha.id, displayName: 'Asha Profile', location: 'New Delhi', bio: 'Trap since 2019', level: 4, isCoach: false },
      coach: null,
      friendsCount: 0,
      viewer: null,
    });
    const sent = await ask(ravi, asha);
    expect((await call(ravi, `/api/members/${asha.id}/profile`)).body.viewer).toEqual({
      self: false,
      friendship: { id: sent.body.id, status: 'pending', direction: 'outgoing' },
      coaching: null,
      following: false,
      blocked: false,
    });
    await call(asha, `/api/relationships/${encodeURIComponent(sent.body.id)}/accept`, { method: 'POST' });
    const own = await call(asha, `/api/members/${asha.id}/profile`);
    expect(own.body).toMatchObject({ friendsCount: 1, viewer: { self: true, friendship: null } });
  });

  it('when a profile is private, then only the member and their friends see it; a member who blocked the viewer is not found; unknown is 404', async () => {
    const hidden = await member('Hidden Profile', { isPublicProfile: false });
    const friend = await member('Hidden Friend');
    const stranger = await member('Hidden Stranger');
    const sent = await ask(friend, hidden);
    await call(hidden, `/api/relationships/${encodeURIComponent(sent.body.id)}/accept`, { method: 'POST' });

    expect((await call(null, `/api/members/${hidden.id}/profile`)).status).toBe(404);
    expect((await call(stranger, `/api/members/${hidden.id}/profile`)).status).toBe(404);
    expect((await call(friend, `/api/members/${hidden.id}/profile`)).status).toBe(200);
    expect((await call(hidden, `/api/members/${hidden.id}/profile`)).status).toBe(200);

    const open = await member('Open Blocker');
    expect((await call(stranger, `/api/members/${open.id}/profile`)).status).toBe(200);
    await block(open, stranger.id);
    expect((await call(stranger, `/api/members/${open.id}/profile`)).status).toBe(404);
    expect((await call(open, `/api/members/${stranger.id}/profile`)).body.viewer).toMatchObject({ blocked: true });
    expect((await call(null, `/api/members/${newUserId()}/profile`)).status).toBe(404);
    expect((await call(null, '/api/members/bad id!/profile')).status).toBe(400);
  });
});

/**
 * Lists of people (blocks, following, followers) show another member's profile (level, club, city,
 * coaching) only to a viewer who may see it on the profile page; anyone else gets the name and
 * avatar alone, as for a private profile found by username.
 */
describe('private profiles in lists of people', () => {
  const secrets = (tag: string): Partial<UserSnapshot> => ({
    isPublicProfile: false,
    avatarUrl: `https://cdn.example.com/${tag}.png`,
    level: 7,
    clubAffiliation: `${tag} Gun Club`,
    location: `${tag}pur`,
    bio: `${tag} bio`,
    socialLinks: { instagram: `${tag}_ig` },
    shootingSince: '2011',
    nraiShooterId: `NRAI-${tag}`,
    issfId: `ISSF-${tag}`,
  });
  /** Only the name and avatar: every other field is empty and none of the member's profile appears anywhere in the answer. */
  const onlyNameAndAvatar = (body: unknown, user: unknown, id: string, name: string, tag: string) => {
    expect(user).toEqual({
      id,
      displayName: name,
      avatarUrl: `https://cdn.example.com/${tag}.png`,
      level: null,
      clubAffiliation: null,
      location: null,
      isPublicProfile: false,
      isCoach: false,
    });
    for (const secret of [`${tag} Gun Club`, `${tag}pur`, `${tag} bio`, `${tag}_ig`, `NRAI-${tag}`, `ISSF-${tag}`])
      expect(JSON.stringify(body)).not.toContain(secret);
  };
  const userIn = (body: { items: { user: { id: string } }[] }, id: string) => body.items.find((i) => i.user.id === id)?.user;

  it('when a member blocks a member whose profile is private, then their blocked list shows only the name and avatar', async () => {
    const tag = word();
    const blocker = await member('Asha Lists Blocker');
    const hidden = await member('Private Blocked', secrets(tag));
    const open = await member('Public Blocked', { clubAffiliation: 'Open Club', location: 'Pune', level: 3 });
    expect((await block(blocker, hidden.id)).status).toBe(204);
    expect((await block(blocker, open.id)).status).toBe(204);

    const list = await call(blocker, '/api/friends/blocks');
    expect(list.status).toBe(200);
    onlyNameAndAvatar(list.body, userIn(list.body, hidden.id), hidden.id, 'Private Blocked', tag);
    // a public profile still shows what its page shows
    expect(userIn(list.body, open.id)).toMatchObject({ clubAffiliation: 'Open Club', location: 'Pune', level: 3, isPublicProfile: true });
  });

  it('when the blocked member blocked the viewer back, then even a public profile shows only the name and avatar (as their page is not found)', async () => {
    const tag = word();
    const asha = await member('Asha Mutual Block');
    const ravi = await member('Ravi Mutual Block', { ...secrets(tag), isPublicProfile: true });
    expect((await block(asha, ravi.id)).status).toBe(204);
    expect(userIn((await call(asha, '/api/friends/blocks')).body, ravi.id)).toMatchObject({ clubAffiliation: `${tag} Gun Club` });
    expect((await block(ravi, asha.id)).status).toBe(204);
    expect((await call(asha, `/api/members/${ravi.id}/profile`)).status).toBe(404);
    const list = await call(asha, '/api/friends/blocks');
    onlyNameAndAvatar(list.body, userIn(list.body, ravi.id), ravi.id, 'Ravi Mutual Block', tag);
  });

  it('when private members follow a coach, then the coach sees the club and city only of those tied to them (friends, coaching either way) and of public ones', async () => {
    const coach = await member('Coach Lists', { role: 'coach' });
    const [strangerTag, friendTag, coachedTag] = [word(), word(), word()];
    const stranger = await member('Private Stranger Follower', secrets(strangerTag));
    const friend = await member('Private Friend Follower', secrets(friendTag));
    const coached = await member('Private Coached Follower', secrets(coachedTag));
    const open = await member('Public Follower', { clubAffiliation: 'Open Club', location: 'Pune' });
    const befriended = await ask(friend, coach);
    expect((await call(coach, `/api/relationships/${encodeURIComponent(befriended.body.id)}/accept`, { method: 'POST' })).status).toBe(200);
    const coaching = await ask(coached, coach, 'coach');
    expect((await call(coach, `/api/relationships/${encodeURIComponent(coaching.body.id)}/accept`, { method: 'POST' })).status).toBe(200);
    for (const who of [stranger, friend, coached, open])
      expect((await call(who, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(204);

    const followers = await call(coach, `/api/coaches/${coach.id}/followers`);
    expect(followers.status).toBe(200);
    expect(followers.body.count).toBe(4);
    onlyNameAndAvatar(
      followers.body.items.filter((i: { user: { id: string } }) => i.user.id === stranger.id),
      userIn(followers.body, stranger.id),
      stranger.id,
      'Private Stranger Follower',
      strangerTag,
    );
    expect((await call(coach, `/api/members/${stranger.id}/profile`)).status).toBe(404);
    // ties open the private profile, on its page and in the list alike
    for (const [who, tag] of [
      [friend, friendTag],
      [coached, coachedTag],
    ] as const) {
      expect((await call(coach, `/api/members/${who.id}/profile`)).body.member).toMatchObject({ bio: `${tag} bio` });
      expect(userIn(followers.body, who.id)).toMatchObject({ level: 7, clubAffiliation: `${tag} Gun Club`, location: `${tag}pur` });
    }
    expect(userIn(followers.body, open.id)).toMatchObject({ clubAffiliation: 'Open Club', location: 'Pune', isPublicProfile: true });

    // the friendship ends: the follower's profile closes to the coach in the list too
    expect((await call(coach, `/api/relationships/${encodeURIComponent(befriended.body.id)}`, { method: 'DELETE' })).status).toBe(204);
    const after = await call(coach, `/api/coaches/${coach.id}/followers`);
    onlyNameAndAvatar(
      after.body.items.filter((i: { user: { id: string } }) => i.user.id === friend.id),
      userIn(after.body, friend.id),
      friend.id,
      'Private Friend Follower',
      friendTag,
    );
  });

  it('when a member follows a private coach, then the coach shows in full only while they are listed in the coach finder', async () => {
    const tag = word();
    const coach = await member('Private Coach Followed', { ...secrets(tag), isCoach: true });
    const fan = await member('Coach Fan');
    expect((await call(fan, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(204);
    const before = await call(fan, '/api/friends/following');
    onlyNameAndAvatar(before.body, userIn(before.body, coach.id), coach.id, 'Private Coach Followed', tag);
    expect((await call(fan, `/api/members/${coach.id}/profile`)).status).toBe(404);

    // a coach profile lists them: a public offer, open on their page and in the list
    const listed = await call(coach, `/api/coaches/${coach.id}/profile`, {
      method: 'PUT',
      json: { speciality: 'Olympic Trap', city: 'Jaipur', experienceYears: 5, ratePerSession: 1500 },
    });
    expect(listed.status).toBe(200);
    expect((await call(fan, `/api/members/${coach.id}/profile`)).status).toBe(200);
    expect(userIn((await call(fan, '/api/friends/following')).body, coach.id)).toMatchObject({
      isCoach: true,
      clubAffiliation: `${tag} Gun Club`,
      location: `${tag}pur`,
    });
  });

  it('when a followed member marks their account for deletion, then lists show only their name and avatar', async () => {
    const tag = word();
    const coach = await member('Coach Leaving Follower', { role: 'coach' });
    const id = newUserId();
    const profile = { userId: id, displayName: 'Leaving Follower', ...secrets(tag), isPublicProfile: true };
    await handled(svc, (await register(svc, snapshot(profile))).id);
    const leaving: Member = { id, token: await svc.loginAs({ userId: id }) };
    expect((await call(leaving, `/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(204);
    expect(userIn((await call(coach, `/api/coaches/${coach.id}/followers`)).body, id)).toMatchObject({
      clubAffiliation: `${tag} Gun Club`,
    });
    await handled(svc, (await update(svc, snapshot({ ...profile, accountStatus: 'marked_for_deletion' }, new Date(Date.now() + 1000)))).id);
    const followers = await call(coach, `/api/coaches/${coach.id}/followers`);
    onlyNameAndAvatar(followers.body, userIn(followers.body, id), id, 'Leaving Follower', tag);
  });
});
