import { randomBytes, randomInt } from 'node:crypto';
import {
  can,
  shootFinished,
  targetsPerRound,
  SHOOT_CODE_ALPHABET,
  SHOOT_CODE_LENGTH,
  SHOOT_CONFLICT_FINISHED,
  SHOOT_CONFLICT_LOCKED,
  SHOOT_CONFLICT_ROUND_COMPLETE,
  SHOOT_CONFLICT_SCORER,
  type Role,
  type Shoot,
  type ShootCard,
  type ShootInput,
  type ShootLeaderboard,
  type ShootTarget,
  type ShootTargetInput,
  type Outcome,
} from '@trap/contracts';
import { badRequest, conflict, forbidden, notFound, recordEvent } from '@trap/kit';
import { cardIdOf, type ShootCardDoc, type ShootDoc, type ShootSquadDoc, type ShootTargetDoc } from './shoot.model.ts';
import type { ShootRepository } from './shoot.repository.ts';
import { computeLeaderboard, finishedResults } from './shoot-leaderboard.ts';
import type { FinishedBoards } from './finished-boards.ts';

export interface Viewer {
  userId: string;
  role: Role;
}

/** What a shoot needs from its club event (404 when the viewer may not see it). */
export interface EventLookup {
  (viewer: Viewer, eventId: string): Promise<{ location: string; createdBy: string | null; status: string }>;
}

const SHOOT_CACHE_MS = 2000;
const CARD_FRESH_MS = 1000;

/** A card holds at most this many targets (six shooters, eight rounds of 50, and their no-birds). */
const CARD_MAX_TARGETS = 3000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const newShootCode = () =>
  Array.from({ length: SHOOT_CODE_LENGTH }, () => SHOOT_CODE_ALPHABET[randomInt(SHOOT_CODE_ALPHABET.length)]).join('');

const targetOf = (t: ShootTargetDoc): ShootTarget => ({
  id: t.id,
  shooterId: t.shooterId,
  round: t.round,
  outcome: t.outcome,
  direction: t.direction,
  station: t.station,
  deleted: t.deleted,
});

/** The shoots of club events: the only writer of shoots and shoot_cards. */
export class ShootsService {
  private onChange: (shootId: string) => void = () => {};

  private readonly repo: ShootRepository;
  private readonly findEvent: EventLookup;
  private readonly clock: () => Date;
  constructor(repo: ShootRepository, findEvent: EventLookup, clock: () => Date = () => new Date()) {
    this.repo = repo;
    this.findEvent = findEvent;
    this.clock = clock;
  }

  /** Called after every change a leaderboard shows (the live publisher). */
  onChanged(listener: (shootId: string) => void): void {
    this.onChange = listener;
  }

  private isOrganiser(shoot: ShootDoc, v: Viewer | undefined) {
    return Boolean(v && (shoot.organiserId === v.userId || can(v.role, 'events.approve')));
  }

  private squadApi(s: ShootSquadDoc, card: ShootCardDoc | undefined, v: Viewer | undefined) {
    return {
      id: s.id,
      name: s.name,
      discipline: s.discipline,
      startsAt: s.startsAt.toISOString(),
      startOrder: s.startOrder,
      shooters: s.shooters,
      scorerName: card?.scorerName ?? null,
      hasScorer: Boolean(card?.scorerId),
      scoredByYou: Boolean(v && card?.scorerId === v.userId),
      locked: Boolean(card?.lockedAt),
    };
  }

  private toApi(shoot: ShootDoc, cards: ShootCardDoc[], v: Viewer | undefined): Shoot {
    const cardOf = new Map(cards.map((c) => [c.squadId, c]));
    const organiser = this.isOrganiser(shoot, v);
    const scorer = Boolean(v && cards.some((c) => c.scorerId === v.userId));
    return {
      id: shoot._id,
      eventId: shoot.eventId,
      title: shoot.title,
      status: shoot.status,
      disciplines: shoot.disciplines,
      squads: shoot.squads.map((s) => this.squadApi(s, cardOf.get(s.id), v)),
      code: organiser || scorer ? shoot.code : null,
      isOrganiser: organiser,
      createdAt: shoot.createdAt.toISOString(),
      finishedAt: iso(shoot.finishedAt),
    };
  }

  private cardApi(shoot: ShootDoc, card: ShootCardDoc, v: Viewer): ShootCard {
    const squad = shoot.squads.find((s) => s.id === card.squadId)!;
    return {
      shootId: shoot._id,
      squadId: card.squadId,
      squad: this.squadApi(squad, card, v),
      rounds: shoot.disciplines.find((d) => d.discipline === squad.discipline)?.rounds ?? 1,
      targets: card.targets.map(targetOf),
      corrections: card.corrections.map((c) => ({ ...c, at: c.at.toISOString() })),
      lockedAt: iso(card.lockedAt),
      isScorer: card.scorerId === v.userId,
      isOrganiser: this.isOrganiser(shoot, v),
    };
  }

  /**
   * The shoot, read at most every SHOOT_CACHE_MS per shoot: every target and every live frame needs
   * it, and it changes only when it finishes (which locks every card first, and the card's own
   * revision-guarded write is what refuses a late target).
   */
  private readonly recent = new Map<string, { doc: ShootDoc; at: number }>();

  private async shoot(id: string, fresh = false): Promise<ShootDoc> {
    const hit = this.recent.get(id);
    if (!fresh && hit && Date.now() - hit.at < SHOOT_CACHE_MS) return hit.doc;
    const shoot = await this.repo.findById(id);
    if (!shoot) throw notFound('Shoot');
    if (this.recent.size > 200) this.recent.clear();
    this.recent.set(id, { doc: shoot, at: Date.now() });
    return shoot;
  }

  private squadOf(shoot: ShootDoc, squadId: string): ShootSquadDoc {
    const squad = shoot.squads.find((s) => s.id === squadId);
    if (!squad) throw notFound('Squad');
    return squad;
  }

  /**
   * A shoot of a club event (the route has checked the tier). Staff with events.create organise one
   * for any event they see; any other member (an Elite Trigger organiser) for an event they proposed,
   * once it is approved: a shoot's leaderboard is public, and an event waiting for approval is not.
   */
  async create(v: Viewer, input: ShootInput): Promise<Shoot> {
    const event = await this.findEvent(v, input.eventId);
    if (!can(v.role, 'events.create')) {
      if (event.createdBy !== v.userId) throw forbidden('Only the organiser of this event creates its shoots');
      if (event.status !== 'approved')
        throw conflict(event.status === 'rejected' ? 'This event was not approved' : 'This event is not approved yet');
    }
    const now = this.clock();
    const order = input.squads
      .map((s, i) => ({ s, i }))
      .sort((a, b) => new Date(a.s.startsAt).getTime() - new Date(b.s.startsAt).getTime() || a.i - b.i);
    const squads: ShootSquadDoc[] = order.map(({ s }, n) => ({
      id: `s${n + 1}`,
      name: s.name,
      discipline: s.discipline,
      startsAt: new Date(s.startsAt),
      startOrder: n + 1,
      shooters: s.shooters.map((p, i) => ({
        id: `s${n + 1}p${i + 1}`,
        name: p.name,
        userId: p.userId,
        category: p.category,
        position: i + 1,
      })),
    }));
    for (let attempt = 0; attempt < 5; attempt++) {
      const doc: ShootDoc = {
        _id: randomBytes(12).toString('hex'),
        eventId: input.eventId,
        title: input.title,
        location: event.location,
        organiserId: v.userId,
        code: newShootCode(),
        status: 'live',
        disciplines: input.disciplines,
        squads,
        demo: false,
        createdAt: now,
        finishedAt: null,
      };
      if (await this.repo.insert(doc)) return this.toApi(doc, await this.repo.cardsOf(doc), v);
    }
    throw conflict('Could not make a join code: try again');
  }

  async list(v: Viewer | undefined, eventId?: string): Promise<{ items: Shoot[] }> {
    const shoots = await this.repo.list(eventId);
    return { items: await Promise.all(shoots.map(async (s) => this.toApi(s, await this.repo.cardsOf(s), v))) };
  }

  async get(v: Viewer | undefined, id: string): Promise<Shoot> {
    const shoot = await this.shoot(id, true);
    return this.toApi(shoot, await this.repo.cardsOf(shoot), v);
  }

  async byCode(v: Viewer, code: string): Promise<Shoot> {
    const shoot = await this.repo.findByCode(code);
    if (!shoot) throw notFound('Shoot for this code');
    const cards = await this.repo.cardsOf(shoot);
    return { ...this.toApi(shoot, cards, v), code: shoot.code };
  }

  private boards: FinishedBoards | null = null;

  /** Keeps finished shoots' boards (they never change) instead of reading every card per request. */
  keepFinishedBoards(boards: FinishedBoards): void {
    this.boards = boards;
  }

  async leaderboard(id: string): Promise<ShootLeaderboard> {
    const kept = await this.boards?.get(id);
    if (kept) return { ...kept, computedAt: this.clock().toISOString() };
    const shoot = await this.shoot(id);
    const board = computeLeaderboard(shoot, await this.repo.cardsOf(shoot), this.clock());
    if (shoot.status === 'finished') await this.boards?.put(board);
    return board;
  }

  /**
   * Cards this process wrote in the last CARD_FRESH_MS: the live frame after a target takes them as
   * they are instead of reading every card of the shoot again (while six scorers score, each card
   * is rewritten every few seconds here). A card another replica wrote is read; a frame built on a
   * card up to CARD_FRESH_MS old is followed by the next one.
   */
  private readonly written = new Map<string, { card: ShootCardDoc; at: number }>();

  private remember(card: ShootCardDoc): void {
    if (this.written.size > 500) this.written.clear();
    this.written.set(card._id, { card, at: Date.now() });
  }

  /** The leaderboard for the live publisher (null when the shoot is gone). */
  async liveLeaderboard(id: string): Promise<ShootLeaderboard | null> {
    const shoot = await this.shoot(id).catch(() => null);
    if (!shoot) return null;
    const cards = await Promise.all(
      shoot.squads.map(async (s) => {
        const hit = this.written.get(cardIdOf(id, s.id));
        return hit && Date.now() - hit.at < CARD_FRESH_MS ? hit.card : this.repo.findCard(id, s.id);
      }),
    );
    return computeLeaderboard(
      shoot,
      cards.filter((c): c is ShootCardDoc => c !== null),
      this.clock(),
    );
  }

  async join(v: Viewer & { name: string }, id: string, squadId: string, code: string): Promise<ShootCard> {
    const shoot = await this.shoot(id);
    this.squadOf(shoot, squadId);
    if (shoot.code !== code) throw forbidden('This code does not open this shoot');
    if (shoot.status === 'finished') throw conflict(SHOOT_CONFLICT_FINISHED);
    const result = await this.repo.changeCard(id, squadId, (card) => {
      if (card.scorerId === v.userId) return null;
      if (card.scorerId) throw conflict(SHOOT_CONFLICT_SCORER);
      return { scorerId: v.userId, scorerName: v.name };
    });
    if (!result) throw notFound('Squad');
    return this.cardApi(shoot, result.card, v);
  }

  async card(v: Viewer, id: string, squadId: string): Promise<ShootCard> {
    const shoot = await this.shoot(id);
    this.squadOf(shoot, squadId);
    const card = await this.repo.findCard(id, squadId);
    if (!card) throw notFound('Squad');
    if (card.scorerId !== v.userId && !this.isOrganiser(shoot, v))
      throw forbidden('Only this squad’s scorer and the organiser see its card');
    return this.cardApi(shoot, card, v);
  }

  async score(v: Viewer, id: string, squadId: string, input: ShootTargetInput): Promise<{ target: ShootTarget; created: boolean }> {
    const shoot = await this.shoot(id);
    const squad = this.squadOf(shoot, squadId);
    if (!squad.shooters.some((s) => s.id === input.shooterId))
      throw badRequest('Not a shooter of this squad', { shooterId: 'Not a shooter of this squad' });
    const rounds = shoot.disciplines.find((d) => d.discipline === squad.discipline)?.rounds ?? 1;
    if (input.round > rounds) throw badRequest(`This shoot has ${rounds} rounds`, { round: `This shoot has ${rounds} rounds` });
    let stored: ShootTargetDoc | undefined;
    const result = await this.repo.changeCard(id, squadId, (card) => {
      stored = card.targets.find((t) => t.id === input.id);
      if (stored) return null; // a replay: stored once already
      if (card.scorerId !== v.userId) throw forbidden('Join this squad with the code to score it');
      if (shoot.status === 'finished') throw conflict(SHOOT_CONFLICT_FINISHED);
      if (card.lockedAt) throw conflict(SHOOT_CONFLICT_LOCKED);
      if (card.targets.length >= CARD_MAX_TARGETS) throw conflict('This card is full');
      if (input.outcome !== 'no-bird') {
        const counted = card.targets.filter(
          (t) => !t.deleted && t.shooterId === input.shooterId && t.round === input.round && t.outcome !== 'no-bird',
        );
        if (counted.length >= targetsPerRound(squad.discipline)) throw conflict(SHOOT_CONFLICT_ROUND_COMPLETE);
      }
      stored = {
        id: input.id,
        shooterId: input.shooterId,
        round: input.round,
        outcome: input.outcome,
        direction: input.direction ?? null,
        station: input.station ?? null,
        deleted: false,
        at: this.clock(),
      };
      return { targets: [...card.targets, stored] };
    });
    if (!result || !stored) throw notFound('Squad');
    this.remember(result.card);
    if (result.changed) this.onChange(id);
    return { target: targetOf(stored), created: result.changed };
  }

  /** A correction (outcome) or an undo (remove): the scorer until the lock, then the organiser only (recorded). */
  async change(
    v: Viewer,
    id: string,
    squadId: string,
    targetId: string,
    change: { outcome: Outcome; reason: string } | 'remove',
  ): Promise<{ target: ShootTarget; created: boolean }> {
    const shoot = await this.shoot(id);
    this.squadOf(shoot, squadId);
    const organiser = this.isOrganiser(shoot, v);
    let after: ShootTargetDoc | undefined;
    const result = await this.repo.changeCard(id, squadId, (card) => {
      const target = card.targets.find((t) => t.id === targetId);
      if (!target) throw notFound('Target');
      after = target;
      const scorer = card.scorerId === v.userId;
      if (!scorer && !organiser) throw forbidden('Only this squad’s scorer and the organiser change its card');
      if (change === 'remove' ? target.deleted : target.outcome === change.outcome && !target.deleted) return null;
      if (shoot.status === 'finished') throw conflict(SHOOT_CONFLICT_FINISHED);
      if (card.lockedAt && (change === 'remove' || !organiser)) throw conflict(SHOOT_CONFLICT_LOCKED);
      if (target.deleted) throw conflict('This target was taken back');
      after = change === 'remove' ? { ...target, deleted: true } : { ...target, outcome: change.outcome };
      return {
        targets: card.targets.map((t) => (t.id === targetId ? after! : t)),
        corrections: [
          ...card.corrections,
          {
            targetId,
            from: target.outcome,
            to: change === 'remove' ? 'removed' : change.outcome,
            by: v.userId,
            at: this.clock(),
            reason: change === 'remove' ? '' : change.reason,
            afterLock: Boolean(card.lockedAt),
          },
        ],
      };
    });
    if (!result || !after) throw notFound('Squad');
    this.remember(result.card);
    if (result.changed) this.onChange(id);
    return { target: targetOf(after), created: false };
  }

  async lock(v: Viewer, id: string, squadId: string): Promise<ShootCard> {
    const shoot = await this.shoot(id);
    this.squadOf(shoot, squadId);
    const organiser = this.isOrganiser(shoot, v);
    const result = await this.repo.changeCard(id, squadId, (card) => {
      if (card.scorerId !== v.userId && !organiser) throw forbidden('Only this squad’s scorer and the organiser lock its card');
      return card.lockedAt ? null : { lockedAt: this.clock(), lockedBy: v.userId };
    });
    if (!result) throw notFound('Squad');
    this.remember(result.card);
    if (result.changed) this.onChange(id);
    return this.cardApi(shoot, result.card, v);
  }

  /** The organiser ends the shoot: every card locks, and the results event goes out with the finished shoot. */
  async finish(v: Viewer, id: string): Promise<Shoot> {
    const shoot = await this.shoot(id, true);
    if (!this.isOrganiser(shoot, v)) throw forbidden('Only the organiser ends the shoot');
    if (shoot.status === 'finished') return this.toApi(shoot, await this.repo.cardsOf(shoot), v);
    const now = this.clock();
    for (const squad of shoot.squads)
      await this.repo.changeCard(id, squad.id, (c) => (c.lockedAt ? null : { lockedAt: now, lockedBy: v.userId }));
    const cards = await this.repo.cardsOf(shoot);
    const after = await this.repo.changeShoot(id, (s) => {
      if (s.status === 'finished') return null;
      const finished = { ...s, status: 'finished' as const, finishedAt: now };
      return {
        set: { status: 'finished', finishedAt: now },
        events: [recordEvent(shootFinished, finishedResults(finished, cards))],
      };
    });
    this.recent.delete(id);
    for (const squad of shoot.squads) this.written.delete(cardIdOf(id, squad.id));
    this.onChange(id);
    return this.toApi(after ?? (await this.shoot(id, true)), cards, v);
  }
}
