import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relationshipChanged, userUpdated, type EventData, type Tier } from '@trap/contracts';
import { eventually, fetchJson, publishedEvents, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * Friends and coaches reading a member's practice: access comes only from accepted relationships
 * (community.relationship.changed, kept as a read model) and the owner's sharing setting; everyone
 * else gets 404; nobody but the owner writes.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const newId = () => randomBytes(12).toString('hex');

interface Member {
  id: string;
  token: string;
}
/** A member logged in as auth does it: a token and their live membership (Elite Trigger unless said otherwise). */
const login = async (tier: Tier = 'elite_trigger'): Promise<Member> => {
  const id = newId();
  const token = await svc.loginAs({ userId: id, tier });
  await svc.ctx.sessions.setMembership(id, { membershipTier: tier, membershipStatus: 'active', membershipEndDate: null });
  return { id, token };
};
const get = (who: Member, path: string) => fetchJson(url(path), { token: who.token });
const shared = (viewer: Member, owner: Member, path: string) => get(viewer, `/api/practice/members/${owner.id}${path}`);
const setSharing = async (owner: Member, sharing: { shareWithFriends: boolean; shareWithCoaches: boolean }) => {
  const res = await fetchJson(url('/api/practice/sharing'), { token: owner.token, method: 'PUT', json: sharing });
  expect(res.status).toBe(200);
};

/** Publishes a relationship change as community's outbox relay would, and waits until practice handled it. */
let revision = 0;
async function relationship(
  data: Omit<EventData<typeof relationshipChanged>, 'relationshipId' | 'since' | 'revision'> & { revision?: number },
) {
  const relationshipId =
    data.type === 'friend' ? `${[data.userId, data.relatedUserId].sort().join(':')}:friend` : `${data.userId}:${data.relatedUserId}:coach`;
  const entry = await publishTestEvent(svc, relationshipChanged, {
    relationshipId,
    since: data.status === 'accepted' ? new Date().toISOString() : null,
    ...data,
    revision: data.revision ?? ++revision,
  });
  await waitForConsumers(svc);
  return entry;
}

/** Every shared read of `owner`, as `viewer`. */
const sharedReads = (owner: Member, ids: { session: string; journal: string }) => [
  '/sessions',
  `/sessions/${ids.session}`,
  '/stats',
  '/journal-entries',
  `/journal-entries/${ids.journal}`,
];
async function expectNoAccess(viewer: Member, owner: Member, ids: { session: string; journal: string }) {
  for (const path of sharedReads(owner, ids)) {
    const res = await shared(viewer, owner, path);
    expect(res.status, path).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found' });
  }
}

let owner: Member;
let friend: Member;
let coach: Member;
let stranger: Member;
let sessionId: string;
let openEntry: string;
let privateEntry: string;
const ids = () => ({ session: sessionId, journal: openEntry });

beforeAll(async () => {
  svc = await startPracticeService();
  [owner, friend, coach, stranger] = await Promise.all([login(), login(), login(), login()]);
  const logged = await fetchJson(url('/api/practice/sessions'), {
    token: owner.token,
    json: { date: '2026-03-01', scores: [{ total: 22 }] },
  });
  expect(logged.status).toBe(201);
  sessionId = logged.body.id;
  await fetchJson(url('/api/practice/sessions'), { token: owner.token, json: { date: '2026-03-08', scores: [{ total: 24 }] } });
  const entry = (json: object) => fetchJson(url('/api/journal/entries'), { token: owner.token, json: { date: '2026-03-01', ...json } });
  openEntry = (await entry({ title: 'Station 4 fixed', content: 'Hold point lower', isPrivate: false })).body.id;
  privateEntry = (await entry({ title: 'Nerves', content: 'Only for me' })).body.id; // private by default
  expect(openEntry && privateEntry).toBeTruthy();
});
afterAll(() => svc?.stop());

describe('the sharing setting', () => {
  it('before the member chooses, coaches are shared with and friends are not; a choice is kept; bad input is 400', async () => {
    const member = await login();
    expect((await get(member, '/api/practice/sharing')).body).toEqual({ shareWithFriends: false, shareWithCoaches: true });
    await setSharing(member, { shareWithFriends: true, shareWithCoaches: false });
    expect((await get(member, '/api/practice/sharing')).body).toEqual({ shareWithFriends: true, shareWithCoaches: false });

    const bad = await fetchJson(url('/api/practice/sharing'), { token: member.token, method: 'PUT', json: { shareWithFriends: 'yes' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['shareWithCoaches', 'shareWithFriends']);
    expect((await fetchJson(url('/api/practice/sharing'))).status).toBe(401);
  });

  it('when a member changes the setting, then practice.sharing.changed goes out with a revision that grows; bad input sends nothing', async () => {
    const member = await login();
    await setSharing(member, { shareWithFriends: true, shareWithCoaches: true });
    await setSharing(member, { shareWithFriends: false, shareWithCoaches: true });
    await fetchJson(url('/api/practice/sharing'), { token: member.token, method: 'PUT', json: { shareWithFriends: 'no' } });
    const mine = await eventually(async () => {
      const found = (await publishedEvents(svc.ctx.bus, 'practice')).filter(
        (e) => e.subject.endsWith('practice.sharing.changed') && e.data.userId === member.id,
      );
      return found.length >= 2 ? found : undefined;
    });
    expect(mine.map((e) => [e.data.shareWithFriends, e.data.revision])).toEqual([
      [true, 1],
      [false, 2],
    ]);
  });
});

describe('reading a member’s practice', () => {
  it('a stranger, or anyone before a relationship is accepted, gets 404 exactly as for a member who does not exist', async () => {
    await expectNoAccess(stranger, owner, ids());
    const nobody = { id: newId(), token: '' };
    const missing = await shared(stranger, nobody, '/sessions');
    const hidden = await shared(stranger, owner, '/sessions');
    expect(hidden.status).toBe(missing.status);
    expect({ ...hidden.body.error, requestId: undefined }).toEqual({ ...missing.body.error, requestId: undefined });

    await relationship({ userId: friend.id, relatedUserId: owner.id, type: 'friend', status: 'pending' });
    await relationship({ userId: owner.id, relatedUserId: coach.id, type: 'coach', status: 'pending' });
    await expectNoAccess(friend, owner, ids());
    await expectNoAccess(coach, owner, ids());
  });

  it('an accepted coach reads sessions, stats and non-private journal entries; a private entry stays hidden', async () => {
    await relationship({ userId: owner.id, relatedUserId: coach.id, type: 'coach', status: 'accepted' });

    const sessions = await shared(coach, owner, '/sessions');
    expect(sessions.status).toBe(200);
    expect(sessions.headers.get('cache-control')).toBe('private, no-store');
    expect(sessions.body.total).toBe(2);
    expect(sessions.body).toEqual((await get(owner, '/api/practice/sessions')).body);
    expect((await shared(coach, owner, '/sessions?from=2026-03-05')).body.total).toBe(1);
    expect((await shared(coach, owner, `/sessions/${sessionId}`)).body).toMatchObject({ id: sessionId, totalScore: 22 });

    const stats = await shared(coach, owner, '/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual((await get(owner, '/api/practice/stats')).body);
    expect(stats.body).toMatchObject({ kills: 46, targets: 50 });

    const journal = await shared(coach, owner, '/journal-entries');
    expect(journal.body).toMatchObject({ total: 1, items: [{ id: openEntry, title: 'Station 4 fixed', isPrivate: false }] });
    expect((await shared(coach, owner, '/journal-entries?q=nerves')).body).toEqual({ items: [], total: 0 });
    expect((await shared(coach, owner, `/journal-entries/${openEntry}`)).body).toMatchObject({
      id: openEntry,
      content: 'Hold point lower',
    });
    const hidden = await shared(coach, owner, `/journal-entries/${privateEntry}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe('Journal entry not found');

    // the relationship has a direction: the member does not read their coach's practice
    expect((await shared(owner, coach, '/sessions')).status).toBe(404);
  });

  it('an accepted friend reads nothing until the member shares with friends, then reads as a coach does', async () => {
    await relationship({ userId: friend.id, relatedUserId: owner.id, type: 'friend', status: 'accepted' });
    await expectNoAccess(friend, owner, ids());

    await setSharing(owner, { shareWithFriends: true, shareWithCoaches: true });
    expect((await shared(friend, owner, '/sessions')).body.total).toBe(2);
    expect((await shared(friend, owner, '/stats')).body).toMatchObject({ kills: 46 });
    expect((await shared(friend, owner, '/journal-entries')).body.items.map((e: { id: string }) => e.id)).toEqual([openEntry]);
    expect((await shared(friend, owner, `/journal-entries/${privateEntry}`)).status).toBe(404);
    // a friendship is mutual, so the owner may read the friend's practice once the friend shares too
    await setSharing(friend, { shareWithFriends: true, shareWithCoaches: false });
    expect((await shared(owner, friend, '/sessions')).body).toEqual({ items: [], total: 0 });
  });

  it('viewers never write: edits and deletes of the member’s records are refused and change nothing', async () => {
    const before = (await get(owner, `/api/practice/sessions/${sessionId}`)).body;
    const session = { date: '2026-03-01', scores: [{ total: 1 }] };
    for (const viewer of [friend, coach]) {
      const edit = await fetchJson(url(`/api/practice/sessions/${sessionId}`), { token: viewer.token, method: 'PUT', json: session });
      expect(edit.status).toBe(403);
      expect((await fetchJson(url(`/api/practice/sessions/${sessionId}`), { token: viewer.token, method: 'DELETE' })).status).toBe(403);
      const entry = { date: '2026-03-01', title: 'Mine now', content: 'x', isPrivate: false };
      expect((await fetchJson(url(`/api/journal/entries/${openEntry}`), { token: viewer.token, method: 'PUT', json: entry })).status).toBe(
        404,
      );
      expect((await fetchJson(url(`/api/journal/entries/${openEntry}`), { token: viewer.token, method: 'DELETE' })).status).toBe(404);
      // the shared paths are read-only
      const post = await fetchJson(url(`/api/practice/members/${owner.id}/sessions`), { token: viewer.token, json: session });
      expect(post.status).toBe(404);
    }
    expect((await get(owner, `/api/practice/sessions/${sessionId}`)).body).toEqual(before);
    expect((await get(owner, `/api/journal/entries/${openEntry}`)).body).toMatchObject({ title: 'Station 4 fixed' });
  });

  it('a duplicate or late event changes nothing: access follows the newest revision', async () => {
    const latest = await relationship({ userId: friend.id, relatedUserId: owner.id, type: 'friend', status: 'accepted', revision: 50 });
    // delivered again past JetStream's duplicate window (another message id, the same event)
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(relationshipChanged.subject), JSON.stringify(latest), { msgID: `again-${latest.id}` });
    await waitForConsumers(svc);
    expect(await svc.ctx.conn.collection('processed_events').countDocuments({ eventId: latest.id })).toBe(1);
    // an older change arriving late (a retried "removed" of revision 49) is ignored
    await relationship({ userId: friend.id, relatedUserId: owner.id, type: 'friend', status: 'removed', revision: 49 });
    expect((await shared(friend, owner, '/sessions')).status).toBe(200);
    expect(await svc.ctx.conn.collection('relationships').findOne({ _id: `${owner.id}:${friend.id}:friend` as never })).toMatchObject({
      status: 'accepted',
      revision: 50,
    });
  });

  it('a removed friendship, a declined coach and sharing turned off each end access', async () => {
    await relationship({ userId: friend.id, relatedUserId: owner.id, type: 'friend', status: 'removed', revision: 51 });
    await expectNoAccess(friend, owner, ids());
    expect((await shared(owner, friend, '/sessions')).status).toBe(404); // both directions end

    const otherCoach = await login();
    await relationship({ userId: owner.id, relatedUserId: otherCoach.id, type: 'coach', status: 'declined' });
    await expectNoAccess(otherCoach, owner, ids());

    expect((await shared(coach, owner, '/sessions')).status).toBe(200);
    await setSharing(owner, { shareWithFriends: true, shareWithCoaches: false });
    await expectNoAccess(coach, owner, ids());
  });

  it('bad ids are 400 before anything is looked up; the owner reads their own shared view', async () => {
    expect((await shared(coach, { id: 'bad id!', token: '' }, '/sessions')).status).toBe(400);
    expect((await shared(coach, owner, '/sessions/not-an-id')).status).toBe(400);
    expect((await shared(owner, owner, '/journal-entries')).body.total).toBe(1);
    expect((await fetchJson(url(`/api/practice/members/${owner.id}/sessions`))).status).toBe(401);
  });
});

describe("what the owner's tier allows", () => {
  // IST calendar days, as the service counts them
  const daysAgo = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
  const logAt = async (who: Member, date: string) => {
    const res = await fetchJson(url('/api/practice/sessions'), { token: who.token, json: { date, scores: [{ total: 20 }] } });
    expect(res.status, res.text).toBe(201);
  };
  const proLane = (who: Member, days = 30) =>
    svc.ctx.sessions.setMembership(who.id, {
      membershipTier: 'pro_lane',
      membershipStatus: 'active',
      membershipEndDate: Date.now() + days * 86_400_000,
    });

  it('when a Range Pass member reads their stats through the members path, then they cover the last 90 days, as on My Stats', async () => {
    const member = await login('range_pass');
    await logAt(member, daysAgo(200));
    await logAt(member, daysAgo(10));
    const own = await shared(member, member, '/stats');
    expect(own.status).toBe(200);
    expect(own.body.basis.sessions).toBe(1);
    expect(own.body.historyLimit).toMatchObject({ days: 90, from: daysAgo(90), fullHistoryTier: 'shooters_circle' });
    expect((await shared(member, member, `/stats?from=${daysAgo(365)}`)).body.basis.sessions).toBe(1);
    expect(own.body).toEqual((await get(member, '/api/practice/stats')).body);
  });

  it("when the member's tier has no coach sharing, then their accepted coach gets 404 as for a stranger; with Pro Lane the coach reads their full history", async () => {
    const member = await login('range_pass');
    const theirCoach = await login();
    await logAt(member, daysAgo(200));
    await logAt(member, daysAgo(10));
    const entry = await fetchJson(url('/api/journal/entries'), {
      token: member.token,
      json: { date: daysAgo(10), title: 'Open', content: 'Shared note', isPrivate: false },
    });
    await relationship({ userId: member.id, relatedUserId: theirCoach.id, type: 'coach', status: 'accepted' });
    // sharing with coaches is on by default, but Range Pass does not include it
    await expectNoAccess(theirCoach, member, { session: newId(), journal: entry.body.id });

    await proLane(member);
    const stats = await shared(theirCoach, member, '/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.basis.sessions).toBe(2);
    expect(stats.body.historyLimit).toBeNull();
    expect((await shared(theirCoach, member, '/sessions')).body.total).toBe(2);

    // the membership lapses: the coach is shut out again at once
    await svc.ctx.sessions.setMembership(member.id, {
      membershipTier: 'pro_lane',
      membershipStatus: 'expired',
      membershipEndDate: Date.now() - 1000,
    });
    await expectNoAccess(theirCoach, member, { session: newId(), journal: entry.body.id });
  });

  it("when a friend reads a member whose tier is below Pro Lane, then 404: the sharing setting is Pro Lane's, and so is what it opens", async () => {
    const member = await login();
    const pal = await login();
    await setSharing(member, { shareWithFriends: true, shareWithCoaches: true });
    await relationship({ userId: pal.id, relatedUserId: member.id, type: 'friend', status: 'accepted' });
    expect((await shared(pal, member, '/sessions')).status).toBe(200);
    await svc.ctx.sessions.setMembership(member.id, {
      membershipTier: 'shooters_circle',
      membershipStatus: 'active',
      membershipEndDate: null,
    });
    expect((await shared(pal, member, '/sessions')).status).toBe(404);
    expect((await shared(pal, member, '/stats')).status).toBe(404);
  });
});

describe('an account marked for deletion', () => {
  /** auth.user.updated as auth publishes it when the account's status changes. */
  const statusChanged = async (who: Member, accountStatus: string, updatedAt: Date) => {
    await publishTestEvent(svc, userUpdated, {
      userId: who.id,
      username: `u${who.id.slice(0, 8)}`,
      displayName: 'Leaving Member',
      avatarUrl: null,
      role: 'member',
      isCoach: false,
      level: null,
      clubAffiliation: null,
      location: null,
      bio: null,
      isPublicProfile: true,
      membershipTier: 'elite_trigger',
      accountStatus,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: updatedAt.toISOString(),
    });
    await waitForConsumers(svc);
  };

  it('when the member asks for deletion, then friends and coaches read none of their sessions, stats or journal during the grace period; a cancelled deletion shares again, and a late older event changes nothing', async () => {
    const leaving = await login();
    const pal = await login();
    const theirCoach = await login();
    const session = (
      await fetchJson(url('/api/practice/sessions'), { token: leaving.token, json: { date: '2026-04-01', scores: [{ total: 23 }] } })
    ).body.id as string;
    const journal = (
      await fetchJson(url('/api/journal/entries'), {
        token: leaving.token,
        json: { date: '2026-04-01', title: 'Open entry', content: 'Shared', isPrivate: false },
      })
    ).body.id as string;
    await setSharing(leaving, { shareWithFriends: true, shareWithCoaches: true });
    await relationship({ userId: leaving.id, relatedUserId: pal.id, type: 'friend', status: 'accepted' });
    await relationship({ userId: leaving.id, relatedUserId: theirCoach.id, type: 'coach', status: 'accepted' });
    const leavingIds = { session, journal };
    for (const viewer of [pal, theirCoach])
      for (const path of sharedReads(leaving, leavingIds)) expect((await shared(viewer, leaving, path)).status, path).toBe(200);

    const requested = new Date();
    await statusChanged(leaving, 'marked_for_deletion', requested);
    for (const viewer of [pal, theirCoach]) await expectNoAccess(viewer, leaving, leavingIds);
    // the member's own view is theirs as before
    expect((await shared(leaving, leaving, '/sessions')).status).toBe(200);

    // support restores the account: sharing resumes as the member had set it
    await statusChanged(leaving, 'active', new Date(requested.getTime() + 60_000));
    for (const path of sharedReads(leaving, leavingIds)) expect((await shared(pal, leaving, path)).status, path).toBe(200);
    // the deletion request's event arriving again, late, does not stop it
    await statusChanged(leaving, 'marked_for_deletion', requested);
    expect((await shared(pal, leaving, '/sessions')).status).toBe(200);
  });
});
