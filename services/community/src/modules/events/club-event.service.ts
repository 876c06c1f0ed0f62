import { randomBytes } from 'node:crypto';
import {
  CLUB_EVENT_MAX_PARTICIPANTS,
  can,
  communityNoticeIssued,
  eventEndMs,
  eventStartMs,
  tierFeature,
  tierIncludes,
  type ClubEvent,
  type ClubEventInput,
  type ClubEventList,
  type ClubEventListQuery,
  type Role,
  type Tier,
} from '@trap/contracts';
import { conflict, notFound, recordEvent, recordStaffAction, TierRequiredError, type OutboxEntry } from '@trap/kit';
import type { ClubEventRecord, ClubEventRepository } from './club-event.repository.ts';
import { clubEventIcs, icsFileName } from './club-event.ics.ts';

/** Who is asking: a logged-in member (with the role their session carries) or a guest. */
export interface Viewer {
  userId: string;
  role: Role;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The reminder goes out once, within the day before the start (the job runs hourly). */
const REMINDER_LEAD_MS = DAY;
/** A notice names at most this many members (communityNoticeIssued's limit): larger events send several. */
const NOTICE_BATCH = 1000;

const mayApprove = (v: Viewer | undefined) => Boolean(v && can(v.role, 'events.approve'));

/**
 * The tier that lets a member without a staff role propose events and organise their shoots
 * (DECISIONS "What each tier unlocks": organising shoots is Elite Trigger's, tier-features `match_day`).
 */
const ORGANISER_TIER: Tier = tierFeature('match_day').tier;

/** Whether the viewer may see the event: approved and active ones for all; others for their creator and the admins. */
const visibleTo = (e: ClubEventRecord, v: Viewer | undefined) =>
  (e.status === 'approved' && e.isActive) || (v !== undefined && (e.createdBy === v.userId || mayApprove(v)));

/** An event with entry fees is entered (and paid) under Entries, never registered for free. */
const PAID_ENTRIES_NOTE = 'This event takes paid entries: enter under Entries';

const capacityOf = (e: Pick<ClubEventRecord, 'maxParticipants'>) => e.maxParticipants ?? CLUB_EVENT_MAX_PARTICIPANTS;

/** Why nobody can register here now, or null when registration is open. */
function registrationNote(e: ClubEventRecord, now: Date): string | null {
  if (e.status === 'rejected') return 'This event was not approved';
  if (e.status !== 'approved') return 'This event is not approved yet';
  if (!e.isActive) return 'This event was cancelled';
  if (e.registrationUrl) return 'Registration is on the organiser’s site';
  if (now >= e.startsAt) return 'This event has already started';
  if (e.registrationDeadline && now > e.registrationDeadline) return 'Registration has closed';
  if (e.registrantIds.length >= capacityOf(e)) return 'This event is full';
  return null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApi(e: ClubEventRecord, v: Viewer | undefined, now: Date): ClubEvent {
  const note = registrationNote(e, now);
  return {
    id: e._id,
    title: e.title,
    description: e.description,
    eventType: e.eventType,
    location: e.location,
    state: e.state,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    allDay: e.allDay,
    organizer: e.organizer,
    contactEmail: e.contactEmail,
    contactPhone: e.contactPhone,
    registrationUrl: e.registrationUrl,
    registrationDeadline: iso(e.registrationDeadline),
    maxParticipants: e.maxParticipants,
    imageUrl: e.imageUrl,
    createdBy: e.createdBy,
    isActive: e.isActive,
    status: e.status,
    approvedAt: iso(e.approvedAt),
    rejectionReason: e.status === 'rejected' ? (e.rejectionReason ?? null) : null,
    createdAt: e.createdAt.toISOString(),
    registeredCount: e.registrantIds.length,
    spotsLeft: e.maxParticipants === null ? null : Math.max(0, e.maxParticipants - e.registrantIds.length),
    registrationOpen: note === null,
    registrationNote: note,
    isRegistered: v !== undefined && e.registrantIds.includes(v.userId),
  };
}

/** The audit record of an admin's decision on an event (community.staff_action.recorded). */
const staffAction = (
  v: Viewer,
  e: ClubEventRecord,
  verb: 'approve' | 'reject',
  after: Record<string, unknown>,
  reason: string | null,
  at: Date,
): OutboxEntry =>
  recordStaffAction('community', {
    actorId: v.userId,
    actorRole: v.role,
    action: `club_event.${verb}`,
    itemType: 'club_event',
    itemId: e._id,
    itemLabel: e.title.slice(0, 200),
    before: { status: e.status },
    after,
    reason,
    at,
  });

/** A month (YYYY-MM) as an IST window. */
function monthWindow(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(eventStartMs(`${month}-01`)), to: new Date(eventStartMs(`${next}-01`) - 1) };
}

/** "Sat 12 Dec 2026, 9:30 am" in India. */
const whenText = (e: ClubEventRecord) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(e.allDay ? {} : { hour: 'numeric', minute: '2-digit' }),
  }).format(e.startDate);

/** The events calendar: the only writer of club_events. */
export class ClubEventService {
  private readonly repo: ClubEventRepository;
  private readonly clock: () => Date;
  /** whether the event takes paid entries (the event-entries module, through service.ts): then there is no free registration */
  private readonly takesPaidEntries: (eventId: string) => Promise<boolean>;
  constructor(
    repo: ClubEventRepository,
    clock: () => Date = () => new Date(),
    takesPaidEntries: (eventId: string) => Promise<boolean> = async () => false,
  ) {
    this.repo = repo;
    this.clock = clock;
    this.takesPaidEntries = takesPaidEntries;
  }

  async list(v: Viewer | undefined, q: ClubEventListQuery): Promise<ClubEventList> {
    const now = this.clock();
    if (q.registered && !v) return { items: [] };
    const window = q.month
      ? monthWindow(q.month)
      : {
          from: q.from ? new Date(eventStartMs(q.from)) : q.to ? new Date(0) : now,
          to: q.to ? new Date(eventEndMs(q.to)) : new Date('9999-12-31T23:59:59Z'),
        };
    const found = await this.repo.list({
      ...window,
      eventType: q.type,
      state: q.state,
      registrantId: q.registered ? v!.userId : undefined,
    });
    const items = found
      .filter((e) => visibleTo(e, v))
      .filter((e) => (q.registered === false && v ? !e.registrantIds.includes(v.userId) : true))
      // a rejected event is off the calendar, even for its creator: only asked for by name
      .filter((e) => (q.approval ? e.status === q.approval : e.status !== 'rejected'));
    return { items: items.map((e) => toApi(e, v, now)) };
  }

  async get(v: Viewer | undefined, id: string): Promise<ClubEvent> {
    const event = toApi(await this.visible(v, id), v, this.clock());
    return event.registrationOpen && (await this.takesPaidEntries(id))
      ? { ...event, registrationOpen: false, registrationNote: PAID_ENTRIES_NOTE }
      : event;
  }

  async ics(v: Viewer | undefined, id: string): Promise<{ fileName: string; body: string }> {
    const e = await this.visible(v, id);
    return { fileName: icsFileName(e), body: clubEventIcs(e, this.clock()) };
  }

  /**
   * Proposes an event: staff with events.create whatever their tier, any other member with
   * ORGANISER_TIER (403 TIER_REQUIRED below it). `tier` reads the caller's live membership.
   */
  async create(v: Viewer, input: ClubEventInput, tier: () => Promise<Tier>): Promise<ClubEvent> {
    if (!can(v.role, 'events.create') && !tierIncludes(await tier(), ORGANISER_TIER)) throw new TierRequiredError(ORGANISER_TIER);
    const now = this.clock();
    const approved = mayApprove(v);
    const startDate = new Date(input.startDate);
    const endDate = new Date(input.endDate ?? input.startDate);
    const doc: ClubEventRecord = {
      _id: randomBytes(12).toString('hex'),
      title: input.title,
      description: input.description,
      eventType: input.eventType,
      location: input.location,
      state: input.state,
      startDate,
      endDate,
      allDay: input.allDay,
      startsAt: new Date(eventStartMs(input.startDate, input.allDay)),
      endsAt: new Date(eventEndMs(input.endDate ?? input.startDate, input.allDay)),
      organizer: input.organizer,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      registrationUrl: input.registrationUrl,
      registrationDeadline: input.registrationDeadline ? new Date(input.registrationDeadline) : null,
      maxParticipants: input.maxParticipants,
      imageUrl: input.imageUrl,
      createdBy: v.userId,
      isActive: true,
      status: approved ? 'approved' : 'pending',
      approvedAt: approved ? now : null,
      approvedBy: approved ? v.userId : null,
      registrantIds: [],
      remindedAt: null,
      revision: 1,
      demo: false,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.repo.insert(doc))) throw conflict('An event with this id exists: try again');
    return toApi(doc, v, now);
  }

  /**
   * An admin approves a pending event; its creator is told, and the audit log records it
   * (community.staff_action.recorded). Approving an approved one changes nothing; a rejected one is 409.
   */
  async approve(v: Viewer, id: string): Promise<ClubEvent> {
    const now = this.clock();
    const after = await this.repo.change(id, (e) => {
      if (e.status === 'approved') return null;
      if (e.status === 'rejected') throw conflict('This event was rejected');
      const events: OutboxEntry[] =
        e.createdBy && e.createdBy !== v.userId
          ? [
              recordEvent(communityNoticeIssued, {
                entityType: 'club_event',
                entityId: e._id,
                userIds: [e.createdBy],
                kind: 'activity',
                title: 'Your event was approved',
                message: `${e.title} is now on the events calendar.`,
                actionUrl: `/club-events?event=${e._id}`,
                priority: 'medium',
                expiresAt: e.endsAt.toISOString(),
              }),
            ]
          : [];
      events.push(staffAction(v, e, 'approve', { status: 'approved' }, null, now));
      return { set: { status: 'approved', approvedAt: now, approvedBy: v.userId, updatedAt: now }, events };
    });
    if (!after) throw notFound('Event');
    return toApi(after, v, now);
  }

  /**
   * An admin turns a pending event down with a reason: it leaves the queue and stays off the
   * calendar; its creator is told why (community.notice.issued) and the audit log records it, in the
   * same write. An approved or already rejected event is 409.
   */
  async reject(v: Viewer, id: string, reason: string): Promise<ClubEvent> {
    const now = this.clock();
    const after = await this.repo.change(id, (e) => {
      if (e.status === 'approved') throw conflict('This event is already approved');
      if (e.status === 'rejected') throw conflict('This event is already rejected');
      const events: OutboxEntry[] = [];
      if (e.createdBy && e.createdBy !== v.userId)
        events.push(
          recordEvent(communityNoticeIssued, {
            entityType: 'club_event',
            entityId: e._id,
            userIds: [e.createdBy],
            kind: 'activity',
            title: 'Your event was not approved',
            message: `${e.title} was not approved. Reason: ${reason}`.slice(0, 1000),
            actionUrl: `/club-events?event=${e._id}`,
            priority: 'medium',
            expiresAt: e.endsAt.toISOString(),
          }),
        );
      events.push(staffAction(v, e, 'reject', { status: 'rejected' }, reason, now));
      return { set: { status: 'rejected', rejectedAt: now, rejectedBy: v.userId, rejectionReason: reason, updatedAt: now }, events };
    });
    if (!after) throw notFound('Event');
    return toApi(after, v, now);
  }

  async register(v: Viewer, id: string): Promise<ClubEvent> {
    await this.visible(v, id);
    if (await this.takesPaidEntries(id)) throw conflict(PAID_ENTRIES_NOTE);
    const now = this.clock();
    const after = await this.repo.change(id, (e) => {
      if (e.registrantIds.includes(v.userId)) throw conflict('You are already registered for this event');
      const note = registrationNote(e, now);
      if (note) throw conflict(note);
      return { set: { registrantIds: [...e.registrantIds, v.userId], updatedAt: now }, events: [] };
    });
    if (!after) throw notFound('Event');
    return toApi(after, v, now);
  }

  async cancel(v: Viewer, id: string): Promise<ClubEvent> {
    await this.visible(v, id);
    const now = this.clock();
    const after = await this.repo.change(id, (e) => {
      if (!e.registrantIds.includes(v.userId)) throw conflict('You are not registered for this event');
      if (now >= e.startsAt) throw conflict('This event has already started');
      return { set: { registrantIds: e.registrantIds.filter((r) => r !== v.userId), updatedAt: now }, events: [] };
    });
    if (!after) throw notFound('Event');
    return toApi(after, v, now);
  }

  /** auth.user.deleted: the member's registrations go, past ones too, freeing their places. A replay finds none. */
  async forgetRegistrant(userId: string): Promise<number> {
    let freed = 0;
    for (const found of await this.repo.registeredBy(userId)) {
      const after = await this.repo.change(found._id, (e) =>
        e.registrantIds.includes(userId)
          ? { set: { registrantIds: e.registrantIds.filter((r) => r !== userId), updatedAt: this.clock() }, events: [] }
          : null,
      );
      if (after && !after.registrantIds.includes(userId)) freed++;
    }
    return freed;
  }

  /**
   * The day-before reminder (hourly job): every approved event starting within REMINDER_LEAD_MS that
   * has not been reminded tells its registered members once (an Upcoming Event notification), in
   * the same write that marks it reminded. How many events were reminded.
   */
  async sendReminders(now = this.clock()): Promise<number> {
    const due = await this.repo.dueForReminder(now, new Date(now.getTime() + REMINDER_LEAD_MS));
    let reminded = 0;
    for (const found of due) {
      const after = await this.repo.change(found._id, (e) => {
        if (e.remindedAt || e.status !== 'approved' || !e.isActive || e.startsAt <= now) return null;
        const events: OutboxEntry[] = [];
        for (let i = 0; i < e.registrantIds.length; i += NOTICE_BATCH)
          events.push(
            recordEvent(communityNoticeIssued, {
              entityType: 'club_event',
              entityId: e._id,
              userIds: e.registrantIds.slice(i, i + NOTICE_BATCH),
              kind: 'upcoming',
              title: `Coming up: ${e.title}`.slice(0, 200),
              message: `${e.title} starts ${whenText(e)} at ${e.location}, ${e.state}.`.slice(0, 1000),
              actionUrl: `/club-events?event=${e._id}`,
              priority: 'medium',
              expiresAt: e.endsAt.toISOString(),
            }),
          );
        return { set: { remindedAt: now, updatedAt: now }, events };
      });
      if (after?.remindedAt?.getTime() === now.getTime()) reminded++;
    }
    return reminded;
  }

  /** The event if the viewer may see it; 404 otherwise (an unapproved event does not exist for others). */
  private async visible(v: Viewer | undefined, id: string): Promise<ClubEventRecord> {
    const e = await this.repo.findById(id);
    if (!e || !visibleTo(e, v)) throw notFound('Event');
    return e;
  }
}
