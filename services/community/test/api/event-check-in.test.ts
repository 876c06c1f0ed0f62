import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEntryPaid, type EventCheckInCode, type EventEntry } from '@trap/contracts';
import type { TestService } from '@trap/kit/testing';
import { handled, inDays, newUserId, publish, startCommunityService, members, type Member } from '../support/community-service.ts';
import { EventEntryRepository } from '../../src/modules/event-entries/event-entry.repository.ts';

/**
 * Check-in at the range, through the real HTTP server and store: a paid, comp or cash entrant reads
 * their own check-in code (nobody else's); the event's organiser checks entrants in by the scanned
 * code or by a tick, undoes a check-in and marks no-shows. Bad, tampered and other events' codes are
 * refused with a clear message; entries not paid or cancelled never check in; two phones checking in
 * at once leave one consistent book.
 */
let svc: TestService;
const { login, call } = members(() => svc);

let admin: Member;
let organiser: Member;
let eventId: string;
let otherEventId: string;
const people: Record<string, Member> = {};
const entries: Record<string, EventEntry> = {};

async function paidEvent(title: string, capacity: number): Promise<string> {
  const proposed = await call(organiser, 'POST', '/api/club-events', {
    title,
    eventType: 'club_shoot',
    location: 'Pink City Trap Club, Jaipur',
    state: 'Rajasthan',
    startDate: inDays(20),
    organizer: 'Pink City Trap Club',
    maxParticipants: capacity,
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  const id = proposed.body.id as string;
  expect((await call(admin, 'POST', `/api/club-events/${id}/approve`)).status).toBe(200);
  const fees = await call(organiser, 'PUT', `/api/club-events/${id}/entry-fees`, {
    fees: [
      { discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 },
      { discipline: 'skeet', memberPaise: 100_000, guestPaise: 120_000 },
    ],
    cutoffAt: inDays(18),
  });
  expect(fees.status, JSON.stringify(fees.body)).toBe(200);
  return id;
}

async function enterAndPay(who: Member, event: string, discipline = 'olympic-trap'): Promise<EventEntry> {
  const made = await call(who, 'POST', `/api/club-events/${event}/entries`, { discipline });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const entry = made.body as EventEntry;
  const orderId = newUserId();
  const ev = await publish(svc, eventEntryPaid, {
    entryId: entry.id,
    userId: who.id,
    orderId,
    amountPaise: entry.pricePaise,
    invoiceId: orderId,
    invoiceNumber: `TI/2026-27/${orderId.slice(-4)}`,
    receiptUrl: `/api/payments/invoices/${orderId}`,
    paidAt: new Date().toISOString(),
  });
  await handled(svc, ev.id);
  return entry;
}

const codeOf = async (who: Member | null, entry: EventEntry, event = eventId) =>
  call(who, 'GET', `/api/club-events/${event}/entries/${entry.id}/check-in-code`);
const report = async (): Promise<EventEntry[]> => (await call(organiser, 'GET', `/api/club-events/${eventId}/entries`)).body.items;
const inReport = async (entry: EventEntry) => (await report()).find((e) => e.id === entry.id)!;
const scan = (who: Member | null, code: string, event = eventId) => call(who, 'POST', `/api/club-events/${event}/check-ins`, { code });
const tick = (who: Member | null, entry: EventEntry) => call(who, 'POST', `/api/club-events/${eventId}/entries/${entry.id}/check-in`);
const untick = (who: Member | null, entry: EventEntry) => call(who, 'DELETE', `/api/club-events/${eventId}/entries/${entry.id}/check-in`);
const noShow = (who: Member | null, entry: EventEntry, value: boolean) =>
  call(who, 'PUT', `/api/club-events/${eventId}/entries/${entry.id}/no-show`, { noShow: value });

beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin', 'range_pass');
  organiser = await login('member', 'elite_trigger');
  for (const [name, tier] of [
    ['priya', 'shooters_circle'],
    ['arjun', 'range_pass'],
    ['meera', 'pro_lane'],
    ['kabir', 'shooters_circle'],
    ['nisha', 'shooters_circle'],
  ] as const)
    people[name] = await login('member', tier);
  eventId = await paidEvent('Pink City Check-in Cup', 10);
  otherEventId = await paidEvent('Garden City Sunday Shoot', 10);
  entries.priya = await enterAndPay(people.priya!, eventId);
  entries.arjun = await enterAndPay(people.arjun!, eventId);
  entries.kabir = await enterAndPay(people.kabir!, eventId, 'skeet');
  entries.nishaOther = await enterAndPay(people.nisha!, otherEventId);
  // meera has not paid yet
  entries.meera = (await call(people.meera!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'skeet' })).body;
  // nisha entered and cancelled before paying
  const made = await call(people.nisha!, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'skeet' });
  entries.nishaCancelled = (await call(people.nisha!, 'POST', `/api/club-events/${eventId}/entries/${made.body.id}/cancel`)).body;
  expect(entries.nishaCancelled!.status).toBe('cancelled');
  const cash = await call(organiser, 'POST', `/api/club-events/${eventId}/entries/recorded`, {
    kind: 'cash',
    discipline: 'olympic-trap',
    name: 'Walk-in Guest',
    amountPaise: 200_000,
  });
  expect(cash.status, JSON.stringify(cash.body)).toBe(201);
  entries.cash = cash.body;
}, 120_000);
afterAll(() => svc?.stop());

describe('the entrant’s check-in code', () => {
  it('when a paid entrant reads their code, then it names them and their discipline, holds the event page’s address, and stays the same', async () => {
    const first = await codeOf(people.priya!, entries.priya!);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const code = first.body as EventCheckInCode;
    expect(code).toMatchObject({ entryId: entries.priya!.id, eventId, discipline: 'olympic-trap', checkedInAt: null });
    expect(code.code.startsWith(`${eventId}.${entries.priya!.id}.`)).toBe(true);
    expect(code.code.split('.')[2]!.length).toBeGreaterThanOrEqual(22);
    expect(code.path).toBe(`/club-events?event=${eventId}&check-in=${encodeURIComponent(code.code)}`);
    expect((await codeOf(people.priya!, entries.priya!)).body.code).toBe(code.code);
    // each entry has its own
    expect((await codeOf(people.arjun!, entries.arjun!)).body.code).not.toBe(code.code);
  });

  it('when anyone else asks for an entrant’s code (another member, the organiser, nobody signed in), then they get nothing', async () => {
    expect((await codeOf(people.arjun!, entries.priya!)).status).toBe(404);
    expect((await codeOf(organiser, entries.priya!)).status).toBe(404);
    expect((await codeOf(admin, entries.priya!)).status).toBe(404);
    expect((await codeOf(null, entries.priya!)).status).toBe(401);
    // the organiser's list never carries codes
    expect(JSON.stringify(await report())).not.toContain((await codeOf(people.priya!, entries.priya!)).body.code.split('.')[2]);
  });

  it('when the entry is not paid or was cancelled, then there is no code and the answer says why', async () => {
    const unpaid = await codeOf(people.meera!, entries.meera!);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.message).toBe('This entry is not paid yet');
    const cancelled = await codeOf(people.nisha!, entries.nishaCancelled!);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toBe('This entry was cancelled');
  });

  it('when an entry was made before check-in codes existed, then its entrant’s first read makes one that stays', async () => {
    const repo = new EventEntryRepository(svc.ctx);
    await repo.change(eventId, (book) => ({
      set: { entries: book.entries.map((e) => (e._id === entries.kabir!.id ? { ...e, checkInSecret: null } : e)) },
      events: [],
    }));
    const first = await codeOf(people.kabir!, entries.kabir!);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await codeOf(people.kabir!, entries.kabir!)).body.code).toBe(first.body.code);
    expect((await scan(organiser, first.body.code)).status).toBe(200);
    expect((await untick(organiser, entries.kabir!)).body.checkedInAt).toBeNull();
  });
});

describe('the organiser checks entrants in', () => {
  it('when the organiser scans an entrant’s QR code, then the entrant is checked in once, and a second scan says so and keeps the first time', async () => {
    const { path } = (await codeOf(people.priya!, entries.priya!)).body as EventCheckInCode;
    // the QR code holds the full address of the event page
    const first = await scan(organiser, `https://trap.example${path}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.alreadyCheckedIn).toBe(false);
    expect(first.body.entry).toMatchObject({ id: entries.priya!.id, name: entries.priya!.name, noShow: false });
    expect(Date.parse(first.body.entry.checkedInAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await scan(organiser, `https://trap.example${path}`);
    expect(again.status).toBe(200);
    expect(again.body.alreadyCheckedIn).toBe(true);
    expect(again.body.entry.checkedInAt).toBe(first.body.entry.checkedInAt);
    expect((await inReport(entries.priya!)).checkedInAt).toBe(first.body.entry.checkedInAt);
    // the entrant sees it on their code
    expect((await codeOf(people.priya!, entries.priya!)).body.checkedInAt).toBe(first.body.entry.checkedInAt);
  });

  it('when a scanned code is not a check-in code, is tampered with, or belongs to another event, then nobody is checked in and the message says which', async () => {
    const arjun = ((await codeOf(people.arjun!, entries.arjun!)).body as EventCheckInCode).code;
    const bad = await scan(organiser, 'https://example.com/some/other/qr');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('This is not a valid check-in code');
    const [ev, entry, secret] = arjun.split('.');
    const tampered = await scan(organiser, `${ev}.${entry}.${secret!.slice(0, -2)}${secret!.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.message).toBe('This is not a valid check-in code');
    // a well-formed code naming an entry of this event with a guessed secret
    expect((await scan(organiser, `${ev}.${'f'.repeat(24)}.${secret}`)).status).toBe(400);
    const nishaOther = ((await codeOf(people.nisha!, entries.nishaOther!, otherEventId)).body as EventCheckInCode).code;
    const other = await scan(organiser, nishaOther);
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe('This check-in code is for another event');
    // arjun's own code scanned at the other event is refused too
    expect((await scan(organiser, arjun, otherEventId)).body.error.message).toBe('This check-in code is for another event');
    expect((await inReport(entries.arjun!)).checkedInAt).toBeNull();
  });

  it('when someone who is not the organiser scans or ticks, then it is refused and nothing changes; staff who approve events may', async () => {
    const arjun = ((await codeOf(people.arjun!, entries.arjun!)).body as EventCheckInCode).code;
    expect((await scan(people.priya!, arjun)).status).toBe(403);
    expect((await tick(people.priya!, entries.arjun!)).status).toBe(403);
    expect((await noShow(people.priya!, entries.arjun!, true)).status).toBe(403);
    expect((await untick(people.priya!, entries.priya!)).status).toBe(403);
    expect((await scan(null, arjun)).status).toBe(401);
    expect((await inReport(entries.arjun!)).checkedInAt).toBeNull();
    expect((await inReport(entries.priya!)).checkedInAt).not.toBeNull();
    const byAdmin = await scan(admin, arjun);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.entry.checkedInAt).not.toBeNull();
    expect((await untick(admin, entries.arjun!)).status).toBe(200);
  });

  it('when the organiser ticks a cash entrant, then they are checked in; entries not paid or cancelled are refused with the reason', async () => {
    const cash = await tick(organiser, entries.cash!);
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    expect(cash.body).toMatchObject({ alreadyCheckedIn: false, entry: { id: entries.cash!.id, status: 'cash' } });
    expect((await tick(organiser, entries.cash!)).body.alreadyCheckedIn).toBe(true);
    const unpaid = await tick(organiser, entries.meera!);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.message).toBe('This entry is not paid yet');
    const cancelled = await tick(organiser, entries.nishaCancelled!);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toBe('This entry was cancelled');
    expect((await tick(organiser, { ...entries.cash!, id: 'f'.repeat(24) })).status).toBe(404);
    // another event's entry is not in this book
    expect((await tick(organiser, entries.nishaOther!)).status).toBe(404);
    expect((await inReport(entries.meera!)).checkedInAt).toBeNull();
  });

  it('when the organiser undoes a check-in, then the entrant is no longer checked in, and undoing again changes nothing', async () => {
    const undone = await untick(organiser, entries.cash!);
    expect(undone.status).toBe(200);
    expect(undone.body.checkedInAt).toBeNull();
    const again = await untick(organiser, entries.cash!);
    expect(again.status).toBe(200);
    expect(again.body.checkedInAt).toBeNull();
    expect((await inReport(entries.cash!)).checkedInAt).toBeNull();
  });
});

describe('no-shows', () => {
  it('when the organiser marks an entrant who did not come, then the list shows it; a check-in clears it; a checked-in entrant is not marked', async () => {
    const marked = await noShow(organiser, entries.arjun!, true);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ noShow: true, checkedInAt: null });
    expect((await inReport(entries.arjun!)).noShow).toBe(true);
    expect((await noShow(organiser, entries.arjun!, true)).body.noShow).toBe(true);
    // he turns up late after all
    const late = await tick(organiser, entries.arjun!);
    expect(late.body.entry).toMatchObject({ noShow: false });
    expect(late.body.entry.checkedInAt).not.toBeNull();
    const refused = await noShow(organiser, entries.arjun!, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This entrant is checked in: undo the check-in first');
    await untick(organiser, entries.arjun!);
    expect((await noShow(organiser, entries.arjun!, true)).body.noShow).toBe(true);
    const unmarked = await noShow(organiser, entries.arjun!, false);
    expect(unmarked.body.noShow).toBe(false);
    const unpaid = await noShow(organiser, entries.meera!, true);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.message).toBe('This entry is not paid yet');
    expect((await call(organiser, 'PUT', `/api/club-events/${eventId}/entries/${entries.arjun!.id}/no-show`, {})).status).toBe(400);
  });
});

describe('two phones at once', () => {
  it('when the same entrant is scanned and ticked at once and another is marked a no-show, then exactly one check-in is new, one time is kept and nothing is lost', async () => {
    await untick(organiser, entries.cash!);
    const code = ((await codeOf(people.kabir!, entries.kabir!)).body as EventCheckInCode).code;
    await untick(organiser, entries.kabir!);
    const [a, b, c, d] = await Promise.all([
      scan(organiser, code),
      tick(organiser, entries.kabir!),
      tick(admin, entries.kabir!),
      noShow(organiser, entries.cash!, true),
    ]);
    for (const r of [a, b, c, d]) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const results = [a, b, c].map((r) => r.body as { alreadyCheckedIn: boolean; entry: EventEntry });
    expect(results.filter((r) => !r.alreadyCheckedIn)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.checkedInAt)).size).toBe(1);
    const after = await report();
    expect(after.find((e) => e.id === entries.kabir!.id)!.checkedInAt).toBe(results[0]!.entry.checkedInAt);
    expect(after.find((e) => e.id === entries.cash!.id)!.noShow).toBe(true);
    // the others are as they were
    expect(after.find((e) => e.id === entries.priya!.id)!.checkedInAt).not.toBeNull();
  });
});
