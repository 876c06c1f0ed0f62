import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CLUB_EVENT_MAX_PARTICIPANTS,
  DISCIPLINE_RULES,
  EVENT_CHECK_IN_MESSAGES,
  EVENT_ENTRY_CHECKABLE,
  EVENT_ENTRY_MESSAGES,
  EVENT_ENTRY_PAY_WINDOW_HOURS,
  EVENT_ENTRY_PLACE_HOLDING,
  EVENT_ENTRY_STATUSES,
  EVENT_ENTRY_STATUS_LABELS,
  can,
  communityNoticeIssued,
  eventEntryPayable,
  eventEntryRefundRequested,
  eventEntryWithdrawn,
  formatPaise,
  type ClubEvent,
  type Discipline,
  type EventCheckInCode,
  type EventCheckInResult,
  type EventData,
  type EventEntriesReport,
  type EventEntry,
  type EventEntryFees,
  type EventEntryFeesInput,
  type EventEntryList,
  type EventEntryRecordInput,
  type EventEntryStatus,
  type Role,
  type Tier,
  eventEntryCheckInIssued,
  eventEntryPaid,
  eventEntryRefundSettled,
} from '@trap/contracts';
import { badRequest, conflict, forbidden, notFound, recordEvent, type Change, type OutboxEntry } from '@trap/kit';
import type { EntryDoc, EntryFeeDoc } from './event-entry.model.ts';
import type { EventEntryBook, EventEntryRepository } from './event-entry.repository.ts';

/** Who is asking (the session's member and role). */
export interface Viewer {
  userId: string;
  role: Role;
}

/** The event as the entrant may see it (the events module's answer: 404 when hidden). */
export type EventLookup = (viewer: Viewer | undefined, eventId: string) => Promise<ClubEvent>;
/** A member's display name (the member-profiles read model). */
export type NameLookup = (userId: string) => Promise<string | null>;

const label = (d: Discipline) => DISCIPLINE_RULES[d].label;
const HOUR = 3600_000;
const PAY_WINDOW_MS = EVENT_ENTRY_PAY_WINDOW_HOURS * HOUR;
/** Statuses an entrant may still act on: a second entry in the same discipline is refused while one of these stands. */
const LIVE: readonly EventEntryStatus[] = ['pending', 'paid', 'comp', 'cash', 'waiting', 'offered'];
const AWAITING_PAYMENT: readonly EventEntryStatus[] = ['pending', 'offered'];

const holdsPlace = (e: EntryDoc) => EVENT_ENTRY_PLACE_HOLDING.includes(e.status);
const newId = () => randomBytes(12).toString('hex');
/** The random part of a check-in code: 144 bits, URL-safe. */
const newCheckInSecret = () => randomBytes(18).toString('base64url');
/** A check-in code: the event, the entry and the entry's random part (the QR code carries it in the event page's address). */
const checkInCodeOf = (eventId: string, e: EntryDoc) => `${eventId}.${e._id}.${e.checkInSecret}`;
/** The event page with the code: what the QR code encodes after the site's address. */
const checkInPathOf = (eventId: string, code: string) => `/club-events?event=${eventId}&check-in=${encodeURIComponent(code)}`;
const CHECK_IN_CODE = /^([0-9a-f]{24})\.([0-9a-f]{24})\.([A-Za-z0-9_-]{16,64})$/;
/** The code out of what the scanner read: the QR code's address (its check-in parameter), or the code alone. */
function parseCheckInCode(scanned: string): { eventId: string; entryId: string; secret: string } | null {
  let code = scanned.trim();
  if (code.includes('check-in=')) {
    try {
      code = new URL(code, 'https://scan.invalid').searchParams.get('check-in') ?? '';
    } catch {
      return null;
    }
  }
  const m = CHECK_IN_CODE.exec(code);
  return m ? { eventId: m[1]!, entryId: m[2]!, secret: m[3]! } : null;
}
const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
/** Why an entry may not check in (or be marked a no-show), or null when it may. */
function notCheckable(e: EntryDoc): string | null {
  if (EVENT_ENTRY_CHECKABLE.includes(e.status)) return null;
  if (['pending', 'offered', 'waiting'].includes(e.status)) return EVENT_CHECK_IN_MESSAGES.notPaid;
  if (['cancelled', 'refunding', 'refunded', 'refund_due', 'expired'].includes(e.status)) return EVENT_CHECK_IN_MESSAGES.cancelled;
  return EVENT_CHECK_IN_MESSAGES.notCheckable;
}
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The organiser of an event: who proposed it, or staff who approve events (the same rule as a shoot's organiser). */
const isOrganiser = (event: ClubEvent, v: Viewer) => event.createdBy === v.userId || can(v.role, 'events.approve');

/** Places for entries: the capacity less members registered for free before the fees were set (they keep theirs). */
const capacityOf = (event: ClubEvent) => Math.max(0, (event.maxParticipants ?? CLUB_EVENT_MAX_PARTICIPANTS) - event.registeredCount);
/** Entries close at the cut-off, or at the start without one. */
const cutoffOf = (book: EventEntryBook, event: ClubEvent) => book.cutoffAt ?? new Date(event.startDate);

function toApi(book: EventEntryBook, e: EntryDoc): EventEntry {
  const waiting = book.entries.filter((x) => x.status === 'waiting');
  return {
    id: e._id,
    eventId: book._id,
    userId: e.userId,
    name: e.name,
    discipline: e.discipline,
    priceBand: e.priceBand,
    status: e.status,
    statusLabel: EVENT_ENTRY_STATUS_LABELS[e.status],
    pricePaise: e.pricePaise,
    paidPaise: e.paidPaise,
    payBy: AWAITING_PAYMENT.includes(e.status) ? iso(e.payBy) : null,
    position: e.status === 'waiting' ? waiting.findIndex((x) => x._id === e._id) + 1 : null,
    orderId: e.orderId,
    invoiceNumber: e.invoiceNumber,
    receiptUrl: e.receiptUrl,
    // books written before check-in existed hold neither field
    checkedInAt: iso(e.checkedInAt ?? null),
    noShow: e.noShow ?? false,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

const feeView = (f: EntryFeeDoc) => ({
  discipline: f.discipline,
  memberPaise: f.memberPaise,
  guestPaise: f.guestPaise,
  earlyBirdPaise: f.earlyBirdPaise,
  earlyBirdUntil: iso(f.earlyBirdUntil),
});

const payableEvent = (book: EventEntryBook, event: ClubEvent, e: EntryDoc): OutboxEntry =>
  recordEvent(eventEntryPayable, {
    entryId: e._id,
    eventId: book._id,
    userId: e.userId!,
    description: `Entry: ${event.title} (${label(e.discipline)})`.slice(0, 300),
    amountPaise: e.pricePaise,
    payBy: e.payBy!.toISOString(),
  });

/**
 * The entrant's check-in e-mail: the event's details and the entry's code. The code is a secret, so
 * it travels the way auth's reset links do, on a subject only notifications consumes (which mails it
 * to the entrant's verified address), never in the in-app notice that other services and the bff see.
 * The entry must hold its secret (and a member): the callers see to both.
 */
function checkInIssued(event: ClubEvent, e: EntryDoc, how: 'paid' | 'comp' | 'cash'): OutboxEntry {
  const code = checkInCodeOf(event.id, e);
  return recordEvent(eventEntryCheckInIssued, {
    entryId: e._id,
    eventId: event.id,
    userId: e.userId!,
    how,
    eventTitle: event.title.slice(0, 300),
    startDate: event.startDate,
    allDay: event.allDay,
    location: event.location.slice(0, 300),
    state: event.state,
    discipline: e.discipline,
    code,
    path: checkInPathOf(event.id, code),
  });
}

const whenText = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(d);

/**
 * Paid entries of club events: the only writer of event_entry_books. Every decision about places
 * (enter, cancel, expire, offer the next) is made on the whole book and written with its events in
 * one guarded write; the money moves in auth, which answers with auth.event_entry.paid and
 * auth.event_entry.refund_settled.
 */
export class EventEntryService {
  private readonly repo: EventEntryRepository;
  private readonly eventOf: EventLookup;
  private readonly nameOf: NameLookup;
  private readonly clock: () => Date;

  constructor(repo: EventEntryRepository, eventOf: EventLookup, nameOf: NameLookup, clock: () => Date = () => new Date()) {
    this.repo = repo;
    this.eventOf = eventOf;
    this.nameOf = nameOf;
    this.clock = clock;
  }

  /** Whether the event takes paid entries (its fees are set): the events module then refuses free registration. */
  async takesEntries(eventId: string): Promise<boolean> {
    return (await this.repo.findByEvent(eventId)) !== null;
  }

  async fees(v: Viewer | undefined, eventId: string): Promise<EventEntryFees> {
    const event = await this.eventOf(v, eventId);
    const book = await this.settle(event);
    if (!book) throw notFound('Entry fees');
    return this.feesView(book, event);
  }

  async setFees(v: Viewer, eventId: string, input: EventEntryFeesInput & { cutoffAt: string | null }): Promise<EventEntryFees> {
    const event = await this.organised(v, eventId);
    const now = this.clock();
    const cutoffAt = input.cutoffAt ? new Date(input.cutoffAt) : null;
    if (cutoffAt && cutoffAt.getTime() > new Date(event.startDate).getTime())
      throw badRequest('The cut-off must be before the event starts', { cutoffAt: 'The cut-off must be before the event starts' });
    const fees: EntryFeeDoc[] = input.fees.map((f) => ({
      discipline: f.discipline,
      memberPaise: f.memberPaise,
      guestPaise: f.guestPaise,
      earlyBirdPaise: f.earlyBirdPaise ?? null,
      earlyBirdUntil: f.earlyBirdUntil ? new Date(f.earlyBirdUntil) : null,
    }));
    const set = { fees, cutoffAt, setBy: v.userId, updatedAt: now };
    let book = await this.repo.change(eventId, () => ({ set, events: [] }));
    if (!book) {
      const doc: EventEntryBook = { _id: eventId, ...set, entries: [], revision: 1, createdAt: now };
      book = (await this.repo.insert(doc)) ? doc : await this.repo.change(eventId, () => ({ set, events: [] }));
    }
    return this.feesView(book!, event);
  }

  /** A member enters a discipline: a free place is theirs to pay for within the pay window; a full event puts them on the waiting list. */
  async enter(v: Viewer, eventId: string, discipline: Discipline, tier: () => Promise<Tier>): Promise<EventEntry> {
    const event = await this.eventOf(v, eventId);
    const [heldTier, name] = await Promise.all([tier(), this.nameOf(v.userId)]);
    const now = this.clock();
    const id = newId();
    const after = await this.repo.change(eventId, (book) => {
      const settled = this.settled(book, event, now);
      const entries = settled?.entries ?? book.entries;
      const events = settled?.events ?? [];
      this.refuseClosed(book, event, now);
      const fee = book.fees.find((f) => f.discipline === discipline);
      if (!fee) throw badRequest(EVENT_ENTRY_MESSAGES.disciplineNotOffered, { discipline: EVENT_ENTRY_MESSAGES.disciplineNotOffered });
      if (entries.some((e) => e.userId === v.userId && e.discipline === discipline && LIVE.includes(e.status)))
        throw conflict(EVENT_ENTRY_MESSAGES.alreadyEntered);
      const early = fee.earlyBirdPaise !== null && fee.earlyBirdUntil !== null && now.getTime() <= fee.earlyBirdUntil.getTime();
      const member = heldTier !== 'range_pass';
      const free = entries.filter(holdsPlace).length < capacityOf(event);
      const entry: EntryDoc = {
        _id: id,
        userId: v.userId,
        name: name ?? 'Member',
        discipline,
        priceBand: early ? 'early_bird' : member ? 'member' : 'guest',
        status: free ? 'pending' : 'waiting',
        pricePaise: early ? fee.earlyBirdPaise! : member ? fee.memberPaise : fee.guestPaise,
        paidPaise: 0,
        payBy: free ? this.payBy(book, event, now) : null,
        orderId: null,
        invoiceNumber: null,
        receiptUrl: null,
        recordedBy: null,
        checkedInAt: null,
        noShow: false,
        checkInSecret: newCheckInSecret(),
        createdAt: now,
        updatedAt: now,
      };
      const next = { ...book, entries: [...entries, entry] };
      if (free) events.push(payableEvent(next, event, entry));
      return { set: { entries: next.entries, updatedAt: now }, events };
    });
    if (!after) throw conflict(EVENT_ENTRY_MESSAGES.noFees);
    return toApi(
      after,
      after.entries.find((e) => e._id === id)!,
    );
  }

  async mine(v: Viewer, eventId: string): Promise<EventEntryList> {
    const event = await this.eventOf(v, eventId);
    const book = await this.settle(event);
    if (!book) return { items: [] };
    return { items: book.entries.filter((e) => e.userId === v.userId).map((e) => toApi(book, e)) };
  }

  /**
   * The entrant cancels: a paid entry before the cut-off is refunded (refunding, then auth's answer),
   * after it cancelled with no refund; an entry not paid yet is simply cancelled. The freed place goes
   * to the first on the waiting list. Another member's entry is a 404.
   */
  async cancel(v: Viewer, eventId: string, entryId: string): Promise<EventEntry> {
    const event = await this.eventOf(v, eventId);
    const now = this.clock();
    const after = await this.repo.change(eventId, (book) => {
      const settled = this.settled(book, event, now);
      const entries = settled?.entries ?? book.entries;
      const events = settled?.events ?? [];
      const entry = entries.find((e) => e._id === entryId && e.userId === v.userId);
      if (!entry) throw notFound('Entry');
      if (now.getTime() >= new Date(event.startDate).getTime()) throw conflict(EVENT_ENTRY_MESSAGES.started);
      let status: EventEntryStatus;
      if (entry.status === 'paid') {
        const beforeCutoff = now.getTime() < cutoffOf(book, event).getTime();
        status = beforeCutoff ? 'refunding' : 'cancelled';
        if (beforeCutoff)
          events.push(recordEvent(eventEntryRefundRequested, { entryId, userId: v.userId, reason: 'cancelled_before_cutoff' }));
      } else if (entry.status === 'pending' || entry.status === 'offered') {
        status = 'cancelled';
        events.push(recordEvent(eventEntryWithdrawn, { entryId, userId: v.userId, reason: 'cancelled' }));
      } else if (entry.status === 'waiting' || entry.status === 'comp' || entry.status === 'cash') {
        status = 'cancelled';
      } else throw conflict(EVENT_ENTRY_MESSAGES.notCancellable);
      const changed = entries.map((e) => (e._id === entryId ? { ...e, status, payBy: null, updatedAt: now } : e));
      const offered = this.offerFreed({ ...book, entries: changed }, event, now);
      return { set: { entries: offered.entries, updatedAt: now }, events: [...events, ...offered.events] };
    });
    if (!after) throw notFound('Entry');
    return toApi(
      after,
      after.entries.find((e) => e._id === entryId)!,
    );
  }

  async report(v: Viewer, eventId: string): Promise<EventEntriesReport> {
    const event = await this.organised(v, eventId);
    const book = await this.settle(event);
    if (!book) throw notFound('Entry fees');
    const totals = EVENT_ENTRY_STATUSES.map((status) => {
      const of = book.entries.filter((e) => e.status === status);
      return { status, count: of.length, amountPaise: of.reduce((sum, e) => sum + (e.paidPaise || e.pricePaise), 0) };
    }).filter((t) => t.count > 0);
    return {
      items: book.entries.map((e) => toApi(book, e)),
      totals,
      collectedPaise: book.entries.filter((e) => e.status === 'paid' || e.status === 'cash').reduce((s, e) => s + e.paidPaise, 0),
      placesTaken: book.entries.filter(holdsPlace).length,
      capacity: event.maxParticipants,
    };
  }

  async csv(v: Viewer, eventId: string): Promise<{ fileName: string; body: string }> {
    const report = await this.report(v, eventId);
    const rupees = (p: number) => (p / 100).toFixed(2);
    const rows = [
      ['Entry', 'Name', 'Discipline', 'Status', 'Price (INR)', 'Paid (INR)', 'Pay by', 'Receipt', 'Entered at'],
      ...report.items.map((e) => [
        e.id,
        e.name,
        label(e.discipline),
        e.statusLabel,
        rupees(e.pricePaise),
        rupees(e.paidPaise),
        e.payBy ?? '',
        e.invoiceNumber ?? '',
        e.createdAt,
      ]),
    ];
    return { fileName: `entries-${eventId}.csv`, body: rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n' };
  }

  /** The organiser records a complimentary entry or cash taken at the range; it takes a place like any entry. */
  async record(
    v: Viewer,
    eventId: string,
    input: EventEntryRecordInput & { amountPaise: number; userId: string | null },
  ): Promise<EventEntry> {
    const event = await this.organised(v, eventId);
    const now = this.clock();
    const id = newId();
    const after = await this.repo.change(eventId, (book) => {
      const settled = this.settled(book, event, now);
      const entries = settled?.entries ?? book.entries;
      if (!book.fees.some((f) => f.discipline === input.discipline))
        throw badRequest(EVENT_ENTRY_MESSAGES.disciplineNotOffered, { discipline: EVENT_ENTRY_MESSAGES.disciplineNotOffered });
      if (entries.filter(holdsPlace).length >= capacityOf(event)) throw conflict('This event is full');
      const amount = input.kind === 'cash' ? input.amountPaise : 0;
      const entry: EntryDoc = {
        _id: id,
        userId: input.userId,
        name: input.name,
        discipline: input.discipline,
        priceBand: 'recorded',
        status: input.kind,
        pricePaise: amount,
        paidPaise: amount,
        payBy: null,
        orderId: null,
        invoiceNumber: null,
        receiptUrl: null,
        recordedBy: v.userId,
        checkedInAt: null,
        noShow: false,
        checkInSecret: newCheckInSecret(),
        createdAt: now,
        updatedAt: now,
      };
      const events = settled?.events ?? [];
      // a member's comp or cash entry: their check-in code by e-mail too (a walk-in without an account has none)
      if (entry.userId) events.push(checkInIssued(event, entry, input.kind));
      return { set: { entries: [...entries, entry], updatedAt: now }, events };
    });
    if (!after) throw conflict(EVENT_ENTRY_MESSAGES.noFees);
    return toApi(
      after,
      after.entries.find((e) => e._id === id)!,
    );
  }

  /**
   * auth.event_entry.paid: the entry is paid (with its receipt). A payment for an entry that no longer
   * waits for one (cancelled, expired) is asked back at once. A replay changes nothing.
   */
  async onPaid(d: EventData<typeof eventEntryPaid>): Promise<void> {
    const found = await this.repo.findByEntry(d.entryId);
    if (!found) return;
    const now = this.clock();
    // the event's name, date and range for the check-in e-mail (as its organiser sees it; gone: no e-mail)
    const event = await this.eventOf({ userId: found.setBy, role: 'admin' }, found._id).catch(() => null);
    await this.repo.change(found._id, (book) => {
      const entry = book.entries.find((e) => e._id === d.entryId);
      if (!entry || entry.orderId === d.orderId) return null;
      const paidFields = {
        orderId: d.orderId,
        invoiceNumber: d.invoiceNumber,
        receiptUrl: d.receiptUrl,
        paidPaise: d.amountPaise,
        // entries made before check-in codes existed get theirs now, to be e-mailed
        checkInSecret: entry.checkInSecret ?? newCheckInSecret(),
      };
      const events: OutboxEntry[] = [];
      let status: EventEntryStatus;
      if (AWAITING_PAYMENT.includes(entry.status)) {
        status = 'paid';
        if (event && entry.userId) events.push(checkInIssued(event, { ...entry, ...paidFields }, 'paid'));
        events.push(
          recordEvent(communityNoticeIssued, {
            entityType: 'club_event',
            entityId: book._id,
            userIds: [d.userId],
            kind: 'activity',
            title: 'Your entry is paid',
            message: `Your entry (${label(entry.discipline)}) is paid: ${formatPaise(d.amountPaise)}, receipt ${d.invoiceNumber}. Your check-in QR code is on the event page: show it at the range.`,
            actionUrl: `/club-events?event=${book._id}#check-in`,
            priority: 'medium',
          }),
        );
      } else if (entry.status === 'paid') {
        return null;
      } else {
        // the place is gone (cancelled, expired, or still waiting): the money goes back
        status = 'refunding';
        events.push(recordEvent(eventEntryRefundRequested, { entryId: d.entryId, userId: d.userId, reason: 'no_place' }));
      }
      const entries = book.entries.map((e) => (e._id === d.entryId ? { ...e, ...paidFields, status, payBy: null, updatedAt: now } : e));
      return { set: { entries, updatedAt: now }, events };
    });
  }

  /** auth.event_entry.refund_settled: refunded through the gateway, or due for staff to pay back. */
  async onRefundSettled(d: EventData<typeof eventEntryRefundSettled>): Promise<void> {
    const found = await this.repo.findByEntry(d.entryId);
    if (!found) return;
    const now = this.clock();
    await this.repo.change(found._id, (book) => {
      const entry = book.entries.find((e) => e._id === d.entryId);
      if (!entry || entry.status === d.outcome || entry.status === 'refunded') return null;
      const entries = book.entries.map((e) => (e._id === d.entryId ? { ...e, status: d.outcome, updatedAt: now } : e));
      return { set: { entries, updatedAt: now }, events: [] };
    });
  }

  /**
   * Every book with a pay link past its time: those entries expire and their places go to the waiting
   * list (the worker's schedule; reads and writes of a book also settle it). How many books changed.
   */
  async expireOverdue(now = this.clock()): Promise<number> {
    let changed = 0;
    for (const { _id } of await this.repo.withPayByBefore(now)) {
      const book = await this.repo.findByEvent(_id);
      if (!book) continue;
      let event: ClubEvent;
      try {
        event = await this.eventOf({ userId: book.setBy, role: 'admin' }, _id);
      } catch {
        continue;
      }
      const before = book.revision;
      const after = await this.repo.change(_id, (b) => this.settledChange(b, event, now));
      if (after && after.revision !== before) changed++;
    }
    return changed;
  }

  /** auth.user.deleted: the member's open entries go (freeing places); settled ones stay for the organiser's accounts, by "Deleted member". */
  async forgetMember(userId: string): Promise<number> {
    let changed = 0;
    const now = this.clock();
    for (const found of await this.repo.withMember(userId)) {
      const after = await this.repo.change(found._id, (book) => {
        if (!book.entries.some((e) => e.userId === userId)) return null;
        const entries = book.entries
          .filter((e) => !(e.userId === userId && ['waiting', 'pending', 'offered', 'expired', 'cancelled'].includes(e.status)))
          .map((e) => (e.userId === userId ? { ...e, userId: null, name: 'Deleted member', checkInSecret: null, updatedAt: now } : e));
        return { set: { entries, updatedAt: now }, events: [] };
      });
      if (after) changed++;
    }
    return changed;
  }

  /** The member's entries, for their data download. */
  async entriesOf(userId: string): Promise<EventEntry[]> {
    const books = await this.repo.withMember(userId);
    return books.flatMap((b) => b.entries.filter((e) => e.userId === userId).map((e) => toApi(b, e)));
  }

  // ---- check-in at the range -----------------------------------------------------------------------

  /**
   * The entrant's check-in code for their paid, comp or cash entry (another member's entry is a 404,
   * the organiser's included). An entry made before codes existed gets its code now, in a guarded write.
   */
  async checkInCode(v: Viewer, eventId: string, entryId: string): Promise<EventCheckInCode> {
    await this.eventOf(v, eventId);
    const own = (b: EventEntryBook | null) => b?.entries.find((e) => e._id === entryId && e.userId === v.userId);
    let book = await this.repo.findByEvent(eventId);
    let entry = own(book);
    if (!entry) throw notFound('Entry');
    const refusal = notCheckable(entry);
    if (refusal) throw conflict(refusal);
    if (!entry.checkInSecret) {
      book = await this.repo.change(eventId, (b) => {
        const current = own(b);
        if (!current || current.checkInSecret) return null;
        const entries = b.entries.map((e) => (e._id === entryId ? { ...e, checkInSecret: newCheckInSecret() } : e));
        return { set: { entries }, events: [] };
      });
      entry = own(book);
      if (!entry?.checkInSecret) throw notFound('Entry');
    }
    const code = checkInCodeOf(eventId, entry);
    return {
      entryId,
      eventId,
      name: entry.name,
      discipline: entry.discipline,
      path: checkInPathOf(eventId, code),
      code,
      checkedInAt: iso(entry.checkedInAt ?? null),
    };
  }

  /** The organiser checks in the entry whose code their phone scanned (the QR code's address or the code). */
  async scanCheckIn(v: Viewer, eventId: string, scanned: string): Promise<EventCheckInResult> {
    const parsed = parseCheckInCode(scanned);
    const event = await this.organised(v, eventId);
    if (!parsed) throw badRequest(EVENT_CHECK_IN_MESSAGES.badCode, { code: EVENT_CHECK_IN_MESSAGES.badCode });
    if (parsed.eventId !== eventId) throw badRequest(EVENT_CHECK_IN_MESSAGES.otherEvent, { code: EVENT_CHECK_IN_MESSAGES.otherEvent });
    return this.checkIn(event, parsed.entryId, (e) => !!e.checkInSecret && sameSecret(e.checkInSecret, parsed.secret));
  }

  /** The organiser ticks an entrant on the list. */
  async tickCheckIn(v: Viewer, eventId: string, entryId: string): Promise<EventCheckInResult> {
    const event = await this.organised(v, eventId);
    return this.checkIn(event, entryId, null);
  }

  /** The organiser undoes a check-in (a wrong tick or scan); an entry not checked in stays as it is. */
  async undoCheckIn(v: Viewer, eventId: string, entryId: string): Promise<EventEntry> {
    await this.organised(v, eventId);
    const now = this.clock();
    const after = await this.repo.change(eventId, (book) => {
      const entry = book.entries.find((e) => e._id === entryId);
      if (!entry) throw notFound('Entry');
      if (!entry.checkedInAt) return null;
      const entries = book.entries.map((e) => (e._id === entryId ? { ...e, checkedInAt: null, updatedAt: now } : e));
      return { set: { entries, updatedAt: now }, events: [] };
    });
    if (!after) throw notFound('Entry');
    return toApi(
      after,
      after.entries.find((e) => e._id === entryId)!,
    );
  }

  /** The organiser marks an entrant who did not come (or takes the mark back). */
  async markNoShow(v: Viewer, eventId: string, entryId: string, noShow: boolean): Promise<EventEntry> {
    await this.organised(v, eventId);
    const now = this.clock();
    const after = await this.repo.change(eventId, (book) => {
      const entry = book.entries.find((e) => e._id === entryId);
      if (!entry) throw notFound('Entry');
      if ((entry.noShow ?? false) === noShow) return null;
      if (noShow) {
        const refusal = notCheckable(entry);
        if (refusal) throw conflict(refusal);
        if (entry.checkedInAt) throw conflict(EVENT_CHECK_IN_MESSAGES.checkedIn);
      }
      const entries = book.entries.map((e) => (e._id === entryId ? { ...e, noShow, updatedAt: now } : e));
      return { set: { entries, updatedAt: now }, events: [] };
    });
    if (!after) throw notFound('Entry');
    return toApi(
      after,
      after.entries.find((e) => e._id === entryId)!,
    );
  }

  /**
   * Checks one entry in, deciding on the stored book in its guarded write: a second check-in (another
   * scan, another replica, the other organiser's phone) keeps the first time and says so.
   * `matches`: the scanned code's check (null for a tick).
   */
  private async checkIn(event: ClubEvent, entryId: string, matches: ((e: EntryDoc) => boolean) | null): Promise<EventCheckInResult> {
    const now = this.clock();
    let already = false;
    const after = await this.repo.change(event.id, (book) => {
      const entry = book.entries.find((e) => e._id === entryId);
      if (matches && (!entry || !matches(entry)))
        throw badRequest(EVENT_CHECK_IN_MESSAGES.badCode, { code: EVENT_CHECK_IN_MESSAGES.badCode });
      if (!entry) throw notFound('Entry');
      const refusal = notCheckable(entry);
      if (refusal) throw conflict(refusal);
      if (!event.isActive) throw conflict(EVENT_CHECK_IN_MESSAGES.eventCancelled);
      already = !!entry.checkedInAt;
      if (already) return null;
      const entries = book.entries.map((e) => (e._id === entryId ? { ...e, checkedInAt: now, noShow: false, updatedAt: now } : e));
      return { set: { entries, updatedAt: now }, events: [] };
    });
    if (!after) {
      if (matches) throw badRequest(EVENT_CHECK_IN_MESSAGES.badCode, { code: EVENT_CHECK_IN_MESSAGES.badCode });
      throw notFound('Entry');
    }
    return {
      entry: toApi(
        after,
        after.entries.find((e) => e._id === entryId)!,
      ),
      alreadyCheckedIn: already,
    };
  }

  // ---- decisions on a book ----------------------------------------------------------------------

  private async organised(v: Viewer, eventId: string): Promise<ClubEvent> {
    const event = await this.eventOf(v, eventId);
    if (!isOrganiser(event, v)) throw forbidden(EVENT_ENTRY_MESSAGES.notOrganiser);
    return event;
  }

  private refuseClosed(book: EventEntryBook, event: ClubEvent, now: Date): void {
    if (event.status !== 'approved') throw conflict('This event is not approved yet');
    if (!event.isActive) throw conflict('This event was cancelled');
    if (now.getTime() >= cutoffOf(book, event).getTime()) throw conflict(EVENT_ENTRY_MESSAGES.closed);
  }

  private payBy(book: EventEntryBook, event: ClubEvent, now: Date): Date {
    return new Date(Math.min(now.getTime() + PAY_WINDOW_MS, cutoffOf(book, event).getTime()));
  }

  /** Writes the book's overdue expiries and the offers they free, if any; the book as it stands after. */
  private async settle(event: ClubEvent): Promise<EventEntryBook | null> {
    const now = this.clock();
    return this.repo.change(event.id, (b) => this.settledChange(b, event, now));
  }

  private settledChange(book: EventEntryBook, event: ClubEvent, now: Date): Change<EventEntryBook> | null {
    const settled = this.settled(book, event, now);
    return settled && { set: { entries: settled.entries, updatedAt: now }, events: settled.events };
  }

  /** Entries whose pay link ran out expire, and their places are offered on; null when nothing is overdue. */
  private settled(book: EventEntryBook, event: ClubEvent, now: Date): { entries: EntryDoc[]; events: OutboxEntry[] } | null {
    const overdue = book.entries.filter((e) => AWAITING_PAYMENT.includes(e.status) && e.payBy && e.payBy.getTime() <= now.getTime());
    if (!overdue.length) return null;
    const events: OutboxEntry[] = overdue.map((e) =>
      recordEvent(eventEntryWithdrawn, { entryId: e._id, userId: e.userId!, reason: 'expired' }),
    );
    const entries = book.entries.map((e) => (overdue.includes(e) ? { ...e, status: 'expired' as const, payBy: null, updatedAt: now } : e));
    const offered = this.offerFreed({ ...book, entries }, event, now);
    return { entries: offered.entries, events: [...events, ...offered.events] };
  }

  /** While a place is free and someone waits (before the cut-off), the first waiting entrant is offered it with a pay link. */
  private offerFreed(book: EventEntryBook, event: ClubEvent, now: Date): { entries: EntryDoc[]; events: OutboxEntry[] } {
    let entries = book.entries;
    const events: OutboxEntry[] = [];
    if (now.getTime() >= cutoffOf(book, event).getTime()) return { entries, events };
    while (entries.filter(holdsPlace).length < capacityOf(event)) {
      const next = entries.find((e) => e.status === 'waiting');
      if (!next) break;
      const offer: EntryDoc = { ...next, status: 'offered', payBy: this.payBy(book, event, now), updatedAt: now };
      entries = entries.map((e) => (e._id === next._id ? offer : e));
      events.push(payableEvent(book, event, offer));
      events.push(
        recordEvent(communityNoticeIssued, {
          entityType: 'club_event',
          entityId: book._id,
          userIds: [offer.userId!],
          kind: 'activity',
          title: 'A place is yours to take',
          message: `A place opened at ${event.title}: pay ${formatPaise(offer.pricePaise)} by ${whenText(offer.payBy!)} to take it.`.slice(
            0,
            1000,
          ),
          actionUrl: `/club-events?event=${book._id}`,
          priority: 'high',
          expiresAt: offer.payBy!.toISOString(),
        }),
      );
    }
    return { entries, events };
  }

  private feesView(book: EventEntryBook, event: ClubEvent): EventEntryFees {
    const now = this.clock();
    let note: string | null = null;
    try {
      this.refuseClosed(book, event, now);
    } catch (err) {
      note = (err as Error).message;
    }
    return {
      eventId: book._id,
      fees: book.fees.map(feeView),
      cutoffAt: iso(book.cutoffAt),
      entriesOpen: note === null,
      note,
      placesTaken: book.entries.filter(holdsPlace).length,
      capacity: event.maxParticipants,
      waiting: book.entries.filter((e) => e.status === 'waiting').length,
    };
  }
}

/** A CSV cell (RFC 4180 quoting); a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
