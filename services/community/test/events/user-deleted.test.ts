import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, practiceSessionLogged, practiceSharingChanged, userDeleted, type UserSnapshot } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { handled, inDays, newUserId, publish, register, snapshot, startCommunityService, update } from '../support/community-service.ts';

let svc: TestService;
const page = (id: string) => fetchJson(`${svc.url}/api/members/${id}/profile`);
const stored = (id: string) => svc.ctx.conn.collection('member_profiles').findOne({ _id: id as never });

interface Member {
  id: string;
  token: string;
}
async function member(displayName: string, extra: Partial<UserSnapshot> = {}): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName, avatarUrl: 'https://example.com/a.png', ...extra }))).id);
  return { id, token: await svc.loginAs({ userId: id, role: extra.role ?? 'member' }) };
}
const call = (who: Member | null, path: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(`${svc.url}${path}`, { token: who?.token, ...init });
const ok = async (res: Promise<{ status: number; body: any }>, status = 200) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
};
const count = (collection: string, filter: Record<string, unknown>) => svc.ctx.conn.collection(collection).countDocuments(filter as never);
const TECHNIQUE = '64f0a0000000000000000001';

async function befriend(a: Member, b: Member) {
  const sent = await ok(call(a, '/api/relationships', { json: { relatedUserId: b.id, type: 'friend' } }), 201);
  await ok(call(b, `/api/relationships/${encodeURIComponent(sent.id)}/accept`, { method: 'POST' }));
}
async function logSession(owner: Member) {
  // shared practice reaches friends only while the owner holds Pro Lane
  await svc.ctx.sessions.setMembership(owner.id, { membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: null });
  await handled(
    svc,
    (await publish(svc, practiceSharingChanged, { userId: owner.id, shareWithFriends: true, shareWithCoaches: true, revision: 1 })).id,
  );
  const sessionId = randomBytes(12).toString('hex');
  const e = await publish(svc, practiceSessionLogged, {
    sessionId,
    userId: owner.id,
    title: 'Morning round',
    date: new Date().toISOString(),
    totalScore: 22,
    maxScore: 25,
    location: 'Tughlakabad Range',
  });
  await handled(svc, e.id);
  return `/api/feed/${encodeURIComponent(`practice_session:${sessionId}`)}`;
}

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('profile privacy and account deletion in the member profiles read model', () => {
  it("when a public profile's snapshot carries social links, shooting since and ids, then the profile page shows them", async () => {
    const userId = newUserId();
    await handled(
      svc,
      (
        await register(
          svc,
          snapshot({
            userId,
            displayName: 'Ira Sen',
            socialLinks: { instagram: 'https://instagram.com/ira' },
            shootingSince: '2018-01-01',
            nraiShooterId: 'NRAI-1',
            issfId: null,
          }),
        )
      ).id,
    );
    expect((await page(userId)).body.member).toMatchObject({
      displayName: 'Ira Sen',
      socialLinks: { instagram: 'https://instagram.com/ira' },
      shootingSince: '2018-01-01',
      nraiShooterId: 'NRAI-1',
      issfId: null,
    });
  });

  it('when auth.user.deleted arrives, then the copy keeps no personal field, a replay changes nothing and an older update does not bring it back', async () => {
    const userId = newUserId();
    const t0 = new Date('2026-06-01T10:00:00Z');
    await handled(svc, (await register(svc, snapshot({ userId, displayName: 'Leaving Member', bio: 'bye', location: 'Pune' }, t0))).id);
    const event = { userId, deletedAt: new Date(t0.getTime() + 60_000).toISOString() };
    await handled(svc, (await publish(svc, userDeleted, event)).id);
    const after = await stored(userId);
    expect(after).toMatchObject({
      displayName: 'Deleted member',
      accountStatus: 'deleted',
      bio: null,
      location: null,
      isPublicProfile: false,
    });
    expect((await page(userId)).status).toBe(404);

    await handled(svc, (await publish(svc, userDeleted, event)).id);
    expect(await stored(userId)).toMatchObject({ displayName: 'Deleted member', accountStatus: 'deleted' });

    await handled(svc, (await update(svc, snapshot({ userId, displayName: 'Leaving Member' }, new Date(t0.getTime() + 30_000)))).id);
    expect(await stored(userId)).toMatchObject({ displayName: 'Deleted member', accountStatus: 'deleted' });
  });
});

describe("a deleted member's data across community (auth.user.deleted)", () => {
  it('when a member with a network, a squad, a session place, an event place, a coach profile, feed activity, forum posts and a report is deleted, then all of it goes, the squad and the places pass on, forum posts stay as by a deleted member, and a replay changes nothing', async () => {
    const leaver = await member('Leaving Coach', { role: 'coach' });
    const friend = await member('Friend Stays');
    const mate = await member('Squad Mate');
    const coach = await member('Followed Coach', { role: 'coach' });
    const blocked = await member('Blocked One');
    const late = await member('Late Registrant');
    const admin = await member('Event Admin', { role: 'admin' });

    await befriend(leaver, friend);
    await ok(call(leaver, '/api/friends/blocks', { json: { userId: blocked.id } }), 204);
    await ok(call(leaver, `/api/coaches/${coach.id}/follow`, { method: 'POST' }), 204);
    await ok(
      call(leaver, `/api/coaches/${leaver.id}/profile`, {
        method: 'PUT',
        json: { speciality: 'Olympic Trap', city: 'Jaipur', experienceYears: 12, ratePerSession: 2500, about: 'Hold points.' },
      }),
    );

    // a squad the leaver owns with the mate (joined first) and the friend; a session with two places:
    // the leaver and the friend going, the mate waiting
    const squad = await ok(call(leaver, '/api/squads', { json: { name: 'Leavers Dawn Patrol', description: 'Early rounds' } }), 201);
    for (const m of [mate, friend]) {
      await ok(call(leaver, `/api/squads/${squad.id}/invitations`, { json: { userId: m.id } }), 201);
      await ok(call(m, `/api/squads/${squad.id}/accept`, { method: 'POST' }));
    }
    const session = await ok(
      call(leaver, `/api/squads/${squad.id}/sessions`, {
        json: { title: 'Sunday 50 targets', date: inDays(5), duration: 180, location: 'Tughlakabad', maxParticipants: 2 },
      }),
      201,
    );
    await ok(call(leaver, `/api/group-sessions/${session.id}/rsvp`, { method: 'PUT', json: { rsvp: 'going' } }));
    await ok(call(friend, `/api/group-sessions/${session.id}/rsvp`, { method: 'PUT', json: { rsvp: 'going' } }));
    await ok(call(mate, `/api/group-sessions/${session.id}/rsvp`, { method: 'PUT', json: { rsvp: 'going' } }));

    // an event with one place, taken by the leaver
    const event = await ok(
      call(coach, '/api/club-events', {
        json: {
          title: 'Pink City Monthly Club Shoot',
          description: 'Two rounds of 25.',
          eventType: 'club_shoot',
          location: 'Pink City Trap Club, Jaipur',
          state: 'Rajasthan',
          startDate: inDays(10, '09:30'),
          endDate: inDays(10, '14:00'),
          organizer: 'Pink City Trap Club committee',
          contactEmail: 'shoots@pinkcity.example',
          contactPhone: '+91 90000 10022',
          maxParticipants: 1,
        },
      }),
      201,
    );
    await ok(call(admin, `/api/club-events/${event.id}/approve`, { method: 'POST' }));
    await ok(call(leaver, `/api/club-events/${event.id}/registration`, { method: 'POST' }), 201);
    expect((await call(late, `/api/club-events/${event.id}/registration`, { method: 'POST' })).status).toBe(409);

    // feed: kudos and a comment each way
    const friendsItem = await logSession(friend);
    const leaversItem = await logSession(leaver);
    await ok(call(leaver, `${friendsItem}/kudos`, { method: 'POST' }));
    await ok(call(leaver, `${friendsItem}/comments`, { json: { text: 'Great shooting!' } }), 201);
    await ok(call(friend, `${leaversItem}/kudos`, { method: 'POST' }));
    await ok(call(friend, `${leaversItem}/comments`, { json: { text: 'Well done coach' } }), 201);

    // forum: a topic and a reply by the leaver, read marks, and a report of the friend's topic
    const topic = await ok(
      call(leaver, '/api/forum/topics', {
        json: { title: 'Hold points on station 4', content: 'Where do you hold?', categoryId: TECHNIQUE },
      }),
      201,
    );
    await ok(call(leaver, `/api/forum/topics/${topic.id}/replies`, { json: { content: 'I hold low.' } }), 201);
    const friendsTopic = await ok(
      call(friend, '/api/forum/topics', { json: { title: 'Cheap cartridges', content: 'Buy here', categoryId: TECHNIQUE } }),
      201,
    );
    await ok(call(leaver, `/api/forum/topics/${friendsTopic.id}`));
    await ok(call(leaver, '/api/reports', { json: { targetType: 'forum_topic', targetId: friendsTopic.id, reason: 'spam' } }), 201);
    expect(await count('forum_read_marks', { _id: leaver.id })).toBe(1);

    const deleted = { userId: leaver.id, deletedAt: new Date().toISOString() };
    await handled(svc, (await publish(svc, userDeleted, deleted)).id);

    const afterwards = async () => {
      // the friendship is gone for the friend
      const rels = await ok(call(friend, '/api/relationships?type=friend'));
      expect(JSON.stringify(rels)).not.toContain(leaver.id);
      // the squad is the mate's now, without the leaver; the mate moved up to the session's place
      const s = await ok(call(mate, `/api/squads/${squad.id}`));
      expect(s.ownerId).toBe(mate.id);
      expect(s.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
        [mate.id, 'owner'],
        [friend.id, 'member'],
      ]);
      const gs = await ok(call(mate, `/api/group-sessions/${session.id}`));
      expect(gs.participants.map((p: { userId: string; status: string }) => [p.userId, p.status])).toEqual([
        [friend.id, 'going'],
        [mate.id, 'going'],
      ]);
      expect(gs.myRsvp).toBe('going');
      // the session they planned stays, hosted by a deleted member
      expect(gs.host).toEqual({ id: leaver.id, displayName: 'Deleted member', avatarUrl: null });
      // the event's place is free again
      const e = await ok(call(late, `/api/club-events/${event.id}`));
      expect(e).toMatchObject({ registeredCount: 0, spotsLeft: 1 });
      // the friend's item keeps nothing of the leaver; the leaver's item, kudos and comments are gone
      const feed = await ok(call(friend, `${friendsItem}/comments`));
      expect(JSON.stringify(feed)).not.toContain(leaver.id);
      expect((await call(friend, `${leaversItem}/comments`)).status).toBe(404);
      // forum posts stay, shown as by a deleted member with no avatar and no profile link
      const t = await ok(call(friend, `/api/forum/topics/${topic.id}`));
      const anonymous = { id: leaver.id, displayName: 'Deleted member', avatarUrl: null, profileUrl: null };
      expect(t.author).toEqual(anonymous);
      expect(t.replies.map((r: { author: unknown; content: string }) => [r.author, r.content])).toEqual([[anonymous, 'I hold low.']]);
      // nothing else of the leaver is stored
      for (const [collection, filter] of [
        ['coach_profiles', { _id: leaver.id }],
        ['coach_follows', { followerId: leaver.id }],
        ['member_blocks', { blockerId: leaver.id }],
        ['feed_items', { ownerId: leaver.id }],
        ['feed_kudos', { userId: leaver.id }],
        ['feed_comments', { authorId: leaver.id }],
        ['feed_sharing', { _id: leaver.id }],
        ['forum_read_marks', { _id: leaver.id }],
        ['abuse_reports', { reporterId: leaver.id }],
        ['shooting_squads', { 'members.userId': leaver.id }],
        ['group_sessions', { 'participants.userId': leaver.id }],
        ['club_events', { registrantIds: leaver.id }],
        ['user_relationships', { $or: [{ userId: leaver.id }, { relatedUserId: leaver.id }], status: { $ne: 'removed' } }],
      ] as const)
        expect(await count(collection, filter), collection).toBe(0);
      expect(await count('feed_kudos', { itemId: leaversItem })).toBe(0);
    };
    await afterwards();
    await ok(call(late, `/api/club-events/${event.id}/registration`, { method: 'POST' }), 201);

    // a replay (a redelivery with a new id) changes nothing: the late registrant keeps the place
    await handled(svc, (await publish(svc, userDeleted, deleted)).id);
    const e = await ok(call(late, `/api/club-events/${event.id}`));
    expect(e).toMatchObject({ registeredCount: 1, isRegistered: true });
    const s = await ok(call(mate, `/api/squads/${squad.id}`));
    expect(s.ownerId).toBe(mate.id);
    expect((await ok(call(mate, `/api/group-sessions/${session.id}`))).myRsvp).toBe('going');

    // the mate was told once that the squad is theirs and once of the place (besides the invitation and the new session)
    await svc.relay.flush();
    const notices = (await publishedEvents(svc.ctx.bus, 'community'))
      .filter((ev) => ev.subject === communityNoticeIssued.subject)
      .map((ev) => ev.data as { userIds: string[]; title: string })
      .filter((n) => n.userIds.includes(mate.id));
    expect(notices.map((n) => n.title).sort()).toEqual([
      'New group session in Leavers Dawn Patrol',
      'Squad invitation',
      'You have a place',
      'You own a squad now',
    ]);
  });

  it('when the only member of a squad is deleted, then the squad is deleted', async () => {
    const alone = await member('Lonely Owner');
    const squad = await ok(call(alone, '/api/squads', { json: { name: 'Solo Squad', description: '' } }), 201);
    await handled(svc, (await publish(svc, userDeleted, { userId: alone.id, deletedAt: new Date().toISOString() })).id);
    const viewer = await member('Viewer');
    expect((await call(viewer, `/api/squads/${squad.id}`)).status).toBe(404);
  });
});

describe('downloading my community data (GET /api/community/export)', () => {
  it("when a member downloads their community data, then it holds their own records and never another member's", async () => {
    const me = await member('Exporting Member');
    const other = await member('Other Member');
    await befriend(me, other);
    const squad = await ok(call(me, '/api/squads', { json: { name: 'Export Squad', description: 'Mine' } }), 201);
    const mine = await ok(call(me, '/api/forum/topics', { json: { title: 'My own topic', content: 'Mine', categoryId: TECHNIQUE } }), 201);
    const theirs = await ok(
      call(other, '/api/forum/topics', { json: { title: 'Their public topic', content: 'Theirs', categoryId: TECHNIQUE } }),
      201,
    );
    await ok(call(me, `/api/forum/topics/${theirs.id}/replies`, { json: { content: 'My reply to them' } }), 201);
    await ok(call(me, '/api/reports', { json: { targetType: 'forum_topic', targetId: theirs.id, reason: 'spam', note: 'my note' } }), 201);
    // the other member blocks someone and reports my topic: theirs, never in my download
    const third = await member('Third Member');
    await ok(call(other, '/api/friends/blocks', { json: { userId: third.id } }), 204);
    await ok(
      call(other, '/api/reports', { json: { targetType: 'forum_topic', targetId: mine.id, reason: 'spam', note: 'their note' } }),
      201,
    );

    const res = await call(me, '/api/community/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { service, records } = res.body;
    expect(service).toBe('community');
    expect(records.member_profile).toMatchObject([{ _id: me.id, displayName: 'Exporting Member' }]);
    expect(records.relationships).toMatchObject([{ type: 'friend', status: 'accepted' }]);
    expect(records.squad_memberships).toMatchObject([{ squadId: squad.id, squadName: 'Export Squad', role: 'owner', status: 'active' }]);
    expect(records.forum_topics).toMatchObject([{ topicId: mine.id, title: 'My own topic', content: 'Mine' }]);
    expect(records.forum_replies).toMatchObject([{ topicId: theirs.id, content: 'My reply to them' }]);
    expect(records.reports_made).toMatchObject([{ targetId: theirs.id, reason: 'spam', note: 'my note' }]);
    expect(records.member_blocks).toEqual([]);
    const text = JSON.stringify(res.body);
    for (const secret of ['Theirs', 'their note', third.id]) expect(text).not.toContain(secret);

    const others = await ok(call(other, '/api/community/export'));
    expect(JSON.stringify(others)).not.toContain('My own topic');
    expect(others.records.member_blocks).toMatchObject([{ blockerId: other.id, blockedId: third.id }]);
  });

  it('when a guest asks for the community export, then it is 401', async () => {
    expect((await call(null, '/api/community/export')).status).toBe(401);
  });
});
