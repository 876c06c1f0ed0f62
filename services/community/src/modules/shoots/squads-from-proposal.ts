import { createHash } from 'node:crypto';
import {
  can,
  SHOOT_CONFLICT_FINISHED,
  SQUAD_PROPOSAL_MESSAGES,
  type ClubEvent,
  type Discipline,
  type ProposedShooter,
  type Shoot,
  type SquadProposalAccept,
} from '@trap/contracts';
import { badRequest, conflict, forbidden, notFound, type Change } from '@trap/kit';
import { cardIdOf, type ShootCardDoc, type ShootDoc, type ShootSquadDoc } from './shoot.model.ts';
import type { ShootRepository } from './shoot.repository.ts';
import { newShootCode, type ShootsService, type Viewer } from './shoots.service.ts';

/** The organiser's event and its checked-in entrants (the event-entries module's answer: 403 for anyone else). */
export type CheckedInLookup = (v: Viewer, eventId: string) => Promise<{ event: ClubEvent; entrants: ProposedShooter[] }>;

type Accepted = Required<Omit<SquadProposalAccept, 'squads'>> & {
  squads: { name: string; discipline: Discipline; startsAt: string; shooters: { entryId: string; category: ProposedShooter['category'] }[] }[];
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * An accepted squad proposal becomes a shoot's squads: a new shoot (its id follows from the event and
 * the proposal, so a second accept, from this replica or another, finds it instead of making a
 * second shoot), or a shoot of the event without squads, or one whose squads are replaced while no
 * target is scored on them. The shoot's write is guarded by the proposal it came from, so two
 * accepts never both write squads.
 */
export class SquadsFromProposal {
  private readonly repo: ShootRepository;
  private readonly shoots: ShootsService;
  private readonly checkedIn: CheckedInLookup;
  private readonly clock: () => Date;

  constructor(repo: ShootRepository, shoots: ShootsService, checkedIn: CheckedInLookup, clock: () => Date = () => new Date()) {
    this.repo = repo;
    this.shoots = shoots;
    this.checkedIn = checkedIn;
    this.clock = clock;
  }

  async accept(v: Viewer, eventId: string, input: Accepted): Promise<Shoot> {
    const { event, entrants } = await this.checkedIn(v, eventId);
    if (!can(v.role, 'events.create') && event.status !== 'approved')
      throw conflict(event.status === 'rejected' ? 'This event was not approved' : 'This event is not approved yet');
    if (!entrants.length) throw conflict(SQUAD_PROPOSAL_MESSAGES.noneCheckedIn);
    const squads = this.squadsOf(input, entrants);
    return input.shootId ? this.intoShoot(v, eventId, input.shootId, input, squads) : this.newShoot(v, event, input, squads);
  }

  /** The squads in start order, ids of this proposal's own (a replaced squad's card is never reused). */
  private squadsOf(input: Accepted, entrants: ProposedShooter[]): ShootSquadDoc[] {
    const byId = new Map(entrants.map((e) => [e.entryId, e]));
    const placed = new Set<string>();
    const fields: Record<string, string> = {};
    input.squads.forEach((s, i) =>
      s.shooters.forEach((p, j) => {
        const at = `squads.${i}.shooters.${j}.entryId`;
        const e = byId.get(p.entryId);
        if (!e) fields[at] = SQUAD_PROPOSAL_MESSAGES.notCheckedIn;
        else if (placed.has(p.entryId)) fields[at] = SQUAD_PROPOSAL_MESSAGES.twice;
        else if (e.discipline !== s.discipline) fields[at] = SQUAD_PROPOSAL_MESSAGES.wrongDiscipline;
        placed.add(p.entryId);
      }),
    );
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first, fields);
    const tag = `q${hash(input.proposalId).slice(0, 6)}`;
    return input.squads
      .map((s, i) => ({ s, i }))
      .sort((a, b) => new Date(a.s.startsAt).getTime() - new Date(b.s.startsAt).getTime() || a.i - b.i)
      .map(({ s }, n) => {
        const id = `${tag}s${n + 1}`;
        return {
          id,
          name: s.name,
          discipline: s.discipline,
          startsAt: new Date(s.startsAt),
          startOrder: n + 1,
          shooters: s.shooters.map((p, k) => {
            const e = byId.get(p.entryId)!;
            return { id: `${id}p${k + 1}`, name: e.name, userId: e.userId, category: p.category, position: k + 1 };
          }),
        };
      });
  }

  private cardsFor(shootId: string, squads: ShootSquadDoc[]): ShootCardDoc[] {
    const now = this.clock();
    return squads.map((s) => ({
      _id: cardIdOf(shootId, s.id),
      shootId,
      squadId: s.id,
      scorerId: null,
      scorerName: null,
      targets: [],
      corrections: [],
      lockedAt: null,
      lockedBy: null,
      revision: 1,
      updatedAt: now,
    }));
  }

  private async newShoot(v: Viewer, event: ClubEvent, input: Accepted, squads: ShootSquadDoc[]): Promise<Shoot> {
    const title = input.title.trim();
    if (!title) throw badRequest(SQUAD_PROPOSAL_MESSAGES.titleRequired, { title: SQUAD_PROPOSAL_MESSAGES.titleRequired });
    const id = hash(`squad-proposal:${event.id}:${input.proposalId}`).slice(0, 24);
    const disciplines = [...new Set(squads.map((s) => s.discipline))].map((discipline) => ({ discipline, rounds: input.rounds }));
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await this.repo.findById(id)) return this.shoots.get(v, id);
      const doc: ShootDoc = {
        _id: id,
        eventId: event.id,
        title,
        location: event.location,
        organiserId: v.userId,
        code: newShootCode(),
        status: 'live',
        disciplines,
        squads,
        demo: false,
        createdAt: this.clock(),
        finishedAt: null,
        squadsFrom: input.proposalId,
      };
      // false: another accept of this proposal stored it first (found above on the next turn), or the code is taken
      if (await this.repo.insert(doc)) return this.shoots.get(v, id);
    }
    throw conflict('Could not make a join code: try again');
  }

  private async intoShoot(v: Viewer, eventId: string, shootId: string, input: Accepted, squads: ShootSquadDoc[]): Promise<Shoot> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const read = await this.repo.findById(shootId);
      if (!read || read.eventId !== eventId) throw notFound('Shoot');
      if (read.squadsFrom === input.proposalId) return this.shoots.get(v, shootId);
      if (read.organiserId !== v.userId && !can(v.role, 'events.approve')) throw forbidden('Only the organiser of this shoot sets its squads');
      await this.repo.insertMissing([], this.cardsFor(shootId, squads));
      const after = await this.repo.changeShoot(
        shootId,
        async (s): Promise<Change<ShootDoc> | null> => {
          if (s.squadsFrom === input.proposalId) return null;
          if (s.status === 'finished') throw conflict(SHOOT_CONFLICT_FINISHED);
          if (s.squads.length) {
            if (!input.replace) throw conflict(SQUAD_PROPOSAL_MESSAGES.hasSquads);
            const cards = await this.repo.cardsOf(s);
            if (cards.some((c) => c.targets.length > 0)) throw conflict(SQUAD_PROPOSAL_MESSAGES.hasScores);
          }
          const missing = [...new Set(squads.map((q) => q.discipline))].filter((d) => !s.disciplines.some((x) => x.discipline === d));
          const disciplines = [...s.disciplines, ...missing.map((discipline) => ({ discipline, rounds: input.rounds }))];
          return { set: { squads, disciplines, squadsFrom: input.proposalId }, events: [] };
        },
        // the proposal the squads came from, as read: another accept in between makes this write miss
        { squadsFrom: read.squadsFrom ?? null },
      );
      if (after) return this.shoots.get(v, shootId);
    }
    throw conflict('This shoot kept changing: try again');
  }
}
