import {
  aggregateSession,
  practiceSessionDeleted,
  practiceSessionLogged,
  practiceSessionUpdated,
  scoreRound,
  UNKNOWN_EQUIPMENT,
  type CreateSession,
  type PracticeSession,
  type UpdateSession,
} from '@trap/contracts';
import { badRequest, forbidden, notFound, recordEvent } from '@trap/kit';
import type { PracticeSessionDoc } from './session.model.ts';
import { newIdempotencyKey, sessionIdFor, type SessionFilter, type SessionRepository } from './session.repository.ts';
import { formatDtl } from '../stats/practice-stats.ts';
import { shotPattern } from '../shot-patterns/shot-pattern.ts';

/** A date-only input is the calendar day at 00:00 UTC; a date-time keeps its instant. */
export const parseSessionDate = (d: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T00:00:00.000Z` : d);

/** Every derived number of a session, from its rounds. */
export function derive(input: Pick<CreateSession, 'discipline' | 'scores'>) {
  const agg = aggregateSession(input.discipline, input.scores);
  return { agg, totalScore: agg.kills, totalTargets: agg.targets, dtlPoints: agg.detailed.points };
}

function toApi(doc: PracticeSessionDoc): PracticeSession {
  return {
    id: String(doc._id),
    userId: doc.userId,
    date: doc.date.toISOString(),
    discipline: doc.discipline,
    title: doc.title,
    location: doc.location,
    rangeId: doc.rangeId,
    notes: doc.notes,
    feedback: doc.feedback,
    targetType: doc.targetType,
    weatherConditions: doc.weatherConditions,
    equipmentIds: doc.equipmentIds,
    scores: doc.scores.map((r) => ({ ...r, score: scoreRound(doc.discipline, r) })),
    totalScore: doc.totalScore,
    totalTargets: doc.totalTargets,
    dtlPoints: doc.dtlPoints,
    dtlWritten: doc.dtlPoints === null ? null : formatDtl(doc.agg.detailed.kills, doc.dtlPoints),
    idempotencyKey: doc.idempotencyKey,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const fieldsOf = (input: UpdateSession) => ({
  date: parseSessionDate(input.date),
  discipline: input.discipline,
  title: input.title,
  location: input.location,
  rangeId: input.rangeId,
  notes: input.notes,
  targetType: input.targetType,
  weatherConditions: input.weatherConditions,
  equipmentIds: input.equipmentIds,
  scores: input.scores,
  ...derive(input),
});

const summary = (doc: Pick<PracticeSessionDoc, '_id' | 'userId' | 'title' | 'date' | 'totalScore' | 'totalTargets' | 'location'>) => ({
  sessionId: String(doc._id),
  userId: doc.userId,
  title: doc.title,
  date: doc.date.toISOString(),
  totalScore: doc.totalScore,
  maxScore: doc.totalTargets,
  location: doc.location,
});

/** Use cases of practice sessions for their owner. */
export class SessionService {
  private readonly repo: SessionRepository;
  /** the member's own equipment (equipment module); without it equipment ids are not checked */
  private readonly equipment?: { unknownIds(userId: string, ids: string[]): Promise<string[]> };
  constructor(repo: SessionRepository, equipment?: { unknownIds(userId: string, ids: string[]): Promise<string[]> }) {
    this.repo = repo;
    this.equipment = equipment;
  }

  /** 400 on equipmentIds unless each is one of the member's items (on an edit: or already on the session). */
  private async checkEquipment(userId: string, ids: string[], sessionId?: string): Promise<void> {
    let unknown = (await this.equipment?.unknownIds(userId, ids)) ?? [];
    if (unknown.length && sessionId) {
      const current = await this.repo.findLive(sessionId);
      if (current?.userId === userId) unknown = unknown.filter((id) => !current.equipmentIds.includes(id));
    }
    if (unknown.length) throw badRequest(UNKNOWN_EQUIPMENT, { equipmentIds: UNKNOWN_EQUIPMENT });
  }

  /** Logs a session; the same idempotency key again answers the stored one (created: false). */
  async create(userId: string, input: CreateSession): Promise<{ session: PracticeSession; created: boolean }> {
    const key = input.idempotencyKey ?? newIdempotencyKey();
    const existing = await this.repo.findByKey(userId, key);
    if (existing) {
      await this.repo.syncRow(existing); // heals a row a crash may have missed
      return { session: toApi(existing), created: false };
    }
    await this.checkEquipment(userId, input.equipmentIds);
    const now = new Date();
    const doc: PracticeSessionDoc = {
      _id: sessionIdFor(userId, key),
      userId,
      ...fieldsOf(input),
      feedback: null,
      idempotencyKey: key,
      demo: false,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const inserted = await this.repo.insert(doc, [recordEvent(practiceSessionLogged, summary(doc))]);
    if (!inserted) {
      // the same key arrived twice at once: the other request stored it
      // or a session stored before ids were derived from keys holds it
      const winner = (await this.repo.findByKey(userId, key)) ?? (await this.repo.findByKeyScan(userId, key));
      if (winner) return { session: toApi(winner), created: false };
      throw new Error('idempotency key conflict without a stored session');
    }
    return { session: toApi(doc), created: true };
  }

  async get(userId: string, id: string): Promise<PracticeSession> {
    const doc = await this.repo.findLive(id);
    // another member's session is not shown to exist
    if (!doc || doc.userId !== userId) throw notFound('Practice session');
    return toApi(doc);
  }

  /** The session's shot pattern for the trap-layout visual, derived from its shots. */
  async pattern(userId: string, id: string) {
    const doc = await this.repo.findLive(id);
    if (!doc || doc.userId !== userId) throw notFound('Practice session');
    return { sessionId: String(doc._id), date: doc.date.toISOString(), title: doc.title, ...shotPattern(doc.discipline, doc.scores) };
  }

  async list(filter: SessionFilter, limit: number, offset: number) {
    const { items, total } = await this.repo.list(filter, limit, offset);
    return { items: items.map(toApi), total };
  }

  async update(userId: string, id: string, input: UpdateSession): Promise<PracticeSession> {
    await this.checkEquipment(userId, input.equipmentIds, id);
    const updated = await this.repo.update(id, (doc) => {
      if (doc.userId !== userId) throw forbidden('You can only change your own practice sessions');
      const set = { ...fieldsOf(input), updatedAt: new Date() };
      const next = { ...doc, ...set };
      return {
        set,
        events: [
          recordEvent(practiceSessionUpdated, {
            ...summary(next),
            discipline: next.discipline,
            rounds: next.agg.rounds,
            dtlPoints: next.dtlPoints,
          }),
        ],
      };
    });
    if (!updated) throw notFound('Practice session');
    return toApi(updated);
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.repo.update(id, (doc) => {
      if (doc.userId !== userId) throw forbidden('You can only delete your own practice sessions');
      // free the key so a later sync of the same key is a new session, not the deleted one
      return {
        set: { deletedAt: new Date(), idempotencyKey: `deleted:${String(doc._id)}` },
        events: [recordEvent(practiceSessionDeleted, { sessionId: String(doc._id), userId })],
      };
    });
    if (!deleted) throw notFound('Practice session');
  }
}
