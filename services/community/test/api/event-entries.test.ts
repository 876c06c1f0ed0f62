import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEntryPaid, eventEntryRefundSettled, type EventData, type EventEntry, type EventEntryStatus } from '@trap/contracts';
import { eventually, publishedEvents, type TestService } from '@trap/kit/testing';
import { handled, inDays, publish, startCommunityService, members, type Member } from '../support/community-service.ts';
import { ClubEventRepository } from '../../src/modules/events/club-event.repository.ts';
import { ClubEventService } from '../../src/modules/events/club-event.service.ts';
import { EventEntryRepository } from '../../src/modules/event-entries/event-entry.repository.ts';
import { EventEntryService } from '../../src/modules/event-entries/event-entry.service.ts';

/**
 * Paid entries of a club event, through the real HTTP server and stores: the organiser sets fees,
 * members enter (member or guest price), a full event keeps a waiting list whose first entrant is
 * offered a freed place, auth's answers about the money (paid, refunded, refund due) arrive as
 * events, cancellation refunds only before the cut-off, and the organiser records comps and cash and
 * reads the list with its totals and CSV. Nobody reads or cancels another member's entry.
 */
let svc: TestService;
const { login, call } = members(() => svc);

const HOUR = 3600_000;

let admin: Member;
let organiser: Member;
let eventId: string;
const entries: Record<string, EventEntry> = {};
const people: Record<string, Member> = {};

const mine = async (who: Member): Promise<EventEntry[]> => (await call(who, 'GET', `/api/club-events/${eventId}/entries/mine`)).body.items;
const statusOf = async (who: Member, id: string): Promise<EventEntryStatus | undefined> =>
  (await mine(who)).find((e) => e.id === id)?.status;
const paid = (entry: EventEntry, who: Member, orderId: string): EventData<typeof eventEntryPaid> => ({
  entryId: entry.id,
  userId: who.id,
  orderId,
  amountPaise: entry.pricePaise,
  invoiceId: orderId,
  invoiceNumber: `TI/2026-27/${orderId.slice(-4)}`,
  receiptUrl: `/api/payments/invoices/${orderId}`,
  paidAt: new Date().toISOString(),
});
const settled = (entry: EventEntry, who: Member, outcome: 'refunded' | 'refund_due'): EventData<typeof eventEntryRefundSettled> => ({
  entryId: entry.id,
  userId: who.id,
  outcome,
  amountPaise: entry.pricePaise,
  refundId: outcome === 'refunded' ? 'rfnd_test_1' : null,
  at: new Date().toISOString(),
});
const communityEvents = async (subject: string, entryId: string) =>
  (await publishedEvents(svc.ctx.bus, 'community')).filter((e) => e.subject === subject && e.data.entryId === entryId);

beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin', 'range_pass');
  organiser = await login('member', 'elite_trigger');
  const proposed = await call(organiser, 'POST', '/api/club-events', {
    title: 'Pink City Members Cup',
    eventType: 'club_shoot',
    location: 'Pink City Trap Club, Jaipur',
    state: 'Rajasthan',
    startDate: inDays(20),
    endDate: inDays(20, '16:00'),
    organizer: 'Pink City Trap Club',
    maxParticipants: 2,
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  eventId = proposed.body.id;
  expect((await call(admin, 'POST', `/api/club-events/${eventId}/approve`)).status).toBe(200);
  for (const [name, tier] of [
    ['member', 'shooters_circle'],
    ['guest', 'range_pass'],
    ['third', 'pro_lane'],
    ['fourth', 'range_pass'],
  ] as const)
    people[name] = await login('member', tier);
});
afterAll(() => svc?.stop());

describe('the organiser sets the fees', () => {
  it('when someone else sets fees or the input is wrong, then it is refused and nothing is stored', async () => {
    const fees = { fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 }], cutoffAt: inDays(18) };
    expect((await call(people.member!, 'PUT', `/api/club-events/${eventId}/entry-fees`, fees)).status).toBe(403);
    expect((await call(null, 'PUT', `/api/club-events/${eventId}/entry-fees`, fees)).status).toBe(401);
    const empty = await call(organiser, 'PUT', `/api/club-events/${eventId}/entry-fees`, { fees: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.fees).toBe('Set a fee for at least one discipline');
    const half = await call(organiser, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
      fees: [{ discipline: 'skeet', memberPaise: 100_000, guestPaise: 120_000, earlyBirdPaise: 80_000 }],
    });
    expect(half.status).toBe(400);
    const late = await call(organiser, 'PUT', `/api/club-events/${eventId}/entry-fees`, { ...fees, cutoffAt: inDays(25) });
    expect(late.status).toBe(400);
    expect(late.body.error.fields.cutoffAt).toBe('The cut-off must be before the event starts');
    expect((await call(people.member!, 'GET', `/api/club-events/${eventId}/entry-fees`)).status).toBe(404);
    expect((await call(people.member!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' })).status).toBe(409);
  });

  it('when the organiser sets member, guest and early-bird prices with a cut-off, then everyone reads them with the places', async () => {
    const set = await call(organiser, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
      fees: [
        { discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 },
        { discipline: 'skeet', memberPaise: 100_000, guestPaise: 120_000, earlyBirdPaise: 80_000, earlyBirdUntil: inDays(5) },
      ],
      cutoffAt: inDays(18),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const read = await call(null, 'GET', `/api/club-events/${eventId}/entry-fees`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ eventId, entriesOpen: true, note: null, placesTaken: 0, capacity: 2, waiting: 0 });
    expect(read.body.fees).toHaveLength(2);
    expect(read.body.fees[1]).toMatchObject({ discipline: 'skeet', earlyBirdPaise: 80_000 });
    // no free registration any more: the event is entered and paid for
    const event = await call(people.member!, 'GET', `/api/club-events/${eventId}`);
    expect(event.body).toMatchObject({ registrationOpen: false, registrationNote: 'This event takes paid entries: enter under Entries' });
    const free = await call(people.member!, 'POST', `/api/club-events/${eventId}/registration`);
    expect(free.status).toBe(409);
    expect(free.body.error.message).toBe('This event takes paid entries: enter under Entries');
  });
});

describe('members enter', () => {
  it('when a paid member and a Range Pass member enter, then they pay the member and the guest price, each pending with a pay link auth is told of', async () => {
    const m = await call(people.member!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect(m.body).toMatchObject({
      status: 'pending',
      priceBand: 'member',
      pricePaise: 150_000,
      userId: people.member!.id,
      position: null,
    });
    expect(Date.parse(m.body.payBy) - Date.now()).toBeGreaterThan(47 * HOUR);
    entries.member = m.body;
    const g = await call(people.guest!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' });
    expect(g.body).toMatchObject({ status: 'pending', priceBand: 'guest', pricePaise: 200_000 });
    entries.guest = g.body;
    await eventually(async () => (await communityEvents('community.event_entry.payable', entries.member!.id)).length === 1);
    const [payable] = await communityEvents('community.event_entry.payable', entries.member!.id);
    expect(payable!.data).toMatchObject({ userId: people.member!.id, eventId, amountPaise: 150_000 });
    expect(payable!.data.description).toBe('Entry: Pink City Members Cup (ISSF Olympic Trap)');
    // the same discipline twice is refused
    const again = await call(people.member!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You already have an entry in this discipline');
  });

  it('when the event is full, then later entrants wait in order and auth is not asked for their money', async () => {
    const t = await call(people.third!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'skeet' });
    expect(t.body).toMatchObject({ status: 'waiting', position: 1, payBy: null, priceBand: 'early_bird', pricePaise: 80_000 });
    entries.third = t.body;
    const f = await call(people.fourth!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' });
    expect(f.body).toMatchObject({ status: 'waiting', position: 2 });
    entries.fourth = f.body;
    expect(await communityEvents('community.event_entry.payable', entries.third!.id)).toHaveLength(0);
    const fees = await call(null, 'GET', `/api/club-events/${eventId}/entry-fees`);
    expect(fees.body).toMatchObject({ placesTaken: 2, waiting: 2 });
  });

  it('when a member asks about or cancels another member’s entry, then they see nothing of it and it stays as it was', async () => {
    const other = people.third!;
    expect((await mine(other)).map((e) => e.id)).toEqual([entries.third!.id]);
    const cancel = await call(other, 'POST', `/api/club-events/${eventId}/entries/${entries.member!.id}/cancel`);
    expect(cancel.status).toBe(404);
    expect((await call(other, 'GET', `/api/club-events/${eventId}/entries`)).status).toBe(403);
    expect((await call(other, 'GET', `/api/club-events/${eventId}/entries/csv`)).status).toBe(403);
    expect(await statusOf(people.member!, entries.member!.id)).toBe('pending');
    expect((await call(other, 'POST', `/api/club-events/${eventId}/entries/${'f'.repeat(24)}/cancel`)).status).toBe(404);
    expect((await call(other, 'POST', `/api/club-events/${eventId}/entries/nope/cancel`)).status).toBe(400);
  });
});

describe('the money, as auth tells it', () => {
  it('when auth says an entry was paid, then it is paid with its receipt, once', async () => {
    const orderId = 'a'.repeat(24);
    const ev = await publish(svc, eventEntryPaid, paid(entries.member!, people.member!, orderId));
    await handled(svc, ev.id);
    const [after] = await mine(people.member!);
    expect(after).toMatchObject({ status: 'paid', paidPaise: 150_000, orderId, invoiceNumber: 'TI/2026-27/aaaa', payBy: null });
    expect(after!.receiptUrl).toBe(`/api/payments/invoices/${orderId}`);
    const replay = await publish(svc, eventEntryPaid, paid(entries.member!, people.member!, orderId));
    await handled(svc, replay.id);
    expect(await statusOf(people.member!, entries.member!.id)).toBe('paid');
  });

  it('when a paid entrant cancels before the cut-off, then the refund is asked of auth, the first waiting entrant is offered the place, and auth’s refund makes it refunded', async () => {
    const cancel = await call(people.member!, 'POST', `/api/club-events/${eventId}/entries/${entries.member!.id}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.status).toBe('refunding');
    await eventually(async () => (await communityEvents('community.event_entry.refund_requested', entries.member!.id)).length === 1);
    const [asked] = await communityEvents('community.event_entry.refund_requested', entries.member!.id);
    expect(asked!.data.reason).toBe('cancelled_before_cutoff');

    const [offer] = await mine(people.third!);
    expect(offer).toMatchObject({ status: 'offered', position: null });
    expect(Date.parse(offer!.payBy!) - Date.now()).toBeGreaterThan(47 * HOUR);
    await eventually(async () => (await communityEvents('community.event_entry.payable', entries.third!.id)).length === 1);
    expect((await mine(people.fourth!))[0]).toMatchObject({ status: 'waiting', position: 1 });

    const ev = await publish(svc, eventEntryRefundSettled, settled(entries.member!, people.member!, 'refunded'));
    await handled(svc, ev.id);
    expect(await statusOf(people.member!, entries.member!.id)).toBe('refunded');
  });

  it('when pay links run out, then the entries expire and the next waiting entrant is offered the place', async () => {
    const clubEvents = new ClubEventService(new ClubEventRepository(svc.ctx));
    const sweep = new EventEntryService(
      new EventEntryRepository(svc.ctx),
      (v, id) => clubEvents.get(v, id),
      async () => null,
    );
    expect(await sweep.expireOverdue(new Date(Date.now() + 49 * HOUR))).toBe(1);
    expect(await statusOf(people.guest!, entries.guest!.id)).toBe('expired');
    expect(await statusOf(people.third!, entries.third!.id)).toBe('expired');
    expect((await mine(people.fourth!))[0]).toMatchObject({ status: 'offered' });
    await eventually(async () => (await communityEvents('community.event_entry.withdrawn', entries.guest!.id)).length === 1);
    // a replay of the sweep finds nothing more to do
    expect(await sweep.expireOverdue(new Date(Date.now() + 49 * HOUR))).toBe(0);
  });

  it('when a payment arrives for an entry that lost its place, then the money is asked back at once', async () => {
    const ev = await publish(svc, eventEntryPaid, paid(entries.guest!, people.guest!, 'b'.repeat(24)));
    await handled(svc, ev.id);
    expect(await statusOf(people.guest!, entries.guest!.id)).toBe('refunding');
    await eventually(async () => (await communityEvents('community.event_entry.refund_requested', entries.guest!.id)).length === 1);
    const [asked] = await communityEvents('community.event_entry.refund_requested', entries.guest!.id);
    expect(asked!.data.reason).toBe('no_place');
  });

  it('when the gateway cannot refund, then the entry is refund due for staff', async () => {
    const fourth = entries.fourth!;
    await handled(svc, (await publish(svc, eventEntryPaid, paid(fourth, people.fourth!, 'c'.repeat(24)))).id);
    expect(await statusOf(people.fourth!, fourth.id)).toBe('paid');
    expect((await call(people.fourth!, 'POST', `/api/club-events/${eventId}/entries/${fourth.id}/cancel`)).body.status).toBe('refunding');
    await handled(svc, (await publish(svc, eventEntryRefundSettled, settled(fourth, people.fourth!, 'refund_due'))).id);
    expect(await statusOf(people.fourth!, fourth.id)).toBe('refund_due');
  });
});

describe('the organiser records entries and reads the list', () => {
  it('when the organiser records a comp and cash taken at the range, then they take places; bad input and other members are refused', async () => {
    const url = `/api/club-events/${eventId}/entries/recorded`;
    const noCash = await call(organiser, 'POST', url, { kind: 'cash', discipline: 'olympic-trap', name: 'Walk-in Guest' });
    expect(noCash.status).toBe(400);
    expect(noCash.body.error.fields.amountPaise).toBe('Enter the cash taken');
    expect((await call(people.third!, 'POST', url, { kind: 'comp', discipline: 'skeet', name: 'Me' })).status).toBe(403);
    const comp = await call(organiser, 'POST', url, { kind: 'comp', discipline: 'skeet', name: 'Range Officer' });
    expect(comp.status, JSON.stringify(comp.body)).toBe(201);
    expect(comp.body).toMatchObject({ status: 'comp', paidPaise: 0, name: 'Range Officer', userId: null });
    const cash = await call(organiser, 'POST', url, {
      kind: 'cash',
      discipline: 'olympic-trap',
      name: '=Walk-in, Guest',
      amountPaise: 200_000,
    });
    expect(cash.body).toMatchObject({ status: 'cash', paidPaise: 200_000 });
    const full = await call(organiser, 'POST', url, { kind: 'comp', discipline: 'skeet', name: 'One too many' });
    expect(full.status).toBe(409);
  });

  it('when the organiser moves the cut-off into the past, then entries close', async () => {
    const late = await login('member', 'pro_lane');
    people.late = late;
    // the cut-off moves into the past: entries close, and a paid cancellation is no longer refunded
    const moved = await call(organiser, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
      fees: [
        { discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 },
        { discipline: 'skeet', memberPaise: 100_000, guestPaise: 120_000 },
      ],
      cutoffAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ entriesOpen: false, note: 'Entries have closed' });
    const refused = await call(late, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'skeet' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Entries have closed');
  });

  it('when a paid entrant cancels after the cut-off, then the entry is cancelled and no refund is asked', async () => {
    // an entry paid before the cut-off moved (stored as it would stand after auth's answer)
    const svcEntries = new EventEntryRepository(svc.ctx);
    const book = await svcEntries.findByEvent(eventId);
    const now = new Date();
    const paidEntry = {
      _id: 'd'.repeat(24),
      userId: people.late!.id,
      name: 'Late Member',
      discipline: 'skeet' as const,
      priceBand: 'member' as const,
      status: 'paid' as const,
      pricePaise: 100_000,
      paidPaise: 100_000,
      payBy: null,
      orderId: 'e'.repeat(24),
      invoiceNumber: 'TI/2026-27/0009',
      receiptUrl: null,
      recordedBy: null,
      checkedInAt: null,
      noShow: false,
      createdAt: now,
      updatedAt: now,
    };
    await svcEntries.change(eventId, () => ({ set: { entries: [...book!.entries, paidEntry] }, events: [] }));
    const cancel = await call(people.late!, 'POST', `/api/club-events/${eventId}/entries/${paidEntry._id}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    // no refund is asked of auth
    expect(await communityEvents('community.event_entry.refund_requested', paidEntry._id)).toHaveLength(0);
  });

  it('when the organiser reads the list, then every payment state is counted and summed, and the CSV has a row per entry', async () => {
    const list = await call(organiser, 'GET', `/api/club-events/${eventId}/entries`);
    expect(list.status).toBe(200);
    const totals = Object.fromEntries(
      (list.body.totals as { status: string; count: number; amountPaise: number }[]).map((t) => [t.status, t]),
    );
    expect(totals).toMatchObject({
      refunded: { count: 1, amountPaise: 150_000 },
      refunding: { count: 1, amountPaise: 200_000 },
      expired: { count: 1 },
      refund_due: { count: 1, amountPaise: 200_000 },
      comp: { count: 1, amountPaise: 0 },
      cash: { count: 1, amountPaise: 200_000 },
      cancelled: { count: 1, amountPaise: 100_000 },
    });
    expect(list.body.collectedPaise).toBe(200_000);
    expect(list.body.items).toHaveLength(7);
    const csv = await fetch(`${svc.url}/api/club-events/${eventId}/entries/csv`, {
      headers: { authorization: `Bearer ${organiser.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Entry,Name,Discipline,Status,Price (INR),Paid (INR),Pay by,Receipt,Entered at');
    expect(lines).toHaveLength(8);
    // a name that starts like a formula is neutralised and quoted for its comma
    expect(lines.some((l) => l.includes(`"'=Walk-in, Guest",ISSF Olympic Trap,Cash at the range,2000.00,2000.00`))).toBe(true);
  });
});
