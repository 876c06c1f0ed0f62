import { documentStore } from '@trap/kit';
import { ClubEventRepository, type ClubEventRecord } from '@trap/community/src/modules/events/club-event.repository.ts';
import { BUSIEST, FULL, TYPICAL, dateOf, itemRng, pick, range } from './plan.ts';
import { objectIdOf } from './practice.ts';
import { insertTimed, type SeedContext, type Timing } from './seed-context.ts';

const DAY_MS = 86_400_000;
/** Events are announced ahead: the newest of them are still to come, so this month's calendar has some. */
const AHEAD_DAYS = 45;
const VENUES = [
  ['Pink City Trap Club, Jaipur', 'Rajasthan'],
  ['Nilgiri Shotgun Club, Coimbatore', 'Tamil Nadu'],
  ['Aravalli Clay Club, Gurugram', 'Haryana'],
  ['Deccan Trap Range, Pune', 'Maharashtra'],
] as const;
const TYPES = ['club_shoot', 'club_shoot', 'championship', 'coaching_camp', 'clinic', 'social'] as const;

/** The event the bench registers for and cancels again (open, far enough ahead, no limit). */
export const RSVP_EVENT_ID = objectIdOf('club-event', -1).toHexString();

function clubEvent(i: number, startsAt: Date, registrantIds: string[], title: string, maxParticipants: number | null): ClubEventRecord {
  const rand = itemRng('club-event-venue', i);
  const [location, state] = pick(rand, VENUES);
  const endsAt = new Date(startsAt.getTime() + 4 * 3_600_000);
  const createdAt = new Date(startsAt.getTime() - 60 * DAY_MS);
  return {
    _id: objectIdOf('club-event', i).toHexString(),
    title,
    description: 'Two rounds of 25 for every class, squads of six; results on the board by lunch.',
    eventType: pick(rand, TYPES),
    location,
    state,
    startDate: startsAt,
    endDate: endsAt,
    allDay: false,
    startsAt,
    endsAt,
    organizer: 'Club range officer',
    contactEmail: 'range@club.example',
    contactPhone: null,
    registrationUrl: null,
    registrationDeadline: null,
    maxParticipants,
    imageUrl: null,
    createdBy: null,
    isActive: true,
    status: 'approved',
    approvedAt: createdAt,
    approvedBy: null,
    rejectedAt: null,
    rejectedBy: null,
    rejectionReason: null,
    registrantIds,
    remindedAt: startsAt.getTime() < Date.now() ? new Date(startsAt.getTime() - DAY_MS) : null,
    revision: registrantIds.length + 1,
    demo: false,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Club events with their registrations inside them (the stored shape), 30 on average; the full
 * ones have a limit they reached, so later members find them full (the "waiting list" of a club
 * event is its organiser's site or the next event: the calendar keeps none). Through
 * ClubEventRepository.insertMissing. The first step also stores the event the bench RSVPs to.
 */
export async function seedClubEvents(ctx: SeedContext): Promise<Timing> {
  const repo = new ClubEventRepository({ conn: ctx.conn.community, outboxStore: documentStore });
  const perEvent = FULL.eventRegistrations / FULL.clubEvents;
  const docs = range(ctx.from.clubEvents, ctx.to.clubEvents).map((i) => {
    const rand = itemRng('club-event', i);
    const startsAt = new Date(dateOf(i, FULL.clubEvents, ctx.now, rand).getTime() + AHEAD_DAYS * DAY_MS);
    const count = Math.round(perEvent * (0.3 + 1.4 * rand()));
    const registrants = new Set<string>();
    // the measured members go to every fourth event
    if (i % 4 === 0) registrants.add(ctx.members[BUSIEST]!.id).add(ctx.members[TYPICAL]!.id);
    while (registrants.size < count) registrants.add(ctx.members[ctx.owner(rand())]!.id);
    const full = rand() < 0.25;
    return clubEvent(i, startsAt, [...registrants], `Club shoot ${i + 1}`, full ? registrants.size : null);
  });
  if (ctx.from.clubEvents === 0) docs.push(clubEvent(-1, new Date(ctx.now + 20 * DAY_MS), [], 'Bench RSVP shoot', null));
  return insertTimed('club_events (with registrations)', docs, (c) => repo.insertMissing(c));
}
