import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, communityStaffActionRecorded, type Role } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { inDays, newUserId, startCommunityService } from '../support/community-service.ts';

/**
 * An admin rejects a member's club event with a reason, through the real HTTP
 * server and store. The event leaves the queue and stays off the calendar, its creator is told why,
 * and the decision (like an approval) is in the audit trail (community.staff_action.recorded).
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;

interface Member {
  id: string;
  token: string;
}
const login = async (role: Role = 'member'): Promise<Member> => {
  const id = newUserId();
  return { id, token: await svc.loginAs({ userId: id, role }) };
};

const propose = async (who: Member, title: string) => {
  const res = await fetchJson(url('/api/club-events'), {
    token: who.token,
    json: {
      title,
      description: 'Two rounds of 25 and a shoot-off.',
      eventType: 'club_shoot',
      location: 'Pink City Trap Club, Jaipur',
      state: 'Rajasthan',
      startDate: inDays(12),
      endDate: inDays(12, '14:00'),
      organizer: 'Pink City Trap Club committee',
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
};
const reject = (who: Member | null, id: string, body: unknown) =>
  fetchJson(url(`/api/club-events/${id}/reject`), { token: who?.token, json: body });
const approve = (who: Member, id: string) => fetchJson(url(`/api/club-events/${id}/approve`), { token: who.token, method: 'POST' });
const list = async (who: Member | null, query = '') => {
  const res = await fetchJson(url(`/api/club-events${query}`), { token: who?.token });
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((e) => e.id);
};
const published = async (subject: string, id: string) => {
  await svc.relay.flush();
  return (await publishedEvents(svc.ctx.bus, 'community')).filter((e) => e.subject === subject && e.data.itemId === id);
};

let admin: Member;
let coach: Member;
beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin');
  coach = await login('coach');
});
afterAll(() => svc?.stop());

describe('rejecting a club event', () => {
  it('when an admin rejects a pending event with a reason, then it leaves the queue, stays hidden, the creator is told why and the audit log has it', async () => {
    const id = await propose(coach, 'Thar Desert Sunset Shoot');
    const reason = 'The range has not confirmed the date; propose it again once it has.';

    const rejected = await reject(admin, id, { reason: `  ${reason}  ` });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ id, status: 'rejected', rejectionReason: reason, registrationOpen: false });

    const other = await login();
    expect((await fetchJson(url(`/api/club-events/${id}`), { token: other.token })).status).toBe(404);
    expect((await fetchJson(url(`/api/club-events/${id}`))).status).toBe(404);
    expect(await list(admin, '?approval=pending')).not.toContain(id);
    expect(await list(coach, '?approval=pending')).not.toContain(id);
    expect(await list(coach)).not.toContain(id);
    expect(await list(other)).not.toContain(id);
    expect(await list(admin, '?approval=rejected')).toContain(id);
    // its creator still opens it, with the reason
    const mine = await fetchJson(url(`/api/club-events/${id}`), { token: coach.token });
    expect(mine.body).toMatchObject({ status: 'rejected', rejectionReason: reason, registrationNote: 'This event was not approved' });

    await svc.relay.flush();
    const notices = (await publishedEvents(svc.ctx.bus, 'community')).filter(
      (e) => e.subject === communityNoticeIssued.subject && e.data.entityId === id,
    );
    expect(notices.map((e) => e.data)).toEqual([
      expect.objectContaining({
        userIds: [coach.id],
        kind: 'activity',
        title: 'Your event was not approved',
        message: `Thar Desert Sunset Shoot was not approved. Reason: ${reason}`,
        actionUrl: `/club-events?event=${id}`,
      }),
    ]);
    const audited = await published(communityStaffActionRecorded.subject, id);
    expect(audited.map((e) => e.data)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorRole: 'admin',
        action: 'club_event.reject',
        itemType: 'club_event',
        itemLabel: 'Thar Desert Sunset Shoot',
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason,
      }),
    ]);

    // decided once: rejecting again or approving now is 409
    expect((await reject(admin, id, { reason: 'Again' })).status).toBe(409);
    expect((await approve(admin, id)).status).toBe(409);
  });

  it('when an admin approves an event, then the approval is in the audit log too; an approved event cannot be rejected', async () => {
    const id = await propose(coach, 'Konkan Coast Club Shoot');
    expect((await approve(admin, id)).status).toBe(200);
    const audited = await published(communityStaffActionRecorded.subject, id);
    expect(audited.map((e) => e.data)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'club_event.approve',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    ]);
    const refused = await reject(admin, id, { reason: 'Too late' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This event is already approved');
  });

  it('when the reason is missing or too long, then it is 400 under reason and the event stays pending', async () => {
    const id = await propose(coach, 'Malabar Skeet Morning');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await reject(admin, id, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.reason).toBeTruthy();
    }
    expect(await list(admin, '?approval=pending')).toContain(id);
  });

  it('when anyone below admin rejects, then it is refused (401 for a guest, 403 for every lower role); an unknown event is 404', async () => {
    const id = await propose(coach, 'Sahyadri Trap Weekend');
    expect((await reject(null, id, { reason: 'No' })).status).toBe(401);
    for (const role of ['member', 'coach', 'moderator', 'blog_moderator', 'content_admin'] as const) {
      expect((await reject(await login(role), id, { reason: 'No' })).status, role).toBe(403);
    }
    expect(await list(admin, '?approval=pending')).toContain(id);
    expect((await reject(admin, 'a'.repeat(24), { reason: 'No' })).status).toBe(404);
  });
});
