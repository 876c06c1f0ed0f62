import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestService } from '@trap/kit/testing';
import { inDays, members, newUserId, startCommunityService, type Member } from '../support/community-service.ts';

/**
 * Organising is what Elite Trigger sells (DECISIONS "What each tier unlocks": an Elite Trigger member
 * proposes club events, published after the same staff approval as anyone's, and creates shoots for
 * the events they organise, with no staff role). Through the real HTTP server and stores: a plain
 * member with Elite Trigger proposes and organises; below it the same calls are 403 TIER_REQUIRED
 * naming Elite Trigger and store nothing; staff keep what their role gives them.
 */
let svc: TestService;
const { login, call } = members(() => svc);

const event = (title: string) => ({
  title,
  description: 'Two rounds of 25 and a shoot-off.',
  eventType: 'club_shoot',
  location: 'Pink City Trap Club, Jaipur',
  state: 'Rajasthan',
  startDate: inDays(12),
  endDate: inDays(12, '16:00'),
  organizer: 'Pink City Trap Club',
  contactEmail: 'shoots@pinkcity.example',
  maxParticipants: 30,
});
const shoot = (eventId: string, title = 'Saturday Trap') => ({
  eventId,
  title,
  disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
  squads: [{ name: 'Squad 1', discipline: 'olympic-trap', startsAt: inDays(12, '10:00'), shooters: [{ name: 'Guest One' }] }],
});
const count = (collection: string) => svc.ctx.conn.collection(collection).countDocuments();

let admin: Member;
beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin', 'range_pass');
});
afterAll(() => svc?.stop());

describe('a member who bought Elite Trigger organises', () => {
  it('when they propose an event, then it waits for approval; once an admin approves it they create a shoot for it and are its organiser', async () => {
    const organiser = await login('member', 'elite_trigger');
    const proposed = await call(organiser, 'POST', '/api/club-events', event('Pink City Members Cup'));
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body).toMatchObject({ status: 'pending', createdBy: organiser.id, approvedAt: null });
    const eventId = proposed.body.id as string;
    // the admins' queue has it, like any member's proposal
    const pending = await call(admin, 'GET', '/api/club-events?approval=pending');
    expect((pending.body.items as { id: string }[]).map((e) => e.id)).toContain(eventId);

    // not on the calendar yet: its shoot would make a pending event public through the leaderboard
    const early = await call(organiser, 'POST', '/api/shoots', shoot(eventId));
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('This event is not approved yet');

    expect((await call(admin, 'POST', `/api/club-events/${eventId}/approve`)).status).toBe(200);
    const made = await call(organiser, 'POST', '/api/shoots', shoot(eventId));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ eventId, title: 'Saturday Trap', status: 'live', isOrganiser: true });
    expect(made.body.code).toMatch(/^[A-Z2-9]{6}$/);
    // the organiser's own calls on it: finishing is theirs
    expect((await call(organiser, 'POST', `/api/shoots/${made.body.id}/finish`)).status).toBe(200);
  });

  it('when they create a shoot for an event someone else proposed, then 403 and nothing is stored', async () => {
    const other = await login('member', 'elite_trigger');
    const organiser = await login('member', 'elite_trigger');
    const theirs = await call(other, 'POST', '/api/club-events', event('Someone Else’s Shoot'));
    expect((await call(admin, 'POST', `/api/club-events/${theirs.body.id}/approve`)).status).toBe(200);
    const before = await count('shoots');
    const res = await call(organiser, 'POST', '/api/shoots', shoot(theirs.body.id));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(await count('shoots')).toBe(before);
  });
});

describe('below Elite Trigger', () => {
  it.each(['range_pass', 'shooters_circle', 'pro_lane'] as const)(
    'when a %s member proposes an event or creates a shoot, then 403 TIER_REQUIRED naming Elite Trigger and nothing is stored',
    async (tier) => {
      const member = await login('member', tier);
      const [events, shoots] = [await count('club_events'), await count('shoots')];
      const proposed = await call(member, 'POST', '/api/club-events', event(`Not Yet ${tier}`));
      expect(proposed.status).toBe(403);
      expect(proposed.body.error).toMatchObject({
        code: 'TIER_REQUIRED',
        requiredTier: 'elite_trigger',
        message: 'This needs Elite Trigger membership or higher',
      });
      const approved = await call(admin, 'POST', '/api/club-events', event(`Admin Event ${tier}`));
      const res = await call(member, 'POST', '/api/shoots', shoot(approved.body.id));
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'elite_trigger' });
      expect(await count('club_events')).toBe(events + 1); // the admin's only
      expect(await count('shoots')).toBe(shoots);
    },
  );

  it('when an organiser’s Elite Trigger has lapsed, then their own approved event gets no new shoot (403 TIER_REQUIRED)', async () => {
    const id = newUserId();
    const elite = { id, token: await svc.loginAs({ userId: id, role: 'member', tier: 'elite_trigger' }) };
    const proposed = await call(elite, 'POST', '/api/club-events', event('Lapsed Organiser Open'));
    expect((await call(admin, 'POST', `/api/club-events/${proposed.body.id}/approve`)).status).toBe(200);
    const lapsed = { id, token: await svc.loginAs({ userId: id, role: 'member', tier: 'elite_trigger', membershipStatus: 'expired' }) };
    const res = await call(lapsed, 'POST', '/api/shoots', shoot(proposed.body.id));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('TIER_REQUIRED');
  });
});

describe('staff keep what their role gives them', () => {
  it('when a coach on the free tier proposes an event, then it is stored pending as before (events.create needs no tier)', async () => {
    const coach = await login('coach', 'range_pass');
    const res = await call(coach, 'POST', '/api/club-events', event('Coach Clinic Jaipur'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', createdBy: coach.id });
  });

  it('when a coach with Elite Trigger creates a shoot for an event an admin added, then it is made (staff organise any event they see)', async () => {
    const coach = await login('coach', 'elite_trigger');
    const approved = await call(admin, 'POST', '/api/club-events', event('Admin Added Open'));
    expect(approved.body.status).toBe('approved');
    const res = await call(coach, 'POST', '/api/shoots', shoot(approved.body.id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.isOrganiser).toBe(true);
  });
});
