import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relationshipChanged, type UserSnapshot } from '@trap/contracts';
import { fetchJson, publishedData, type TestService } from '@trap/kit/testing';
import { handled, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';

/**
 * Friends and coaches through the real HTTP server and stores: requests, answers, removal, the
 * refusals (400/403/404/409) and the community.relationship.changed events the outbox publishes.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;

interface Member {
  id: string;
  token: string;
}
/** A member auth told the community about, logged in. */
async function member(displayName: string, extra: Partial<UserSnapshot> = {}): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName, ...extra }))).id);
  return { id, token: await svc.loginAs({ userId: id }) };
}

const ask = (from: Member, json: unknown) => fetchJson(url('/api/relationships'), { token: from.token, json });
const answer = (who: Member, id: string, action: 'accept' | 'decline') =>
  fetchJson(url(`/api/relationships/${encodeURIComponent(id)}/${action}`), { token: who.token, method: 'POST' });
const remove = (who: Member, id: string) =>
  fetchJson(url(`/api/relationships/${encodeURIComponent(id)}`), { token: who.token, method: 'DELETE' });
const list = async (who: Member, query = '') => {
  const res = await fetchJson(url(`/api/relationships${query}`), { token: who.token });
  expect(res.status).toBe(200);
  return res.body.items as { id: string; status: string; direction: string; otherUser: { id: string; displayName: string } }[];
};
/** The relationship's events as they left the outbox. */
const eventsOf = (relationshipId: string) => publishedData(svc, relationshipChanged, (d) => d.relationshipId === relationshipId);

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('friend requests', () => {
  it('when a member asks another and the other accepts, then both list the friendship and each change leaves as an event', async () => {
    const asha = await member('Asha Trap');
    const ravi = await member('Ravi Skeet');

    const sent = await ask(asha, { relatedUserId: ravi.id, type: 'friend', notes: ' Shot together at Delhi ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      type: 'friend',
      status: 'pending',
      direction: 'outgoing',
      userId: asha.id,
      relatedUserId: ravi.id,
      otherUser: { id: ravi.id, displayName: 'Ravi Skeet', avatarUrl: null },
      notes: 'Shot together at Delhi',
      since: null,
    });
    const id = sent.body.id as string;
    expect(await list(ravi)).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        direction: 'incoming',
        otherUser: expect.objectContaining({ displayName: 'Asha Trap' }),
      }),
    ]);

    const accepted = await answer(ravi, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', direction: 'incoming' });
    expect(Date.parse(accepted.body.since)).toBeGreaterThan(Date.now() - 60_000);
    expect(await list(asha)).toEqual([expect.objectContaining({ id, status: 'accepted', direction: 'outgoing' })]);
    expect(await list(asha, '?type=coach')).toEqual([]);
    expect(await list(asha, '?status=accepted')).toHaveLength(1);

    expect(await eventsOf(id)).toEqual([
      { relationshipId: id, userId: asha.id, relatedUserId: ravi.id, type: 'friend', status: 'pending', since: null, revision: 1 },
      {
        relationshipId: id,
        userId: asha.id,
        relatedUserId: ravi.id,
        type: 'friend',
        status: 'accepted',
        since: accepted.body.since,
        revision: 2,
      },
    ]);
  });

  it('when a request is sent again, either way round, or between friends, then it is 409 and nothing changes', async () => {
    const a = await member('Arjun');
    const b = await member('Bela');
    const id = (await ask(a, { relatedUserId: b.id, type: 'friend' })).body.id as string;

    const again = await ask(a, { relatedUserId: b.id, type: 'friend' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: 'You already sent this request' });
    const back = await ask(b, { relatedUserId: a.id, type: 'friend' });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe('This member already sent you a friend request: accept it instead');

    expect((await answer(b, id, 'accept')).status).toBe(200);
    expect((await ask(b, { relatedUserId: a.id, type: 'friend' })).body.error.message).toBe('You are already friends');
    expect((await eventsOf(id)).map((e) => e.status)).toEqual(['pending', 'accepted']);
  });

  it('when the one asked declines, then the request shows as declined and may be asked again later', async () => {
    const a = await member('Chitra');
    const b = await member('Dev');
    const id = (await ask(a, { relatedUserId: b.id, type: 'friend' })).body.id as string;
    const declined = await answer(b, id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', since: null });
    expect(await list(a)).toEqual([expect.objectContaining({ id, status: 'declined' })]);
    expect((await answer(b, id, 'accept')).status).toBe(409); // no longer pending

    const renewed = await ask(a, { relatedUserId: b.id, type: 'friend' });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toMatchObject({ id, status: 'pending' });
    expect((await eventsOf(id)).map((e) => [e.status, e.revision])).toEqual([
      ['pending', 1],
      ['declined', 2],
      ['pending', 3],
    ]);
  });

  it('when either member removes a friendship, then it leaves both lists and a removed event follows', async () => {
    const a = await member('Esha');
    const b = await member('Farhan');
    const id = (await ask(a, { relatedUserId: b.id, type: 'friend' })).body.id as string;
    await answer(b, id, 'accept');

    const removed = await remove(b, id);
    expect(removed.status).toBe(204);
    expect(await list(a)).toEqual([]);
    expect(await list(b)).toEqual([]);
    expect((await eventsOf(id)).at(-1)).toMatchObject({ status: 'removed', since: null, revision: 3 });
    expect((await remove(a, id)).status).toBe(404);
  });

  it('when the one who asked cancels a pending request, then it leaves both lists, can no longer be accepted, and may be sent again', async () => {
    const a = await member('Gauri');
    const b = await member('Hari');
    const id = (await ask(a, { relatedUserId: b.id, type: 'friend' })).body.id as string;
    expect(await list(b)).toEqual([expect.objectContaining({ id, status: 'pending', direction: 'incoming' })]);

    const cancelled = await remove(a, id);
    expect(cancelled.status).toBe(204);
    expect(await list(a)).toEqual([]);
    expect(await list(b)).toEqual([]);
    expect((await answer(b, id, 'accept')).status).toBe(404);
    expect((await remove(a, id)).status).toBe(404);
    expect((await eventsOf(id)).map((e) => [e.status, e.revision])).toEqual([
      ['pending', 1],
      ['removed', 2],
    ]);

    const again = await ask(a, { relatedUserId: b.id, type: 'friend' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', direction: 'outgoing' });
    expect(await list(b)).toEqual([expect.objectContaining({ status: 'pending', direction: 'incoming' })]);
  });
});

describe("another member's request", () => {
  it('when the one who asked tries to accept, then 403; when a stranger tries anything, then 404', async () => {
    const a = await member('Gauri');
    const b = await member('Hari');
    const stranger = await member('Ishaan');
    const id = (await ask(a, { relatedUserId: b.id, type: 'friend' })).body.id as string;

    const own = await answer(a, id, 'accept');
    expect(own.status).toBe(403);
    expect(own.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'Only the member asked can answer this request' });
    for (const res of [await answer(stranger, id, 'accept'), await answer(stranger, id, 'decline'), await remove(stranger, id)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect(await list(stranger)).toEqual([]);
    expect((await list(b))[0]).toMatchObject({ id, status: 'pending' });
  });

  it('without a session every relationship route is 401', async () => {
    const res = await fetchJson(url('/api/relationships'));
    expect(res.status).toBe(401);
    expect((await fetchJson(url('/api/relationships'), { json: { relatedUserId: newUserId(), type: 'friend' } })).status).toBe(401);
  });
});

describe('coaches', () => {
  it('when a member asks a coach (by role or by the isCoach flag), then the coach may accept; a member who does not coach cannot be asked', async () => {
    const pupil = await member('Jaya');
    const flagged = await member('Coach Kabir', { isCoach: true });
    const byRole = await member('Coach Lata', { role: 'coach' });
    const plain = await member('Manav');

    const asked = await ask(pupil, { relatedUserId: flagged.id, type: 'coach' });
    expect(asked.status).toBe(201);
    expect(asked.body.id).toBe(`${pupil.id}:${flagged.id}:coach`);
    expect((await answer(flagged, asked.body.id, 'accept')).body.status).toBe('accepted');
    expect((await ask(pupil, { relatedUserId: byRole.id, type: 'coach' })).status).toBe(201);

    const notCoach = await ask(pupil, { relatedUserId: plain.id, type: 'coach' });
    expect(notCoach.status).toBe(400);
    expect(notCoach.body.error.fields).toEqual({ relatedUserId: 'This member is not a coach' });
    // the other way round is another relationship: the coach's pupil is not the pupil's coach
    expect((await ask(flagged, { relatedUserId: pupil.id, type: 'coach' })).status).toBe(400);
    expect((await list(flagged))[0]).toMatchObject({ type: 'coach', direction: 'incoming', status: 'accepted' });
  });
});

describe('bad input', () => {
  it('answers 400 with the field, 404 for an unknown or closed account, and stores nothing', async () => {
    const a = await member('Neha');
    const closed = await member('Omar', { accountStatus: 'suspended' });
    const cases: [unknown, string][] = [
      [{ type: 'friend' }, 'relatedUserId'],
      [{ relatedUserId: 'bad id!', type: 'friend' }, 'relatedUserId'],
      [{ relatedUserId: closed.id }, 'type'],
      [{ relatedUserId: closed.id, type: 'enemy' }, 'type'],
      [{ relatedUserId: closed.id, type: 'friend', notes: 'x'.repeat(501) }, 'notes'],
      [{ relatedUserId: a.id, type: 'friend' }, 'relatedUserId'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields), JSON.stringify(body)).toEqual([field]);
    }
    expect((await ask(a, { relatedUserId: a.id, type: 'friend' })).body.error.message).toBe('You cannot send a request to yourself');

    for (const relatedUserId of [newUserId(), closed.id]) {
      const res = await ask(a, { relatedUserId, type: 'friend' });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Member not found');
    }
    expect((await answer(a, 'not-an-id', 'accept')).status).toBe(400);
    expect((await fetchJson(url('/api/relationships?type=enemy'), { token: a.token })).status).toBe(400);
    expect(await list(a)).toEqual([]);
  });
});
