import {
  can,
  EVENT_ENTRY_MESSAGES,
  EVENT_ENTRY_PLACE_HOLDING,
  eventStartMs,
  SQUAD_PROPOSAL_INTERVAL_DEFAULT,
  type ClubEvent,
  type SquadProposal,
} from '@trap/contracts';
import { forbidden, notFound } from '@trap/kit';
import type { EntryDoc } from './event-entry.model.ts';
import type { EventEntryRepository } from './event-entry.repository.ts';
import type { EventLookup, Viewer } from './event-entry.service.ts';
import { proposeSquads, type Entrant } from './squad-proposal.ts';

/** Checked in at the range, not marked a no-show, and holding a place (not cancelled, refunded, expired or waiting). */
const squaddable = (e: EntryDoc) => Boolean(e.checkedInAt) && !e.noShow && EVENT_ENTRY_PLACE_HOLDING.includes(e.status);

const entrantOf = (e: EntryDoc): Entrant => ({
  entryId: e._id,
  userId: e.userId,
  name: e.name,
  discipline: e.discipline,
  // member profiles carry no age or gender class: everyone starts in Open (the organiser may change it)
  category: 'open',
  checkedInAt: e.checkedInAt!.toISOString(),
});

/**
 * Squads proposed from an event's checked-in entrants: reads the entry book (never writes it) for the
 * organiser. The shoots module asks `checkedIn` when a proposal is accepted, so a squad only ever
 * holds entrants checked in at that moment.
 */
export class SquadProposalService {
  private readonly repo: EventEntryRepository;
  private readonly eventOf: EventLookup;

  constructor(repo: EventEntryRepository, eventOf: EventLookup) {
    this.repo = repo;
    this.eventOf = eventOf;
  }

  /** The organiser's event and its checked-in entrants (403 for anyone else, 404 without entries). */
  async checkedIn(v: Viewer, eventId: string): Promise<{ event: ClubEvent; entrants: Entrant[] }> {
    const event = await this.eventOf(v, eventId);
    if (event.createdBy !== v.userId && !can(v.role, 'events.approve')) throw forbidden(EVENT_ENTRY_MESSAGES.notOrganiser);
    const book = await this.repo.findByEvent(eventId);
    if (!book) throw notFound('Entry fees');
    return { event, entrants: book.entries.filter(squaddable).map(entrantOf) };
  }

  async propose(v: Viewer, eventId: string, query: { startsAt?: string; intervalMinutes?: number }): Promise<SquadProposal> {
    // no one checked in yet: an empty proposal (the editor says so); accepting one is refused
    const { event, entrants } = await this.checkedIn(v, eventId);
    const startsAt = new Date(eventStartMs(query.startsAt ?? event.startDate, !query.startsAt && event.allDay));
    const intervalMinutes = query.intervalMinutes ?? SQUAD_PROPOSAL_INTERVAL_DEFAULT;
    return {
      eventId,
      startsAt: startsAt.toISOString(),
      intervalMinutes,
      squads: proposeSquads(entrants, { startsAt, intervalMinutes }),
      checkedIn: entrants.length,
    };
  }
}
