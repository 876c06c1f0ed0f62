import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, type UserSnapshot } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { handled, inDays, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';

/**
 * Squads and group sessions through the real HTTP server and stores: squads and their roles,
 * invitations, joining and leaving, privacy (404), owner-only actions (403), sessions with RSVP and
 * the waiting list, and the community.notice.issued events the outbox publishes.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;

interface Member {
  id: string;
  token: string;
  name: string;
}
async function member(name: string, extra: Partial<UserSnapshot> = {}): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName: name, ...extra }))).id);
  return { id, token: await svc.loginAs({ userId: id }), name };
}

const call = (who: Member, method: string, path: string, json?: unknown) => fetchJson(url(path), { token: who.token, method, json });
const create = async (owner: Member, body: Record<string, unknown> = {}) => {
  const res = await call(owner, 'POST', '/api/squads', { name: 'Delhi Dawn Patrol', description: 'Early rounds before work', ...body });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; members: { userId: string; role: string; status: string }[] };
};
/** A squad with its members already in (invited and accepted). */
async function squadWith(owner: Member, members: Member[], body: Record<string, unknown> = {}) {
  const squad = await create(owner, body);
  for (const m of members) {
    expect((await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: m.id })).status).toBe(201);
    expect((await call(m, 'POST', `/api/squads/${squad.id}/accept`)).status).toBe(200);
  }
  return squad;
}
const planSession = async (who: Member, squadId: string, body: Record<string, unknown> = {}) => {
  const res = await call(who, 'POST', `/api/squads/${squadId}/sessions`, {
    title: 'Sunday 50 targets',
    date: inDays(5),
    duration: 180,
    location: 'Dr. Karni Singh Shooting Range, Tughlakabad',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
};
const rsvp = (who: Member, sessionId: string, status: string) =>
  call(who, 'PUT', `/api/group-sessions/${sessionId}/rsvp`, { rsvp: status });
const noticesFor = async (entityId: string) => {
  await svc.relay.flush();
  return (await publishedEvents(svc.ctx.bus, 'community'))
    .filter((e) => e.subject === communityNoticeIssued.subject && e.data.entityId === entityId)
    .map((e) => e.data as { userIds: string[]; title: string; message: string; kind: string; actionUrl: string; entityType: string });
};

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('squads', () => {
  it('when a member creates a squad, then they own it, it is theirs in the overview and public squads show to others to join', async () => {
    const owner = await member('Arjun Mehta');
    const other = await member('Priya Nair');
    const squad = await create(owner, { name: '  Tughlakabad Regulars ', imageUrl: 'https://images.example/squad.jpg' });
    expect(squad).toMatchObject({
      name: 'Tughlakabad Regulars',
      description: 'Early rounds before work',
      imageUrl: 'https://images.example/squad.jpg',
      isPrivate: false,
      ownerId: owner.id,
      owner: { id: owner.id, displayName: 'Arjun Mehta' },
      memberCount: 1,
      myRole: 'owner',
      myStatus: 'active',
      members: [
        expect.objectContaining({ userId: owner.id, displayName: 'Arjun Mehta', role: 'owner', status: 'active', invitedBy: null }),
      ],
    });

    const mine = await call(owner, 'GET', '/api/squads');
    expect(mine.status).toBe(200);
    expect(mine.body.mine.map((s: { id: string }) => s.id)).toContain(squad.id);
    expect(mine.body.discover.map((s: { id: string }) => s.id)).not.toContain(squad.id);

    const theirs = await call(other, 'GET', '/api/squads');
    expect(theirs.body.discover).toEqual(expect.arrayContaining([expect.objectContaining({ id: squad.id, myRole: null, memberCount: 1 })]));
    const seen = await call(other, 'GET', `/api/squads/${squad.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ myRole: null, myStatus: null });
  });

  it('when the input is bad, then 400 names each field and nothing is stored', async () => {
    const owner = await member('Bad Input');
    const res = await call(owner, 'POST', '/api/squads', { name: ' ', imageUrl: 'javascript:alert(1)', isPrivate: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: 'Name is required',
      imageUrl: 'Image URL must be an http(s) URL',
      isPrivate: 'Choose private or public',
    });
    expect((await call(owner, 'POST', '/api/squads', { name: 'ab' })).body.error.fields).toEqual({
      name: 'Name must be at least 3 characters',
    });
    expect((await call(owner, 'GET', '/api/squads')).body.mine).toEqual([]);
    expect((await call(owner, 'GET', '/api/squads/not-an-id')).body.error.fields).toEqual({ id: 'Invalid id' });
    expect((await call(owner, 'PATCH', `/api/squads/${'a'.repeat(24)}`, {})).status).toBe(400);
  });

  it('when a squad is unknown or private, then others get 404 for it, its members and its sessions, and it is not listed', async () => {
    const owner = await member('Secret Owner');
    const stranger = await member('Nosy Stranger');
    const squad = await create(owner, { name: 'Invite Only', isPrivate: true });
    const session = await planSession(owner, squad.id);
    for (const [method, path, body] of [
      ['GET', `/api/squads/${squad.id}`],
      ['GET', `/api/squads/${squad.id}/sessions`],
      ['POST', `/api/squads/${squad.id}/join`],
      ['POST', `/api/squads/${squad.id}/accept`],
      ['POST', `/api/squads/${squad.id}/leave`],
      ['POST', `/api/squads/${squad.id}/invitations`, { userId: stranger.id }],
      ['PATCH', `/api/squads/${squad.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/squads/${squad.id}`],
      ['GET', `/api/group-sessions/${session.id}`],
      ['PUT', `/api/group-sessions/${session.id}/rsvp`, { rsvp: 'going' }],
      ['PATCH', `/api/group-sessions/${session.id}`, { status: 'cancelled' }],
      ['POST', `/api/squads/${squad.id}/sessions`, { title: 'X', date: inDays(3), location: 'Y' }],
    ] as const) {
      const res = await call(stranger, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await call(stranger, 'GET', '/api/squads')).body.discover.map((s: { id: string }) => s.id)).not.toContain(squad.id);
    expect((await call(owner, 'GET', `/api/squads/${squad.id}`)).body.name).toBe('Invite Only');
    expect((await call(owner, 'GET', `/api/squads/${'b'.repeat(24)}`)).status).toBe(404);
    expect((await call(owner, 'GET', `/api/group-sessions/${'c'.repeat(24)}`)).status).toBe(404);
  });

  it('when the owner invites a member, then the invitee is told, sees the private squad and accepts; the owner hears of it', async () => {
    const owner = await member('Karan Malhotra');
    const invitee = await member('Neha Joshi');
    const squad = await create(owner, { name: 'Weekday Trap Club', isPrivate: true });

    const invited = await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: invitee.id });
    expect(invited.status).toBe(201);
    expect(invited.body.members).toEqual([
      expect.objectContaining({ userId: owner.id, status: 'active' }),
      expect.objectContaining({
        userId: invitee.id,
        displayName: 'Neha Joshi',
        status: 'invited',
        role: 'member',
        invitedBy: owner.id,
        joinedAt: null,
      }),
    ]);
    expect(invited.body.memberCount).toBe(1);

    const overview = await call(invitee, 'GET', '/api/squads');
    expect(overview.body.invitations).toEqual([
      expect.objectContaining({
        id: squad.id,
        myStatus: 'invited',
        myRole: null,
        invitedBy: expect.objectContaining({ displayName: 'Karan Malhotra' }),
      }),
    ]);
    expect((await call(invitee, 'GET', `/api/squads/${squad.id}`)).status).toBe(200);

    const again = await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: invitee.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Neha Joshi is already invited');

    const accepted = await call(invitee, 'POST', `/api/squads/${squad.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ myRole: 'member', myStatus: 'active', memberCount: 2 });
    expect((await call(invitee, 'GET', '/api/squads')).body.mine.map((s: { id: string }) => s.id)).toEqual([squad.id]);
    expect((await call(invitee, 'POST', `/api/squads/${squad.id}/accept`)).status).toBe(409);
    expect((await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: invitee.id })).body.error.message).toBe(
      'Neha Joshi is already in this squad',
    );

    const notices = await noticesFor(squad.id);
    expect(notices).toEqual([
      expect.objectContaining({
        entityType: 'squad_invitation',
        userIds: [invitee.id],
        title: 'Squad invitation',
        message: 'Karan Malhotra invited you to join the squad Weekday Trap Club.',
        actionUrl: '/squads',
        kind: 'activity',
      }),
      expect.objectContaining({ entityType: 'squad', userIds: [owner.id], message: 'Neha Joshi joined Weekday Trap Club.' }),
    ]);
  });

  it('when an invitee declines, then the invitation is gone and a private squad is hidden from them again', async () => {
    const owner = await member('Decline Owner');
    const invitee = await member('Decline Invitee');
    const squad = await create(owner, { isPrivate: true });
    await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: invitee.id });
    const declined = await call(invitee, 'POST', `/api/squads/${squad.id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ myStatus: null, myRole: null });
    expect((await call(invitee, 'GET', `/api/squads/${squad.id}`)).status).toBe(404);
    expect((await call(invitee, 'GET', '/api/squads')).body.invitations).toEqual([]);
    expect((await call(owner, 'GET', `/api/squads/${squad.id}`)).body.members).toHaveLength(1);
    expect((await call(invitee, 'POST', `/api/squads/${squad.id}/decline`)).status).toBe(404);
  });

  it('when an invitation names an unknown member or the invitee themself, then 404 or 409 and nothing changes', async () => {
    const owner = await member('Invite Checker');
    const squad = await create(owner);
    expect((await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: newUserId() })).status).toBe(404);
    expect((await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: owner.id })).status).toBe(409);
    const bad = await call(owner, 'POST', `/api/squads/${squad.id}/invitations`, { userId: 'x y' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ userId: 'Invalid id' });
    expect((await call(owner, 'GET', `/api/squads/${squad.id}`)).body.members).toHaveLength(1);
  });

  it('when a member joins a public squad, then they are in at once; joining twice is 409', async () => {
    const owner = await member('Open Owner');
    const joiner = await member('Open Joiner');
    const squad = await create(owner);
    const joined = await call(joiner, 'POST', `/api/squads/${squad.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ myRole: 'member', myStatus: 'active', memberCount: 2 });
    const twice = await call(joiner, 'POST', `/api/squads/${squad.id}/join`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('You are already a member of this squad');
    expect(
      (await call(owner, 'GET', `/api/squads/${squad.id}`)).body.members.filter((m: { userId: string }) => m.userId === joiner.id),
    ).toHaveLength(1);
  });

  it('when a member who is not the owner edits, deletes, sets roles, invites or removes, then 403 and nothing changes', async () => {
    const owner = await member('Strict Owner');
    const plain = await member('Plain Member');
    const other = await member('Other Member');
    const squad = await squadWith(owner, [plain, other]);
    const refusals = [
      ['PATCH', `/api/squads/${squad.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/squads/${squad.id}`],
      ['PUT', `/api/squads/${squad.id}/members/${other.id}/role`, { role: 'captain' }],
      ['POST', `/api/squads/${squad.id}/invitations`, { userId: newUserId() }],
      ['DELETE', `/api/squads/${squad.id}/members/${other.id}`],
      ['POST', `/api/squads/${squad.id}/sessions`, { title: 'Mine', date: inDays(2), location: 'Range' }],
    ] as const;
    for (const [method, path, body] of refusals) expect((await call(plain, method, path, body)).status, `${method} ${path}`).toBe(403);
    const after = await call(owner, 'GET', `/api/squads/${squad.id}`);
    expect(after.body).toMatchObject({ name: 'Delhi Dawn Patrol', memberCount: 3 });
  });

  it('when the owner makes a captain, then the captain invites and removes members but not the owner, and the owner may not leave', async () => {
    const owner = await member('Captain Maker');
    const captain = await member('New Captain');
    const plain = await member('Removable Member');
    const squad = await squadWith(owner, [captain, plain]);

    const made = await call(owner, 'PUT', `/api/squads/${squad.id}/members/${captain.id}/role`, { role: 'captain' });
    expect(made.status).toBe(200);
    expect(made.body.members.find((m: { userId: string }) => m.userId === captain.id).role).toBe('captain');
    expect((await call(owner, 'PUT', `/api/squads/${squad.id}/members/${newUserId()}/role`, { role: 'captain' })).status).toBe(404);
    expect((await call(owner, 'PUT', `/api/squads/${squad.id}/members/${captain.id}/role`, { role: 'boss' })).body.error.fields).toEqual({
      role: 'Choose owner, captain or member',
    });

    expect((await call(captain, 'DELETE', `/api/squads/${squad.id}/members/${owner.id}`)).status).toBe(403);
    expect((await call(captain, 'DELETE', `/api/squads/${squad.id}/members/${plain.id}`)).status).toBe(204);
    expect((await call(plain, 'GET', '/api/squads')).body.mine).toEqual([]);
    expect((await call(captain, 'DELETE', `/api/squads/${squad.id}/members/${plain.id}`)).status).toBe(404);

    const stays = await call(owner, 'POST', `/api/squads/${squad.id}/leave`);
    expect(stays.status).toBe(409);
    expect(stays.body.error.message).toBe('The owner cannot leave: hand the squad over or delete it');

    const left = await call(captain, 'POST', `/api/squads/${squad.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ myRole: null, memberCount: 1 });
  });

  it('when the owner hands the squad over, then the new owner owns it and the old one is a captain who may leave', async () => {
    const owner = await member('Old Owner');
    const heir = await member('New Owner');
    const squad = await squadWith(owner, [heir]);
    const handed = await call(owner, 'PUT', `/api/squads/${squad.id}/members/${heir.id}/role`, { role: 'owner' });
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ ownerId: heir.id, myRole: 'captain' });
    expect((await call(owner, 'PATCH', `/api/squads/${squad.id}`, { name: 'Not yours' })).status).toBe(403);
    expect((await call(owner, 'POST', `/api/squads/${squad.id}/leave`)).status).toBe(200);
    const renamed = await call(heir, 'PATCH', `/api/squads/${squad.id}`, { name: 'Heir Squad', isPrivate: true, description: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Heir Squad', isPrivate: true, description: '', myRole: 'owner' });
    expect((await call(owner, 'GET', `/api/squads/${squad.id}`)).status).toBe(404);
  });

  it('when the owner deletes a squad, then it is gone for everyone (404) and its sessions with it', async () => {
    const owner = await member('Deleting Owner');
    const m = await member('Deleted Member');
    const squad = await squadWith(owner, [m]);
    const session = await planSession(owner, squad.id);
    expect((await call(owner, 'DELETE', `/api/squads/${squad.id}`)).status).toBe(204);
    expect((await call(m, 'GET', `/api/squads/${squad.id}`)).status).toBe(404);
    expect((await call(m, 'GET', `/api/group-sessions/${session.id}`)).status).toBe(404);
    expect((await call(m, 'GET', '/api/squads')).body.mine).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/squads/${squad.id}`)).status).toBe(404);
  });
});

describe('group sessions', () => {
  it('when a captain plans a session, then the host is going, the members are told and the squad lists it as upcoming', async () => {
    const owner = await member('Session Owner');
    const m = await member('Session Member');
    const squad = await squadWith(owner, [m], { name: 'Sunday Shooters' });
    const session = await planSession(owner, squad.id, { maxParticipants: 6, type: 'competition_prep', notes: 'Bring 100 cartridges' });
    expect(session).toMatchObject({
      squadId: squad.id,
      squadName: 'Sunday Shooters',
      title: 'Sunday 50 targets',
      duration: 180,
      maxParticipants: 6,
      type: 'competition_prep',
      status: 'scheduled',
      notes: 'Bring 100 cartridges',
      hostId: owner.id,
      host: { displayName: 'Session Owner' },
      goingCount: 1,
      myRsvp: 'going',
      canManage: true,
      participants: [expect.objectContaining({ userId: owner.id, role: 'host', status: 'going', waitlistPosition: null })],
    });
    const list = await call(m, 'GET', `/api/squads/${squad.id}/sessions`);
    expect(list.status).toBe(200);
    expect(list.body.upcoming).toEqual([expect.objectContaining({ id: session.id, myRsvp: null, canManage: false })]);
    expect(list.body.past).toEqual([]);

    const notices = await noticesFor(session.id);
    expect(notices).toEqual([
      expect.objectContaining({
        entityType: 'group_session',
        userIds: [m.id],
        title: 'New group session in Sunday Shooters',
        kind: 'activity',
      }),
    ]);
    expect(notices[0]!.actionUrl).toBe(`/squads?squad=${squad.id}`);
  });

  it('when a session is planned with bad input, then 400 names each field', async () => {
    const owner = await member('Bad Planner');
    const squad = await create(owner);
    const res = await call(owner, 'POST', `/api/squads/${squad.id}/sessions`, {
      title: '',
      date: '2020-01-01T07:00:00Z',
      duration: 5,
      location: '',
      maxParticipants: 1,
      type: 'party',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      title: 'Title is required',
      date: 'Date cannot be in the past',
      duration: 'Duration must be at least 15 minutes',
      location: 'Location is required',
      maxParticipants: 'Max participants must be at least 2',
      type: 'Choose a session type',
    });
    const missing = await call(owner, 'POST', `/api/squads/${squad.id}/sessions`, {});
    expect(missing.body.error.fields).toMatchObject({
      title: 'Title is required',
      date: 'Date is required',
      location: 'Location is required',
    });
    expect((await call(owner, 'PUT', `/api/group-sessions/${'d'.repeat(24)}/rsvp`, { rsvp: 'sure' })).body.error.fields).toEqual({
      rsvp: 'Choose going, maybe or not going',
    });
    expect((await call(owner, 'GET', `/api/squads/${squad.id}/sessions`)).body.upcoming).toEqual([]);
  });

  it('when going beyond the places, then members wait in order and the first moves up (and is told) when someone drops out', async () => {
    const host = await member('Waitlist Host');
    const [a, b, c] = [await member('Asha Going'), await member('Bala Waiting'), await member('Chitra Waiting')];
    const squad = await squadWith(host, [a, b, c]);
    const session = await planSession(host, squad.id, { maxParticipants: 2, title: 'Small squad round' });

    expect((await rsvp(a, session.id, 'going')).body).toMatchObject({ myRsvp: 'going', goingCount: 2, waitlistCount: 0 });
    const waiting = await rsvp(b, session.id, 'going');
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({ myRsvp: 'waitlisted', goingCount: 2, waitlistCount: 1 });
    expect(
      (await rsvp(c, session.id, 'going')).body.participants.map(
        (p: { userId: string; status: string; waitlistPosition: number | null }) => [p.userId, p.status, p.waitlistPosition],
      ),
    ).toEqual([
      [host.id, 'going', null],
      [a.id, 'going', null],
      [b.id, 'waitlisted', 1],
      [c.id, 'waitlisted', 2],
    ]);
    // going again keeps the place in the queue
    expect((await rsvp(b, session.id, 'going')).body.participants.find((p: { userId: string }) => p.userId === b.id).waitlistPosition).toBe(
      1,
    );

    const dropped = await rsvp(a, session.id, 'not_going');
    expect(dropped.body).toMatchObject({ myRsvp: 'not_going', goingCount: 2, waitlistCount: 1 });
    const seenByB = await call(b, 'GET', `/api/group-sessions/${session.id}`);
    expect(seenByB.body.myRsvp).toBe('going');
    expect(seenByB.body.participants.find((p: { userId: string }) => p.userId === c.id).waitlistPosition).toBe(1);

    expect((await rsvp(c, session.id, 'maybe')).body).toMatchObject({ myRsvp: 'maybe', maybeCount: 1, waitlistCount: 0 });

    const moved = (await noticesFor(session.id)).filter((n) => n.title === 'You have a place');
    expect(moved).toEqual([expect.objectContaining({ userIds: [b.id] })]);
  });

  it('when the host offers more places, then the waiting list moves up; a member leaving the squad frees their place', async () => {
    const host = await member('Growing Host');
    const [a, b, c] = [await member('Grow A'), await member('Grow B'), await member('Grow C')];
    const squad = await squadWith(host, [a, b, c]);
    const session = await planSession(host, squad.id, { maxParticipants: 2 });
    await rsvp(a, session.id, 'going');
    await rsvp(b, session.id, 'going');
    await rsvp(c, session.id, 'going');
    const grown = await call(host, 'PATCH', `/api/group-sessions/${session.id}`, {
      maxParticipants: 3,
      notes: 'Meet at the clubhouse at 6:30',
    });
    expect(grown.status).toBe(200);
    expect(grown.body).toMatchObject({ goingCount: 3, waitlistCount: 1, notes: 'Meet at the clubhouse at 6:30', maxParticipants: 3 });

    expect((await call(a, 'POST', `/api/squads/${squad.id}/leave`)).status).toBe(200);
    const after = await call(host, 'GET', `/api/group-sessions/${session.id}`);
    expect(after.body).toMatchObject({ goingCount: 3, waitlistCount: 0 });
    expect(after.body.participants.map((p: { userId: string }) => p.userId)).not.toContain(a.id);
    expect((await rsvp(a, session.id, 'going')).status).toBe(403);
  });

  it('when a session is cancelled, then those who answered are told and RSVPs are refused (409); only managers may change it (403)', async () => {
    const host = await member('Cancel Host');
    const m = await member('Cancel Member');
    const squad = await squadWith(host, [m]);
    const session = await planSession(host, squad.id);
    await rsvp(m, session.id, 'maybe');
    expect((await call(m, 'PATCH', `/api/group-sessions/${session.id}`, { status: 'cancelled' })).status).toBe(403);
    const bad = await call(host, 'PATCH', `/api/group-sessions/${session.id}`, { status: 'postponed', duration: 'long' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ status: 'Choose scheduled, cancelled or completed', duration: 'Duration is required' });
    const cancelled = await call(host, 'PATCH', `/api/group-sessions/${session.id}`, { status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    const refused = await rsvp(m, session.id, 'going');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This session was cancelled');
    const list = await call(m, 'GET', `/api/squads/${squad.id}/sessions`);
    expect(list.body.upcoming).toEqual([]);
    expect(list.body.past).toEqual([expect.objectContaining({ id: session.id, status: 'cancelled' })]);
    expect((await noticesFor(session.id)).filter((n) => n.title === 'Group session cancelled')).toEqual([
      expect.objectContaining({ userIds: [m.id] }),
    ]);
  });

  it('when a session starts within a day, then the reminder pass tells those going once (kind upcoming)', async () => {
    const host = await member('Reminder Host');
    const m = await member('Reminder Member');
    const maybe = await member('Reminder Maybe');
    const squad = await squadWith(host, [m, maybe]);
    const soon = await planSession(host, squad.id, { date: new Date(Date.now() + 20 * 3600_000).toISOString(), title: 'Dawn round' });
    const later = await planSession(host, squad.id, { date: inDays(4), title: 'Later round' });
    await rsvp(m, soon.id, 'going');
    await rsvp(maybe, soon.id, 'maybe');

    const { squadsModule } = await import('../../src/modules/squads/squads.module.ts');
    const { MemberProfileRepository } = await import('../../src/read-models/member-profiles/member-profile.repository.ts');
    const squads = squadsModule(svc.ctx, new MemberProfileRepository(svc.ctx.conn));
    expect(await squads.sessions.sendReminders()).toBeGreaterThanOrEqual(1);
    await squads.sessions.sendReminders();

    const reminders = (await noticesFor(soon.id)).filter((n) => n.kind === 'upcoming');
    expect(reminders).toEqual([
      expect.objectContaining({
        title: 'Coming up: Dawn round',
        userIds: expect.arrayContaining([host.id, m.id]),
        actionUrl: `/squads?squad=${squad.id}`,
      }),
    ]);
    expect(reminders[0]!.userIds).toHaveLength(2);
    expect((await noticesFor(later.id)).filter((n) => n.kind === 'upcoming')).toEqual([]);
  });

  it('when a session is over, then those who went give feedback (409 before it, or for those not going); bad feedback is 400', async () => {
    const host = await member('Feedback Host');
    const went = await member('Feedback Went');
    const skipped = await member('Feedback Skipped');
    const squad = await squadWith(host, [went, skipped]);
    const session = await planSession(host, squad.id, { title: 'Evening round' });
    await rsvp(went, session.id, 'going');
    await rsvp(skipped, session.id, 'not_going');
    const early = await call(went, 'PUT', `/api/group-sessions/${session.id}/feedback`, { feedback: 'Great' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Feedback opens once the session has taken place');

    expect((await call(host, 'PATCH', `/api/group-sessions/${session.id}`, { status: 'completed' })).body.status).toBe('completed');
    const given = await call(went, 'PUT', `/api/group-sessions/${session.id}/feedback`, { feedback: '  22 of 25, station 4 still hard  ' });
    expect(given.status).toBe(200);
    expect(given.body.participants.find((p: { userId: string }) => p.userId === went.id).feedback).toBe('22 of 25, station 4 still hard');
    expect((await call(skipped, 'PUT', `/api/group-sessions/${session.id}/feedback`, { feedback: 'I was not there' })).status).toBe(409);
    const tooLong = await call(went, 'PUT', `/api/group-sessions/${session.id}/feedback`, { feedback: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ feedback: 'Feedback must be at most 1000 characters' });
    const stranger = await member('Feedback Stranger');
    expect((await call(stranger, 'PUT', `/api/group-sessions/${session.id}/feedback`, { feedback: 'Hi' })).status).toBe(403);
  });

  it('when a member of a public squad who has not joined answers, then 403; after joining they may', async () => {
    const host = await member('Public Host');
    const visitor = await member('Public Visitor');
    const squad = await create(host);
    const session = await planSession(host, squad.id);
    expect((await call(visitor, 'GET', `/api/group-sessions/${session.id}`)).status).toBe(200);
    expect((await rsvp(visitor, session.id, 'going')).status).toBe(403);
    await call(visitor, 'POST', `/api/squads/${squad.id}/join`);
    const going = await rsvp(visitor, session.id, 'going');
    expect(going.status).toBe(200);
    expect(going.body.participants.filter((p: { userId: string }) => p.userId === visitor.id)).toHaveLength(1);
    // answering again changes the one answer, never adds a second
    const maybe = await rsvp(visitor, session.id, 'maybe');
    expect(maybe.body.participants.filter((p: { userId: string }) => p.userId === visitor.id)).toEqual([
      expect.objectContaining({ status: 'maybe' }),
    ]);
  });
});
