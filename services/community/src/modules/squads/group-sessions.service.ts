import { randomBytes } from 'node:crypto';
import type {
  GroupSession,
  GroupSessionInput,
  GroupSessionList,
  GroupSessionParticipant,
  GroupSessionUpdate,
  RsvpChoice,
} from '@trap/contracts';
import { conflict, forbidden, notFound, type Logger, type OutboxEntry } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { GroupSessionRecord, GroupSessionRepository } from './group-session.repository.ts';
import type { Squad, SquadRepository } from './squad.repository.ts';
import { activeEntryOf, canSee, leads } from './squad.rules.ts';
import { answer, countOf, promote, waitlistOf, withdraw } from './rsvp.ts';
import { notice, squadPath, whenText } from './squad.notices.ts';

const PAST_LIMIT = 20;
const MINUTE = 60_000;
/** The reminder goes out within this long before the start ("the day before"). */
const REMINDER_AHEAD_MS = 24 * 60 * MINUTE;

const endOf = (s: GroupSessionRecord) => new Date(s.date.getTime() + s.duration * MINUTE);
/** Scheduled and not over yet. */
const isUpcoming = (s: GroupSessionRecord, now: number) => s.status === 'scheduled' && endOf(s).getTime() > now;
const STATUS_ORDER = { going: 0, waitlisted: 1, maybe: 2, not_going: 3 } as const;

/** Group sessions of squads: the only writer of group_sessions (participants inside). */
export class GroupSessionsService {
  private readonly sessions: GroupSessionRepository;
  private readonly squads: SquadRepository;
  private readonly profiles: MemberProfileRepository;
  private readonly logger?: Logger;
  constructor(sessions: GroupSessionRepository, squads: SquadRepository, profiles: MemberProfileRepository, logger?: Logger) {
    this.sessions = sessions;
    this.squads = squads;
    this.profiles = profiles;
    this.logger = logger;
  }

  async list(me: string, squadId: string): Promise<GroupSessionList> {
    const squad = await this.visibleSquad(me, squadId);
    const now = Date.now();
    const all = await this.sessions.listForSquad(squadId);
    const upcoming = all.filter((s) => isUpcoming(s, now));
    const past = all
      .filter((s) => !isUpcoming(s, now))
      .reverse()
      .slice(0, PAST_LIMIT);
    const shown = [...upcoming, ...past];
    const people = await this.profiles.findMany(shown.flatMap((s) => [s.hostId, ...s.participants.map((p) => p.userId)]));
    return { upcoming: upcoming.map((s) => this.toApi(s, squad, me, people)), past: past.map((s) => this.toApi(s, squad, me, people)) };
  }

  async get(me: string, id: string): Promise<GroupSession> {
    const session = await this.sessions.findById(id);
    if (!session) throw notFound('Group session');
    const squad = await this.visibleSquad(me, session.squadId, 'Group session');
    return this.answerWith(session, squad, me);
  }

  /** Owners and captains plan a session; they host it and are going; the other members are told. */
  async create(me: string, squadId: string, input: GroupSessionInput): Promise<GroupSession> {
    const squad = await this.visibleSquad(me, squadId);
    if (!leads(activeEntryOf(squad, me))) throw forbidden('Only the owner and captains can plan group sessions');
    const now = new Date();
    const session: GroupSessionRecord = {
      _id: randomBytes(12).toString('hex'),
      squadId,
      hostId: me,
      title: input.title,
      description: input.description,
      date: new Date(input.date),
      duration: input.duration,
      location: input.location,
      maxParticipants: input.maxParticipants,
      status: 'scheduled',
      type: input.type,
      notes: input.notes,
      participants: [{ userId: me, status: 'going', role: 'host', feedback: '', respondedAt: now, waitlistedAt: null }],
      reminderSentAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const others = squad.members.filter((m) => m.status === 'active' && m.userId !== me).map((m) => m.userId);
    await this.sessions.insert(
      session,
      notice(others, {
        entityType: 'group_session',
        entityId: session._id,
        title: `New group session in ${squad.name}`,
        message: `${session.title}: ${whenText(session.date)} at ${session.location}. Are you going?`,
        actionUrl: squadPath(squadId),
      }),
    );
    return this.answerWith(session, squad, me);
  }

  /** The host, owner or captains change it; more places move the waiting list up; cancelling tells those who answered. */
  async update(me: string, id: string, input: GroupSessionUpdate): Promise<GroupSession> {
    const { session: found, squad } = await this.visibleSession(me, id);
    if (!this.manages(found, squad, me)) throw forbidden('Only the host, the owner and captains can change this session');
    const after = await this.sessions.update(id, (s) => {
      const now = new Date();
      const set: Partial<GroupSessionRecord> = { updatedAt: now };
      for (const key of ['title', 'description', 'duration', 'location', 'maxParticipants', 'type', 'notes', 'status'] as const) {
        if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
      }
      if (input.date !== undefined) {
        set.date = new Date(input.date);
        if (set.date.getTime() !== s.date.getTime()) set.reminderSentAt = null;
      }
      const events: OutboxEntry[] = [];
      const max = set.maxParticipants !== undefined ? set.maxParticipants : s.maxParticipants;
      if (set.maxParticipants !== undefined && (set.status ?? s.status) === 'scheduled') {
        const participants = s.participants.map((p) => ({ ...p }));
        const promoted = promote(participants, max, now);
        if (promoted.length) {
          set.participants = participants;
          events.push(...this.movedUp(promoted, { ...s, ...set }));
        }
      }
      if (set.status === 'cancelled' && s.status !== 'cancelled') {
        const answered = s.participants.filter((p) => p.status !== 'not_going' && p.userId !== me).map((p) => p.userId);
        events.push(
          ...notice(answered, {
            entityType: 'group_session',
            entityId: s._id,
            title: 'Group session cancelled',
            message: `${s.title} on ${whenText(s.date)} was cancelled.`,
            actionUrl: squadPath(s.squadId),
          }),
        );
      }
      return { set, events };
    });
    if (!after) throw notFound('Group session');
    return this.answerWith(after, squad, me);
  }

  /** Active members answer; going when full joins the waiting list; whoever moves up is told. */
  async rsvp(me: string, id: string, choice: RsvpChoice): Promise<GroupSession> {
    const { squad } = await this.visibleSession(me, id);
    if (!activeEntryOf(squad, me)) throw forbidden('Join the squad to answer');
    const after = await this.sessions.update(id, (s) => {
      const now = new Date();
      if (s.status === 'cancelled') throw conflict('This session was cancelled');
      if (s.status === 'completed' || endOf(s).getTime() <= now.getTime()) throw conflict('This session has already taken place');
      const result = answer(s.participants, me, choice, s.maxParticipants, now);
      if (!result.changed) return null;
      return { set: { participants: result.participants, updatedAt: now }, events: this.movedUp(result.promoted, s) };
    });
    return this.answerWith(after ?? (await this.sessions.findById(id))!, squad, me);
  }

  /** Those who went say how it went, once the session is over. */
  async feedback(me: string, id: string, text: string): Promise<GroupSession> {
    const { squad } = await this.visibleSession(me, id);
    if (!activeEntryOf(squad, me)) throw forbidden('Join the squad to give feedback');
    const after = await this.sessions.update(id, (s) => {
      if (s.status === 'cancelled') throw conflict('This session was cancelled');
      if (s.status !== 'completed' && endOf(s).getTime() > Date.now()) throw conflict('Feedback opens once the session has taken place');
      const mine = s.participants.find((p) => p.userId === me);
      if (mine?.status !== 'going') throw conflict('Only those who went can give feedback');
      if (mine.feedback === text) return null;
      return { set: { participants: s.participants.map((p) => (p.userId === me ? { ...p, feedback: text } : p)) }, events: [] };
    });
    return this.answerWith(after ?? (await this.sessions.findById(id))!, squad, me);
  }

  /** A member left or was removed: their answers to the squad's upcoming sessions go, and the waiting lists move up. */
  async withdrawFromSquad(squadId: string, userId: string): Promise<void> {
    const now = Date.now();
    const theirs = (await this.sessions.listForSquad(squadId)).filter(
      (s) => isUpcoming(s, now) && s.participants.some((p) => p.userId === userId),
    );
    for (const found of theirs) {
      await this.sessions.update(found._id, (s) => {
        const result = withdraw(s.participants, userId, s.maxParticipants, new Date());
        if (!result.changed) return null;
        return { set: { participants: result.participants }, events: this.movedUp(result.promoted, s) };
      });
    }
  }

  /**
   * auth.user.deleted: the member's answers go from every session, past ones too (their feedback with
   * them); an upcoming session's waiting list moves up and is told. A replay finds nothing to remove.
   */
  async withdrawEverywhere(userId: string): Promise<number> {
    let changed = 0;
    for (const found of await this.sessions.listForParticipant(userId)) {
      const after = await this.sessions.update(found._id, (s) => {
        const upcoming = isUpcoming(s, Date.now());
        // nobody moves up in a session that is over (no places to give): 0 keeps its list as it was
        const result = withdraw(s.participants, userId, upcoming ? s.maxParticipants : 0, new Date());
        if (!result.changed) return null;
        return { set: { participants: result.participants }, events: this.movedUp(result.promoted, s) };
      });
      if (after) changed++;
    }
    return changed;
  }

  /**
   * The day-before reminder: every scheduled session starting within REMINDER_AHEAD_MS that has not
   * been reminded tells the members going (one community.notice.issued of kind upcoming). Run by the
   * community worker every few minutes; a session is reminded once (reminderSentAt, set in the same write).
   */
  async sendReminders(now = new Date()): Promise<number> {
    const due = await this.sessions.dueForReminder(now, new Date(now.getTime() + REMINDER_AHEAD_MS));
    let sent = 0;
    for (const found of due) {
      const squad = await this.squads.findLive(found.squadId);
      const after = await this.sessions.update(found._id, (s) => {
        if (s.reminderSentAt || s.status !== 'scheduled') return null;
        const going = squad ? s.participants.filter((p) => p.status === 'going').map((p) => p.userId) : [];
        return {
          set: { reminderSentAt: now },
          events: notice(going, {
            entityType: 'group_session',
            entityId: s._id,
            kind: 'upcoming',
            title: `Coming up: ${s.title}`,
            message: `${squad?.name ?? 'Your squad'}: ${s.title} starts ${whenText(s.date)} at ${s.location}.${s.notes ? ` Host's notes: ${s.notes}` : ''}`,
            actionUrl: squadPath(s.squadId),
            expiresAt: endOf(s),
          }),
        };
      });
      if (after?.reminderSentAt) sent++;
    }
    if (sent) this.logger?.info({ sent }, 'group session reminders recorded');
    return sent;
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private movedUp(promoted: string[], s: Pick<GroupSessionRecord, '_id' | 'title' | 'date' | 'squadId'>): OutboxEntry[] {
    return notice(promoted, {
      entityType: 'group_session',
      entityId: s._id,
      title: 'You have a place',
      message: `A place opened up in ${s.title} on ${whenText(s.date)}: you moved up from the waiting list and are going.`,
      actionUrl: squadPath(s.squadId),
    });
  }

  private manages(s: GroupSessionRecord, squad: Squad, me: string): boolean {
    return leads(activeEntryOf(squad, me)) || (s.hostId === me && !!activeEntryOf(squad, me));
  }

  private async visibleSquad(me: string, squadId: string, missing = 'Squad'): Promise<Squad> {
    const squad = await this.squads.findLive(squadId);
    if (!squad || !canSee(squad, me)) throw notFound(missing);
    return squad;
  }

  private async visibleSession(me: string, id: string): Promise<{ session: GroupSessionRecord; squad: Squad }> {
    const session = await this.sessions.findById(id);
    if (!session) throw notFound('Group session');
    return { session, squad: await this.visibleSquad(me, session.squadId, 'Group session') };
  }

  private async answerWith(s: GroupSessionRecord, squad: Squad, me: string): Promise<GroupSession> {
    const people = await this.profiles.findMany([s.hostId, ...s.participants.map((p) => p.userId)]);
    return this.toApi(s, squad, me, people);
  }

  private toApi(
    s: GroupSessionRecord,
    squad: Squad,
    me: string,
    people: Map<string, { displayName: string; avatarUrl: string | null }>,
  ): GroupSession {
    const queue = waitlistOf(s.participants).map((p) => p.userId);
    const participants: GroupSessionParticipant[] = s.participants
      .map((p) => ({
        userId: p.userId,
        displayName: people.get(p.userId)?.displayName ?? 'Unknown member',
        avatarUrl: people.get(p.userId)?.avatarUrl ?? null,
        status: p.status,
        role: p.role,
        waitlistPosition: p.status === 'waitlisted' ? queue.indexOf(p.userId) + 1 : null,
        feedback: p.feedback,
        respondedAt: p.respondedAt.toISOString(),
      }))
      .sort(
        (a, b) =>
          STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
          (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0) ||
          a.respondedAt.localeCompare(b.respondedAt),
      );
    const host = people.get(s.hostId);
    return {
      id: s._id,
      squadId: s.squadId,
      squadName: squad.name,
      title: s.title,
      description: s.description,
      date: s.date.toISOString(),
      duration: s.duration,
      location: s.location,
      maxParticipants: s.maxParticipants,
      type: s.type,
      status: s.status,
      notes: s.notes,
      hostId: s.hostId,
      host: { id: s.hostId, displayName: host?.displayName ?? 'Unknown member', avatarUrl: host?.avatarUrl ?? null },
      goingCount: countOf(s.participants, 'going'),
      maybeCount: countOf(s.participants, 'maybe'),
      waitlistCount: queue.length,
      myRsvp: s.participants.find((p) => p.userId === me)?.status ?? null,
      participants,
      canManage: this.manages(s, squad, me),
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    };
  }
}
