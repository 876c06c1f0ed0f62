import { createHash, randomUUID } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import {
  bulkWriteInChunks,
  fromStoredForm,
  insertMissing,
  jsonTextFieldOf,
  OUTBOX_FIELD,
  toStoredForm,
  withDocumentLock,
  type OutboxEntry,
  type OutboxStore,
  type ServiceContext,
} from '@trap/kit';
import type { Discipline } from '@trap/contracts';
import { practiceSessionModel, type PracticeSessionDoc } from './session.model.ts';
import { sessionStatsRowModel, type SessionStatsRowDoc } from './session-stats-row.model.ts';
import type { StatsRowsCache } from './stats-rows-cache.ts';
import { type SessionForStats } from '../stats/practice-stats.ts';

export interface SessionFilter {
  userId: string;
  discipline?: Discipline;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  to?: string;
  /** matches the free-text location or the range id */
  location?: string;
}

export const startOfDay = (d: string) => new Date(`${d}T00:00:00.000Z`);
export const endOfDay = (d: string) => new Date(`${d}T23:59:59.999Z`);

function filterQuery(f: SessionFilter, live = true): Record<string, unknown> {
  const q: Record<string, unknown> = live ? { userId: f.userId, deletedAt: null } : { userId: f.userId };
  if (f.discipline) q.discipline = f.discipline;
  if (f.from || f.to) q.date = { ...(f.from ? { $gte: startOfDay(f.from) } : {}), ...(f.to ? { $lte: endOfDay(f.to) } : {}) };
  if (f.location) q.$or = [{ location: f.location }, { rangeId: f.location }];
  return q;
}

/** The same filter in memory, for rows that come from the cache. */
function rowMatches(row: SessionStatsRowDoc, f: SessionFilter): boolean {
  if (f.discipline && row.discipline !== f.discipline) return false;
  if (f.from && row.date < startOfDay(f.from)) return false;
  if (f.to && row.date > endOfDay(f.to)) return false;
  if (f.location && row.location !== f.location && row.rangeId !== f.location) return false;
  return true;
}

const rowOf = (d: PracticeSessionDoc): SessionStatsRowDoc => ({
  _id: String(d._id),
  userId: d.userId,
  date: d.date,
  discipline: d.discipline,
  location: d.location,
  rangeId: d.rangeId,
  weatherConditions: d.weatherConditions,
  equipmentIds: d.equipmentIds,
  agg: d.agg,
});

/** A deleted session is kept (its deleted event leaves in the same write) but no longer found. */
const LIVE = { deletedAt: null };
/** The most sessions a history page reads one by one (the API's pages are 20 to 100). */
const PAGE_BY_ID = 100;
/** Rows inserted per statement when they are rebuilt. */
const REBUILD_BATCH = 500;

/**
 * A session's _id from its owner and idempotency key, so the idempotency check is an _id lookup.
 * Chosen for FerretDB 1.24, which uses no index but the `_id` pushdown: `{ userId, idempotencyKey }`
 * read every stored session of every member on each log (15 s at 2,200 sessions on the loaded
 * machine). A data-shape decision, so it stays here: on MongoDB 7 the unique index would serve it.
 */
export const sessionIdFor = (userId: string, idempotencyKey: string) =>
  new Types.ObjectId(createHash('sha256').update(`${userId}\n${idempotencyKey}`).digest('hex').slice(0, 24));

/** practice_sessions, written with their events through the kit's OutboxStore, and their statistics rows. */
export class SessionRepository {
  private readonly store: OutboxStore<PracticeSessionDoc>;
  readonly rows: Model<SessionStatsRowDoc>;

  /** `cache`: the members' rows in Redis (stats-rows-cache.ts); without it every stats read queries the rows. */
  private readonly cache?: StatsRowsCache;
  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>, cache?: StatsRowsCache) {
    this.cache = cache;
    this.store = ctx.outboxStore(practiceSessionModel(ctx.conn));
    this.rows = sessionStatsRowModel(ctx.conn);
  }

  /** Both collections' indexes (for a database written before the service first ran, e.g. the bench seed). */
  async ensureIndexes(): Promise<void> {
    await Promise.all([this.store.model.createIndexes(), this.rows.createIndexes()]);
  }

  /** Writes (or removes, for a deleted session) the session's statistics row, then its cached copy. */
  async syncRow(doc: PracticeSessionDoc): Promise<void> {
    const id = String(doc._id);
    const row = doc.deletedAt ? null : rowOf(doc);
    if (row) await this.rows.replaceOne({ _id: id }, row, { upsert: true });
    else await this.rows.deleteOne({ _id: id });
    await this.cache?.put(doc.userId, id, row);
  }

  /**
   * Writes the session's row again from the session as stored now (none once it is deleted or gone),
   * under the session's lock so it cannot land behind a newer write's row. Run for every event of the
   * session: a process killed between the session's write and its row's (or the row's cached copy)
   * left the member's statistics and history without it, and the session's event, which the outbox
   * publishes after any crash, brings the row back.
   */
  async resyncRow(userId: string, sessionId: string): Promise<void> {
    if (!Types.ObjectId.isValid(sessionId)) return;
    const id = new Types.ObjectId(sessionId);
    await withDocumentLock(this.store.model, id, async () => {
      const doc = await this.store.findById(id);
      if (doc && doc.userId === userId) return this.syncRow(doc);
      await this.rows.deleteOne({ _id: sessionId });
      await this.cache?.put(userId, sessionId, null);
    });
  }

  /**
   * The statistics rows rebuilt from the stored sessions when there are none at all while sessions
   * are stored (the collection lost or dropped; a database written before rows existed): without
   * them every member's statistics and history would be empty, and nothing else writes a row for a
   * session that is not touched again. Run at start-up; idempotent, and it inserts only rows that
   * are missing, so a live write's newer row is never replaced. Returns the rows inserted.
   */
  async rebuildRowsIfMissing(): Promise<number> {
    if (await this.rows.exists({})) return 0;
    if (!(await this.store.model.exists(LIVE))) return 0;
    await this.rows.createIndexes();
    return this.rebuildRows();
  }

  /** Every live session's row, inserted where missing (one pass over the sessions, without their shots). */
  async rebuildRows(): Promise<number> {
    const model = this.store.model;
    const cursor = model.collection.find(LIVE, { projection: { scores: 0, [jsonTextFieldOf('scores')]: 0, [OUTBOX_FIELD]: 0 } });
    const users = new Set<string>();
    let batch: SessionStatsRowDoc[] = [];
    let inserted = 0;
    const flush = async () => {
      inserted += await insertMissing(
        this.rows.collection,
        batch.map((r) => toStoredForm(this.rows, r)),
      );
      batch = [];
    };
    for await (const raw of cursor) {
      const doc = fromStoredForm(model, raw as unknown as PracticeSessionDoc);
      users.add(doc.userId);
      batch.push(rowOf(doc));
      if (batch.length >= REBUILD_BATCH) await flush();
    }
    await flush();
    // a member's cached copy may have been loaded while the rows were missing
    for (const userId of users) await this.cache?.forget(userId);
    return inserted;
  }

  newId = () => new Types.ObjectId();

  /**
   * The session logged under this key, by its _id (derived from the key, sessionIdFor), so the
   * idempotency check is one lookup by `_id`. Misses a session stored before ids were derived;
   * create() falls back to findByKeyScan only when the unique index then refuses the insert.
   */
  async findByKey(userId: string, idempotencyKey: string): Promise<PracticeSessionDoc | null> {
    const doc = await this.store.findById(sessionIdFor(userId, idempotencyKey));
    return doc && doc.userId === userId && doc.idempotencyKey === idempotencyKey ? doc : null;
  }

  /** The same by the unique (userId, idempotencyKey) index: also finds sessions with a random _id. */
  async findByKeyScan(userId: string, idempotencyKey: string): Promise<PracticeSessionDoc | null> {
    return this.store.model.findOne({ userId, idempotencyKey }).lean<PracticeSessionDoc>();
  }

  /** A session that is not deleted. */
  async findLive(id: string): Promise<PracticeSessionDoc | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.store.findById(new Types.ObjectId(id), LIVE);
  }

  /** Inserts the session with its events; false when the user already has a session under that key. */
  async insert(doc: PracticeSessionDoc, events: OutboxEntry[]): Promise<boolean> {
    if (!(await this.store.insert(doc, events))) return false;
    await this.syncRow(doc);
    return true;
  }

  /** Seeds many sessions at once (demo data); duplicates by key are skipped. */
  async insertMany(docs: PracticeSessionDoc[]): Promise<void> {
    if (!docs.length) return;
    await this.store.insertMissing(docs);
    const stored = await this.store.model
      .find({ userId: docs[0]!.userId, idempotencyKey: { $in: docs.map((d) => d.idempotencyKey) } })
      .lean<PracticeSessionDoc[]>();
    await bulkWriteInChunks(
      this.rows,
      stored.map((d) => ({ replaceOne: { filter: { _id: String(d._id) }, replacement: toStoredForm(this.rows, rowOf(d)), upsert: true } })),
    );
    await this.cache?.forget(docs[0]!.userId);
  }

  /**
   * Seeds sessions whose ids are new (a bench's data set, any members mixed) with their statistics
   * rows, without insertMany's read of the stored keys: on FerretDB that read is a pass over every
   * stored session per call, which made a club's 60,000 sessions take hours. Rows already stored are
   * left alone, like the sessions.
   */
  async insertNew(docs: PracticeSessionDoc[]): Promise<void> {
    if (!docs.length) return;
    await this.store.insertMissing(docs);
    await insertMissing(
      this.rows.collection,
      docs.map((d) => toStoredForm(this.rows, rowOf(d))),
    );
    for (const userId of new Set(docs.map((d) => d.userId))) await this.cache?.forget(userId);
  }

  /**
   * Runs `change` on the live session and stores what it sets with its events; `change` may throw
   * to refuse. The statistics row follows before the session's next write starts.
   */
  async update(
    id: string,
    change: (doc: PracticeSessionDoc) => { set: Partial<PracticeSessionDoc>; events: OutboxEntry[] },
  ): Promise<PracticeSessionDoc | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const after = await this.store.update(new Types.ObjectId(id), change, LIVE, { afterWrite: (stored) => this.syncRow(stored) });
    return after;
  }

  /** Keeps the coach's latest feedback on the session (SPEC 3.2 `feedback`); no event. */
  async setFeedback(id: Types.ObjectId, feedback: string): Promise<void> {
    await this.store.update(id, () => ({ set: { feedback }, events: [] }), LIVE);
  }

  /**
   * A page of the member's history, newest first. The page is chosen from the member's statistics
   * rows (one small row per live session, cached in Redis exact by version) and only its sessions are
   * read, by `_id`: a query over the member's sessions makes the store fetch and decode every one of
   * them to sort and count (FerretDB pushes neither sort nor limit: the busiest member's 2,000
   * sessions took 2-3 s a page on a loaded machine), while the rows make a page cost the same for a
   * member with 20 sessions or 2,000. Without the cache, or for more than a screen's page (a
   * member's whole history for the progression), it is the plain query.
   */
  async list(f: SessionFilter, limit: number, offset: number): Promise<{ items: PracticeSessionDoc[]; total: number }> {
    if (this.cache && limit <= PAGE_BY_ID) {
      const rows = (await this.cache.rows(f.userId, () => this.rows.find({ userId: f.userId }).lean<SessionStatsRowDoc[]>()))
        .filter((r) => rowMatches(r, f))
        .sort((a, b) => b.date.getTime() - a.date.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
      const page = rows.slice(offset, offset + limit);
      const docs = await Promise.all(page.map((r) => this.store.findById(new Types.ObjectId(r._id), LIVE)));
      const items = docs.filter((d): d is PracticeSessionDoc => !!d && d.userId === f.userId);
      return { items, total: rows.length };
    }
    const q = filterQuery(f);
    const [items, total] = await Promise.all([
      this.store.model.find(q).sort({ date: -1, _id: -1 }).skip(offset).limit(limit).lean<PracticeSessionDoc[]>(),
      this.store.model.countDocuments(q),
    ]);
    return { items, total };
  }

  /** The precomputed aggregates of the matching sessions (their statistics rows), never their shots. */
  async forStats(f: SessionFilter): Promise<SessionForStats[]> {
    const docs = this.cache
      ? (await this.cache.rows(f.userId, () => this.rows.find({ userId: f.userId }).lean<SessionStatsRowDoc[]>())).filter((r) =>
          rowMatches(r, f),
        )
      : await this.rows.find(filterQuery(f, false)).lean<SessionStatsRowDoc[]>();
    docs.sort((a, b) => a.date.getTime() - b.date.getTime() || a._id.localeCompare(b._id));
    return docs.map((d) => ({
      id: d._id,
      date: d.date.toISOString(),
      discipline: d.discipline,
      location: d.location ?? null,
      agg: d.agg,
      weatherConditions: d.weatherConditions ?? null,
      equipmentIds: d.equipmentIds ?? [],
    }));
  }

  async countDemo(userId: string): Promise<number> {
    return this.store.model.countDocuments({ userId, demo: true });
  }

  /** Soft-deleted sessions whose events are out can go for good. */
  async purgeDeleted(): Promise<void> {
    await this.store.removeSettled({ deletedAt: { $ne: null } });
  }
}

export const newIdempotencyKey = () => randomUUID();
