import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { communityNoticeIssued, type Role, type Tier } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { inDays, newUserId, startCommunityService } from '../support/community-service.ts';
import { clubEventsModule } from '../../src/modules/events/club-events.module.ts';

/**
 * The events calendar through the real HTTP server and store: proposing (events.create), approval
 * (events.approve), who sees what, filters, registration with its capacity and deadline, the .ics
 * file, and the refusals (400 with field messages, 401, 403, 404, 409).
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;

interface Member {
  id: string;
  token: string;
}
const login = async (role: Role = 'member', tier?: Tier): Promise<Member> => {
  const id = newUserId();
  return { id, token: await svc.loginAs({ userId: id, role, tier }) };
};

const DAY = 86_400_000;
const dayIn = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Pink City Monthly Club Shoot',
  description: 'Two rounds of 25, handicap classes.',
  eventType: 'club_shoot',
  location: 'Pink City Trap Club, Jaipur',
  state: 'Rajasthan',
  startDate: inDays(10),
  endDate: inDays(10, '14:00'),
  organizer: 'Pink City Trap Club committee',
  contactEmail: 'shoots@pinkcity.example',
  contactPhone: '+91 90000 10022',
  maxParticipants: 2,
  ...over,
});

const create = (who: Member, body: unknown) => fetchJson(url('/api/club-events'), { token: who.token, json: body });
const get = (who: Member | null, id: string) => fetchJson(url(`/api/club-events/${id}`), { token: who?.token });
const list = async (who: Member | null, query = '') => {
  const res = await fetchJson(url(`/api/club-events${query}`), { token: who?.token });
  expect(res.status).toBe(200);
  return res.body.items as { id: string; title: string; status: string; isRegistered: boolean }[];
};
const approve = (who: Member, id: string) => fetchJson(url(`/api/club-events/${id}/approve`), { token: who.token, method: 'POST' });
const register = (who: Member, id: string) => fetchJson(url(`/api/club-events/${id}/registration`), { token: who.token, method: 'POST' });
const cancel = (who: Member, id: string) => fetchJson(url(`/api/club-events/${id}/registration`), { token: who.token, method: 'DELETE' });

let admin: Member;
let coach: Member;
/** An approved event proposed by the coach. */
async function approvedEvent(over: Record<string, unknown> = {}) {
  const made = await create(coach, valid(over));
  expect(made.status).toBe(201);
  expect((await approve(admin, made.body.id)).status).toBe(200);
  return made.body.id as string;
}

beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin');
  coach = await login('coach');
});
afterAll(() => svc?.stop());

describe('proposing and approving events', () => {
  it('when a coach proposes an event, then it is pending and seen only by the coach and admins until an admin approves it, and the coach is told', async () => {
    const made = await create(coach, valid({ title: 'Aravalli Winter League Round 1' }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: 'Aravalli Winter League Round 1',
      eventType: 'club_shoot',
      state: 'Rajasthan',
      status: 'pending',
      createdBy: coach.id,
      registeredCount: 0,
      spotsLeft: 2,
      registrationOpen: false,
      registrationNote: 'This event is not approved yet',
      isRegistered: false,
    });
    const id = made.body.id as string;
    const other = await login();

    expect((await get(other, id)).status).toBe(404);
    expect((await get(null, id)).status).toBe(404);
    expect((await fetchJson(url(`/api/club-events/${id}/ics`))).status).toBe(404);
    expect((await register(other, id)).status).toBe(404);
    expect((await list(other)).map((e) => e.id)).not.toContain(id);
    expect((await get(coach, id)).status).toBe(200);
    expect((await list(coach, '?approval=pending')).map((e) => e.id)).toContain(id);
    expect((await list(admin, '?approval=pending')).map((e) => e.id)).toContain(id);

    const approved = await approve(admin, id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', registrationOpen: true, registrationNote: null });
    expect(Date.parse(approved.body.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(other, id)).status).toBe(200);
    expect((await get(null, id)).body.title).toBe('Aravalli Winter League Round 1');
    expect((await list(other, '?approval=pending')).map((e) => e.id)).not.toContain(id);

    await svc.relay.flush();
    const notices = (await publishedEvents(svc.ctx.bus, 'community')).filter(
      (e) => e.subject === communityNoticeIssued.subject && e.data.entityId === id,
    );
    expect(notices.map((e) => e.data)).toEqual([
      expect.objectContaining({
        userIds: [coach.id],
        kind: 'activity',
        title: 'Your event was approved',
        actionUrl: `/club-events?event=${id}`,
      }),
    ]);

    // approving again changes nothing and tells nobody again
    expect((await approve(admin, id)).status).toBe(200);
  });

  it('when an admin proposes an event, then it is approved at once', async () => {
    const made = await create(admin, valid({ title: 'Deccan Open Trap Championship', eventType: 'championship', state: 'Telangana' }));
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('approved');
  });

  it('when a member without events.create or Elite Trigger proposes an event, then it is 403; a guest 401; approval needs events.approve', async () => {
    // organising is Elite Trigger's (event-organisers.test.ts): below it a member is refused for the tier
    const member = await login('member', 'pro_lane');
    expect((await create(member, valid())).status).toBe(403);
    expect((await fetchJson(url('/api/club-events'), { json: valid() })).status).toBe(401);
    const made = await create(coach, valid());
    expect((await approve(coach, made.body.id)).status).toBe(403);
    expect((await approve(member, made.body.id)).status).toBe(403);
    expect((await get(member, made.body.id)).status).toBe(404);
  });

  it('when an event is proposed with bad fields, then it is 400 naming each field and nothing is stored', async () => {
    const before = (await list(admin, '?approval=pending')).length;
    const bad = await create(
      coach,
      valid({
        title: 'x',
        eventType: 'picnic',
        location: '',
        state: 'Atlantis',
        startDate: 'tomorrow',
        contactEmail: 'not-an-email',
        contactPhone: 'call me',
        registrationUrl: 'javascript:alert(1)',
        maxParticipants: 0,
        imageUrl: 'ftp://x',
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(
      [
        'contactEmail',
        'contactPhone',
        'eventType',
        'imageUrl',
        'location',
        'maxParticipants',
        'registrationUrl',
        'startDate',
        'state',
        'title',
      ].sort(),
    );
    expect(bad.body.error.fields.title).toBe('Title must be at least 3 characters');
    expect(bad.body.error.fields.state).toBe('Choose a state or union territory');

    const order = await create(coach, valid({ startDate: inDays(10), endDate: inDays(9), registrationDeadline: inDays(12) }));
    expect(order.status).toBe(400);
    expect(order.body.error.fields).toMatchObject({
      endDate: 'End date cannot be before the start date',
      registrationDeadline: 'Registration deadline cannot be after the event ends',
    });
    const plainDay = await create(coach, valid({ startDate: dayIn(10), endDate: null }));
    expect(plainDay.body.error.fields).toEqual({ startDate: 'Start date must be a date and time with its offset' });
    const missing = await create(coach, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(
      expect.arrayContaining(['title', 'eventType', 'location', 'state', 'startDate', 'organizer']),
    );
    expect((await list(admin, '?approval=pending')).length).toBe(before);
  });

  it('when an id is malformed or unknown, then it is 400 or 404', async () => {
    const member = await login();
    expect((await get(member, 'nope')).status).toBe(400);
    const unknown = randomBytes(12).toString('hex');
    expect((await get(member, unknown)).status).toBe(404);
    expect((await register(member, unknown)).status).toBe(404);
    expect((await cancel(member, unknown)).status).toBe(404);
    expect((await approve(admin, unknown)).status).toBe(404);
    expect((await fetchJson(url(`/api/club-events/${unknown}/ics`))).status).toBe(404);
  });
});

describe('the calendar', () => {
  it('when events are listed by type, state and month, then only the matching ones come, by start', async () => {
    const camp = await approvedEvent({
      title: 'Junior Trap Development Camp',
      eventType: 'coaching_camp',
      state: 'Madhya Pradesh',
      allDay: true,
      startDate: `${dayIn(40)}T00:00:00+05:30`,
      endDate: `${dayIn(44)}T00:00:00+05:30`,
    });
    const shoot = await approvedEvent({
      title: 'Garden City Sunday Shoot',
      state: 'Karnataka',
      startDate: inDays(38),
      endDate: inDays(38, '13:00'),
    });
    const member = await login();
    const month = dayIn(40).slice(0, 7);

    const camps = await list(member, '?type=coaching_camp&state=Madhya%20Pradesh');
    expect(camps.map((e) => e.id)).toEqual([camp]);
    const all = await list(member, `?from=${dayIn(37)}&to=${dayIn(45)}`);
    expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([camp, shoot]));
    expect(all.findIndex((e) => e.id === shoot)).toBeLessThan(all.findIndex((e) => e.id === camp));
    // a window open at one end
    expect((await list(member, `?from=${dayIn(39)}`)).map((e) => e.id)).toEqual(expect.arrayContaining([camp]));
    expect((await list(member, `?to=${dayIn(39)}`)).map((e) => e.id)).toContain(shoot);
    expect((await list(member, `?to=${dayIn(39)}`)).map((e) => e.id)).not.toContain(camp);
    const inMonth = await list(member, `?month=${month}`);
    expect(inMonth.map((e) => e.id)).toContain(camp);

    // an all-day event covers its last day to the end: a window on that day's evening finds it
    expect((await list(member, `?from=${dayIn(44)}T20:00:00%2B05:30&to=${dayIn(45)}`)).map((e) => e.id)).toContain(camp);
    const single = await get(member, camp);
    expect(single.body).toMatchObject({ allDay: true, startDate: new Date(`${dayIn(40)}T00:00:00+05:30`).toISOString() });
    expect(single.body.endDate).toBe(new Date(`${dayIn(44)}T00:00:00+05:30`).toISOString());
  });

  it('when the filters are wrong, then it is 400 naming them', async () => {
    const res = await fetchJson(url('/api/club-events?type=picnic&state=Atlantis&month=2026-13&registered=maybe'));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['month', 'registered', 'state', 'type']);
    const window = await fetchJson(url(`/api/club-events?from=${dayIn(10)}&to=${dayIn(5)}`));
    expect(window.status).toBe(400);
    expect(window.body.error.fields.to).toBe('To cannot be before From');
    const both = await fetchJson(url(`/api/club-events?month=2026-12&from=${dayIn(1)}`));
    expect(both.body.error.fields.month).toBe('Give a month or a from/to window, not both');
  });
});

describe('registration', () => {
  it('when members register up to the capacity, then the next one is refused as full; a cancellation frees the place', async () => {
    const id = await approvedEvent({ maxParticipants: 2 });
    const [a, b, c] = [await login(), await login(), await login()];

    const first = await register(a, id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ isRegistered: true, registeredCount: 1, spotsLeft: 1 });
    expect((await register(a, id)).body.error.message).toBe('You are already registered for this event');
    expect((await register(b, id)).status).toBe(201);
    const full = await register(c, id);
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('This event is full');
    expect((await get(c, id)).body).toMatchObject({
      spotsLeft: 0,
      registrationOpen: false,
      registrationNote: 'This event is full',
      isRegistered: false,
    });
    expect((await list(a, '?registered=true')).map((e) => e.id)).toContain(id);
    expect((await list(c, '?registered=true')).map((e) => e.id)).not.toContain(id);

    const cancelled = await cancel(a, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ isRegistered: false, registeredCount: 1, spotsLeft: 1 });
    expect((await cancel(a, id)).status).toBe(409);
    expect((await register(c, id)).status).toBe(201);
  });

  it('when many members register at once for the last places, then exactly the capacity gets in', async () => {
    const id = await approvedEvent({ maxParticipants: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => login()));
    const answers = await Promise.all(members.map((m) => register(m, id)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await get(members[0]!, id)).body.registeredCount).toBe(3);
  });

  it('when the deadline has passed, the event has started or registers elsewhere, then registering is refused with the reason', async () => {
    const member = await login();
    const closed = await approvedEvent({ registrationDeadline: inDays(-1) });
    expect((await register(member, closed)).body.error).toMatchObject({ message: 'Registration has closed' });
    const started = await approvedEvent({ startDate: inDays(-1), endDate: inDays(2) });
    const res = await register(member, started);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This event has already started');
    const external = await approvedEvent({ registrationUrl: 'https://nsc-trap.example/entries' });
    const ext = await register(member, external);
    expect(ext.status).toBe(409);
    expect(ext.body.error.message).toBe('Registration is on the organiser’s site');
    expect((await get(member, external)).body).toMatchObject({
      registrationOpen: false,
      registrationUrl: 'https://nsc-trap.example/entries',
    });
  });

  it('when a guest registers or cancels, then it is 401', async () => {
    const id = await approvedEvent();
    expect((await fetchJson(url(`/api/club-events/${id}/registration`), { method: 'POST' })).status).toBe(401);
    expect((await fetchJson(url(`/api/club-events/${id}/registration`), { method: 'DELETE' })).status).toBe(401);
  });
});

describe('the .ics file', () => {
  it('when the calendar file is downloaded, then it is RFC 5545 text with the event, its text escaped and long lines folded', async () => {
    const id = await approvedEvent({
      title: 'Station 4; hold points, and footwork \\ clinic',
      description: `Line one\nLine two with a very long sentence that certainly goes past the seventy-five octet limit of one content line — ११ targets`,
      startDate: '2027-01-09T09:30:00+05:30',
      endDate: '2027-01-09T16:00:00+05:30',
      registrationDeadline: '2027-01-05T23:59:59+05:30',
    });
    const res = await fetch(url(`/api/club-events/${id}/ics`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="station-4-hold-points-and-footwork-clinic.ics"');
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:club-event-${id}@trap-india`);
    expect(unfolded).toContain('DTSTART:20270109T040000Z');
    expect(unfolded).toContain('DTEND:20270109T103000Z');
    expect(unfolded).toContain('SUMMARY:Station 4\\; hold points\\, and footwork \\\\ clinic');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two with a very long sentence');
    expect(unfolded).toContain('— ११ targets');
    expect(unfolded).toContain('LOCATION:Pink City Trap Club\\, Jaipur\\, Rajasthan');
    expect(unfolded).toContain('ORGANIZER;CN="Pink City Trap Club committee":mailto:shoots@pinkcity.example');
    expect(unfolded).toContain('STATUS:CONFIRMED');
  });

  it('when an all-day event is downloaded, then its days are DATE values with an exclusive end', async () => {
    const id = await approvedEvent({ allDay: true, startDate: '2027-02-10T00:00:00+05:30', endDate: '2027-02-12T00:00:00+05:30' });
    const text = await (await fetch(url(`/api/club-events/${id}/ics`))).text();
    expect(text).toContain('DTSTART;VALUE=DATE:20270210\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20270213\r\n');
  });
});

describe('the demo calendar (DEMO_MODE)', () => {
  it('when the service starts in demo mode, then 12+ approved events of the next three months are listed, and the demo member is registered for two of them once', async () => {
    const demo = clubEventsModule({ ...svc.ctx, config: { ...svc.ctx.config, DEMO_MODE: true } });
    await demo.seedDemo!();
    const member = await login();
    const listed = await fetchJson(url(`/api/club-events?from=${dayIn(0)}&to=${dayIn(92)}`), { token: member.token });
    const seeded = (listed.body.items as { createdBy: string | null; status: string; eventType: string }[]).filter(
      (e) => e.createdBy === null,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(seeded.every((e) => e.status === 'approved')).toBe(true);
    expect(new Set(seeded.map((e) => e.eventType))).toEqual(new Set(['championship', 'club_shoot', 'coaching_camp', 'clinic', 'social']));
    // seeding again adds nothing
    await clubEventsModule({ ...svc.ctx, config: { ...svc.ctx.config, DEMO_MODE: true } }).seedDemo!();
    const again = await list(member, `?from=${dayIn(0)}&to=${dayIn(92)}`);
    expect(again.length).toBe(listed.body.items.length);

    await demo.onRegistered({ userId: member.id, username: 'member' });
    await demo.onRegistered({ userId: member.id, username: 'member' });
    const mine = await fetchJson(url('/api/club-events?registered=true'), { token: member.token });
    expect(mine.body.items).toHaveLength(2);
    expect(mine.body.items.every((e: { registeredCount: number }) => e.registeredCount === 1)).toBe(true);
    await demo.onRegistered({ userId: newUserId(), username: 'someone' });
    expect((await get(member, mine.body.items[0].id)).body.registeredCount).toBe(1);
  });
});
