import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, eventEntryCheckInIssued, eventEntryPaid, type EventCheckInCode, type EventEntry } from '@trap/contracts';
import { eventually, outboxSettled, publishedEvents, type TestService } from '@trap/kit/testing';
import { handled, inDays, members, newUserId, publish, startCommunityService, type Member } from '../support/community-service.ts';

/**
 * What the check-in e-mail starts from, through the real HTTP server, store and NATS: an entry that
 * becomes paid, or that the organiser records as comp or cash for a member, sends notifications its
 * entrant's check-in code once (community.event_entry.check_in_issued, the subject only notifications
 * reads); auth's payment delivered twice, an unpaid entry, a cancelled one and a walk-in without an
 * account send none; the code it carries checks the entrant in; the in-app notice never carries it.
 */
let svc: TestService;
const { login, call } = members(() => svc);

let admin: Member;
let organiser: Member;
let eventId: string;
const START = inDays(21, '08:00');

interface Issued {
  id: string;
  data: {
    entryId: string;
    eventId: string;
    userId: string;
    how: string;
    eventTitle: string;
    startDate: string;
    allDay: boolean;
    location: string;
    state: string;
    discipline: string;
    code: string;
    path: string;
  };
}
const community = () => publishedEvents(svc.ctx.bus, 'community');
const issuedFor = async (entryId: string): Promise<Issued[]> =>
  (await community()).filter((e) => e.subject.endsWith(eventEntryCheckInIssued.subject) && e.data.entryId === entryId) as Issued[];
/** Everything the event's entry book recorded so far is on the bus. */
const settled = async () => {
  await svc.relay.flush();
  await outboxSettled(svc.ctx.conn.collection('event_entry_books'), eventId);
};

const paid = (who: Member, entry: EventEntry, orderId = newUserId()) =>
  publish(svc, eventEntryPaid, {
    entryId: entry.id,
    userId: who.id,
    orderId,
    amountPaise: entry.pricePaise,
    invoiceId: orderId,
    invoiceNumber: `TI/2026-27/${orderId.slice(-4)}`,
    receiptUrl: `/api/payments/invoices/${orderId}`,
    paidAt: new Date().toISOString(),
  });

async function enter(who: Member, discipline = 'olympic-trap'): Promise<EventEntry> {
  const made = await call(who, 'POST', `/api/club-events/${eventId}/entries`, { discipline });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as EventEntry;
}

beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin', 'range_pass');
  organiser = await login('member', 'elite_trigger');
  const proposed = await call(organiser, 'POST', '/api/club-events', {
    title: 'Deccan Winter Trap Open',
    eventType: 'club_shoot',
    location: 'Hyderabad Rifle & Trap Club',
    state: 'Telangana',
    startDate: START,
    organizer: 'Hyderabad Rifle & Trap Club',
    maxParticipants: 10,
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  eventId = proposed.body.id;
  expect((await call(admin, 'POST', `/api/club-events/${eventId}/approve`)).status).toBe(200);
  const fees = await call(organiser, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
    fees: [
      { discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 },
      { discipline: 'skeet', memberPaise: 100_000, guestPaise: 120_000 },
    ],
    cutoffAt: inDays(19),
  });
  expect(fees.status, JSON.stringify(fees.body)).toBe(200);
}, 120_000);
afterAll(() => svc?.stop());

describe('the check-in code for the e-mail', () => {
  it('when an entry is paid, then its code goes to notifications once, with the event, date, range and discipline, and the code checks the entrant in', async () => {
    const priya = await login('member', 'shooters_circle');
    const entry = await enter(priya);
    expect(await issuedFor(entry.id)).toEqual([]);
    const first = await paid(priya, entry);
    await handled(svc, first.id);
    // auth's event delivered again, past the de-duplication (its marker gone, a new message id), and a second order's payment
    await svc.ctx.conn.collection('processed_events').deleteMany({ eventId: first.id });
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(first.subject), JSON.stringify(first), { msgID: `${first.id}-again` });
    await handled(svc, first.id);
    await handled(svc, (await paid(priya, entry)).id);
    await settled();

    const [issued, ...more] = await eventually(async () => {
      const found = await issuedFor(entry.id);
      return found.length ? found : null;
    });
    expect(more).toEqual([]);
    expect(issued!.data).toMatchObject({
      entryId: entry.id,
      eventId,
      userId: priya.id,
      how: 'paid',
      eventTitle: 'Deccan Winter Trap Open',
      startDate: new Date(START).toISOString(),
      allDay: false,
      location: 'Hyderabad Rifle & Trap Club',
      state: 'Telangana',
      discipline: 'olympic-trap',
    });
    // the same code the entrant's page shows
    const own = (await call(priya, 'GET', `/api/club-events/${eventId}/entries/${entry.id}/check-in-code`)).body as EventCheckInCode;
    expect(issued!.data.code).toBe(own.code);
    expect(issued!.data.path).toBe(own.path);
    const scan = await call(organiser, 'POST', `/api/club-events/${eventId}/check-ins`, { code: issued!.data.code });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    expect(scan.body).toMatchObject({ alreadyCheckedIn: false, entry: { id: entry.id } });

    // the in-app notice that the entry is paid (which the bff's feed and other services may see) holds no code
    const secret = issued!.data.code.split('.')[2]!;
    const notices = (await community()).filter((e) => e.subject.endsWith(communityNoticeIssued.subject));
    expect(notices.some((n) => n.data.userIds?.includes(priya.id))).toBe(true);
    expect(JSON.stringify(notices)).not.toContain(secret);
    // nor any other event of the service but the one notifications reads
    expect(JSON.stringify((await community()).filter((e) => !e.subject.endsWith(eventEntryCheckInIssued.subject)))).not.toContain(secret);
  });

  it('when the organiser records a comp or a cash entry for a member, then each member’s code goes to notifications; a walk-in without an account gets none', async () => {
    const [kabir, meera] = [await login('member', 'range_pass'), await login('member', 'pro_lane')];
    const record = async (json: Record<string, unknown>) => {
      const res = await call(organiser, 'POST', `/api/club-events/${eventId}/entries/recorded`, json);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as EventEntry;
    };
    const comp = await record({ kind: 'comp', discipline: 'skeet', name: 'Kabir Rao', userId: kabir.id });
    const cash = await record({ kind: 'cash', discipline: 'olympic-trap', name: 'Meera Iyer', userId: meera.id, amountPaise: 200_000 });
    const walkIn = await record({ kind: 'cash', discipline: 'olympic-trap', name: 'Walk-in Guest', amountPaise: 200_000 });
    await settled();

    for (const [entry, who, how] of [
      [comp, kabir, 'comp'],
      [cash, meera, 'cash'],
    ] as const) {
      const issued = await eventually(async () => {
        const found = await issuedFor(entry.id);
        return found.length ? found : null;
      });
      expect(issued).toHaveLength(1);
      expect(issued[0]!.data).toMatchObject({ userId: who.id, how, discipline: entry.discipline, eventTitle: 'Deccan Winter Trap Open' });
      const own = (await call(who, 'GET', `/api/club-events/${eventId}/entries/${entry.id}/check-in-code`)).body as EventCheckInCode;
      expect(issued[0]!.data.code).toBe(own.code);
    }
    expect(await issuedFor(walkIn.id)).toEqual([]);
  });

  it('when an entry is not paid yet, or was cancelled before it was paid, then no code goes out', async () => {
    const [arjun, nisha] = [await login('member', 'shooters_circle'), await login('member', 'shooters_circle')];
    const unpaid = await enter(arjun);
    const cancelled = await enter(nisha, 'skeet');
    expect((await call(nisha, 'POST', `/api/club-events/${eventId}/entries/${cancelled.id}/cancel`)).body.status).toBe('cancelled');
    // a payment that arrives for the cancelled entry is refunded, not confirmed
    await handled(svc, (await paid(nisha, cancelled)).id);
    await settled();
    expect(await issuedFor(unpaid.id)).toEqual([]);
    expect(await issuedFor(cancelled.id)).toEqual([]);
  });
});
