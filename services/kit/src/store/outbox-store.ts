import { Types, type Connection, type Model } from 'mongoose';
import { assertDocumentLocksHeld, onFerretDb, withDocumentLock, withDocumentLocks } from '../events/document-locks.ts';
import { HAS_OUTBOX_ENTRIES, OUTBOX_FIELD, type OutboxEntry, type OutboxHint } from '../events/outbox.ts';
import { BULK_WRITE_CHUNK, insertMissing, isDuplicateKeyError, upsertUnlessNewer } from '../mongo.ts';
import { setFields } from '../set-fields.ts';
import { encodeJsonTextFields, decodeJsonTextFields, jsonTextFieldsOf, otherJsonTextForms, storesJsonText } from './json-text.ts';

/** What a change makes of a stored document: the fields it sets (and removes) and the events it records. */
export interface Change<Doc> {
  set: Partial<Doc>;
  /** fields to remove (e.g. those of a shape the document was stored in earlier) */
  unset?: (keyof Doc & string)[];
  events: OutboxEntry[];
}

/** A whole next version of a document (insert or replace) with the events it records. */
/** One change of a bulk update: `set` and `events` apply only while the document still matches `guard`. */
export interface GuardedChange<Doc extends { _id: unknown }> {
  id: Doc['_id'];
  /** the state the caller read and decided on */
  guard: Guard;
  /** top-level fields, written as they are */
  set: Partial<Doc>;
  events: OutboxEntry[];
}

/** A counter change: numbers added by the server (`$inc`), only while the document matches `where` (a server filter). */
export interface Increment<Doc> {
  inc: Partial<Record<keyof Doc & string, number>>;
  where?: Record<string, unknown>;
}

export interface NextVersion<Doc> {
  next: Doc;
  events: OutboxEntry[];
}

/**
 * A filter on top of the id (e.g. `{ deletedAt: null }`, `{ userId }`): a document that does not
 * match is treated as missing. Equality only (a value, or null for "null or absent"), so it can be
 * checked on the document read as well as in the server's filter.
 */
export type Guard = Record<string, string | number | boolean | Date | null | { toHexString(): string }>;

const isObjectIdLike = (v: unknown): v is { toHexString(): string } =>
  typeof v === 'object' && v !== null && typeof (v as { toHexString?: unknown }).toHexString === 'function';

/** Whether a document read matches an equality guard, as the server's filter would. */
function matchesGuard(doc: Record<string, unknown>, guard: Guard): boolean {
  return Object.entries(guard).every(([field, want]) => {
    const have = doc[field];
    if (want === null) return have === null || have === undefined;
    if (want instanceof Date) return have instanceof Date && have.getTime() === want.getTime();
    if (isObjectIdLike(want)) return isObjectIdLike(have) && have.toHexString() === want.toHexString();
    return have === want;
  });
}

/*
 * Whether the model's database is FerretDB (onFerretDb, asked once per connection). FerretDB 1.24 on SQLite
 * pushes down to SQL only a filter that is exactly `{ _id }` (FerretDB#3235, filter pushdown for
 * SQLite, on hold; only the `_id` pushdowns of #3330 and #3599 landed): any other field in the
 * filter decodes every document of the collection. Measured 2026-11-25 on the shared test FerretDB,
 * 2,000 documents of ≈ 5 KB (a practice session's shape), 20 lookups each: findOne by `{ _id }`
 * p50 22 ms, by `{ _id, deletedAt: null }` 365 ms; updateOne 64 ms against 374 ms. So on FerretDB
 * the store reads and writes by the bare `_id` and checks the guard on the document it read under
 * the document's lock; on MongoDB 7 the guard stays in the filter (atomic per document, index
 * served) and is checked on the read as well.
 */

/**
 * The one way to write a document together with its events: the change and its outbox entries are
 * one single-document write (no multi-document transactions needed), the relay is told which
 * document to drain, and domain code never touches the driver, the outbox field or the lock.
 *
 * What is here only because the local store is FerretDB 1.24 (see docs/decisions.md, "FerretDB in
 * the store layer" and "Document locks across processes"): the per-document lock, in the process
 * and across processes in Redis (FerretDB#3040 loses one of two concurrent updates of a document,
 * from whichever processes they come, and the relay's `$pull` is such an update), `setFields` writing only the
 * differences as dotted paths (FerretDB skips a `$set` of an embedded document whose values equal
 * the stored ones) and guards checked on the document read rather than in the filter (onFerretDb).
 * On MongoDB 7 all three are still correct and cost a microtask.
 */
export class OutboxStore<Doc extends { _id: unknown }> {
  /**
   * `publishSoon` null: the model records no events (documentStore), so it is not registered with
   * the relay and a write given events throws before it writes.
   */
  readonly model: Model<Doc>;
  private readonly publishSoon: ((hint?: OutboxHint) => void) | null;
  /** the model's fields stored as JSON text on FerretDB (json-text.ts): encoded on write, decoded on read here */
  private readonly textFields: readonly string[] | undefined;
  constructor(model: Model<Doc>, publishSoon: ((hint?: OutboxHint) => void) | null) {
    this.model = model;
    this.publishSoon = publishSoon;
    this.textFields = jsonTextFieldsOf(model);
  }

  /** A document (or fields to set) in the stored form of the connection. */
  private stored<T>(doc: T): T {
    return this.textFields ? (encodeJsonTextFields(this.textFields, doc as Record<string, unknown>, storesJsonText(this.model)) as T) : doc;
  }

  /** A stored document as domain code reads it. */
  private read<T>(raw: T): T {
    return this.textFields && raw ? (decodeJsonTextFields(this.textFields, raw as Record<string, unknown>) as T) : raw;
  }

  /** The other stored forms of the JSON text fields a change writes: removed in the same write. */
  private otherForms(set: object): string[] {
    return this.textFields ? otherJsonTextForms(this.textFields, set as Record<string, unknown>, storesJsonText(this.model)) : [];
  }

  private assertNoTextFields(method: string): void {
    if (this.textFields) throw new Error(`${this.model.modelName}: ${method} does not encode JSON text fields yet (json-text.ts)`);
  }

  private get collection() {
    return this.model.collection;
  }

  private kick(id: unknown, events: OutboxEntry[]): void {
    if (events.length) this.publishSoon?.({ model: this.model, id });
  }

  private assertMayRecord(events: OutboxEntry[]): void {
    if (events.length && !this.publishSoon)
      throw new Error(`${this.model.modelName} records no events: write it through ctx.outboxStore(model) to record ${events[0]!.subject}`);
  }

  /** The server filter for one document: the guard in it on MongoDB, the bare `_id` on FerretDB (onFerretDb). */
  private async filterOf(id: Doc['_id'], guard: Guard): Promise<Record<string, unknown>> {
    return Object.keys(guard).length && !(await onFerretDb(this.model.db)) ? { ...guard, _id: id } : { _id: id };
  }

  /** A plain read by id (the outbox field left out); null when the guard does not match. */
  async findById(id: Doc['_id'], guard: Guard = {}): Promise<Doc | null> {
    return this.read(await this.findStored(id, guard));
  }

  /** findById in the stored form (JSON text fields not decoded). */
  private async findStored(id: Doc['_id'], guard: Guard): Promise<Doc | null> {
    const doc = await this.collection.findOne((await this.filterOf(id, guard)) as never, { projection: { [OUTBOX_FIELD]: 0 } });
    return doc && matchesGuard(doc, guard) ? (doc as unknown as Doc) : null;
  }

  /** Inserts a new document with its events; false when a document with its `_id` or a unique value exists. */
  async insert(doc: Doc, events: OutboxEntry[] = []): Promise<boolean> {
    this.assertMayRecord(events);
    try {
      await withDocumentLock(this.model, doc._id, () =>
        guarded(() => this.collection.insertOne({ ...this.stored(doc), ...(events.length ? { [OUTBOX_FIELD]: events } : {}) } as never)),
      );
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
    this.kick(doc._id, events);
    return true;
  }

  /**
   * Reads the document (those matching `guard` only) under its lock, lets `change` decide, and
   * stores the differences with the events in one write. Null when there is no such document or
   * `change` returned null (nothing to do); `change` may throw to refuse. Returns the document after.
   */
  async update(
    id: Doc['_id'],
    /** may be async: it runs under the document's lock (work on other documents that must precede this write) */
    change: (current: Doc) => Change<Doc> | null | Promise<Change<Doc> | null>,
    guard: Guard = {},
    opts: {
      /** work that must follow this write before the document's next write starts (a row derived from it) */
      afterWrite?: (after: Doc) => Promise<void>;
    } = {},
  ): Promise<Doc | null> {
    let events: OutboxEntry[] = [];
    const after = await withDocumentLock(this.model, id, async () => {
      const stored = await this.findStored(id, guard);
      if (!stored) return null;
      const current = this.read(stored);
      const decided = await change(current);
      if (!decided) return null;
      events = decided.events;
      this.assertMayRecord(events);
      const update = this.updateOf(stored, this.stored(decided.set) as Record<string, unknown>, events, [
        ...(decided.unset ?? []),
        ...this.otherForms(decided.set),
      ]);
      if (!Object.keys(update).length) return current;
      assertDocumentLocksHeld();
      const res = await this.collection.updateOne((await this.filterOf(id, guard)) as never, update as never);
      if (!res.matchedCount) return null;
      const next = applyChange(current, decided);
      await opts.afterWrite?.(next);
      return next;
    });
    if (after) this.kick(id, events);
    return after;
  }

  /**
   * Insert-or-change by id: `change` gets the stored document (null when there is none) and returns
   * the whole next version. Null when another process inserted the same id first (the caller
   * decides whether that is a conflict).
   */
  async write(id: Doc['_id'], change: (current: Doc | null) => NextVersion<Doc>): Promise<Doc | null> {
    let events: OutboxEntry[] = [];
    const stored = await withDocumentLock(this.model, id, async () => {
      const raw = await this.findStored(id, {});
      const current = this.read(raw);
      const decided = change(current);
      events = decided.events;
      this.assertMayRecord(events);
      if (!raw) {
        try {
          assertDocumentLocksHeld();
          await this.collection.insertOne({
            ...this.stored(decided.next),
            _id: id,
            ...(events.length ? { [OUTBOX_FIELD]: events } : {}),
          } as never);
        } catch (err) {
          if (isDuplicateKeyError(err)) return null;
          throw err;
        }
        return decided.next;
      }
      const { _id: _ignored, ...fields } = decided.next as Record<string, unknown>;
      const update = this.updateOf(raw, this.stored(fields), events, this.otherForms(fields));
      if (Object.keys(update).length) await guarded(() => this.collection.updateOne({ _id: id } as never, update as never));
      return decided.next;
    });
    if (stored) this.kick(id, events);
    return stored;
  }

  /**
   * Deletes a document under its lock (a document whose events are still pending loses them:
   * tombstone it with update instead). The guard is checked on the document read first.
   */
  async remove(id: Doc['_id'], guard: Guard = {}): Promise<boolean> {
    return withDocumentLock(this.model, id, async () => {
      if (Object.keys(guard).length && !(await this.findById(id, guard))) return false;
      assertDocumentLocksHeld();
      const res = await this.collection.deleteOne((await this.filterOf(id, guard)) as never);
      return res.deletedCount > 0;
    });
  }

  /**
   * A read model's "keep the newest copy" (kit's upsertUnlessNewer: 'stale' when the stored copy is
   * as new or newer), under the document's lock. Why the lock: FerretDB 1.24 does not apply the
   * filter and the write of an upsert atomically (FerretDB#3040), and one document's copies arrive on
   * more than one consumer (registered and updated), so without it an older copy could land last.
   * On MongoDB 7 the filter alone decides; the lock only queues this process's own writes.
   */
  upsertUnlessNewer(
    id: Doc['_id'],
    olderThan: Record<string, unknown>,
    set: Partial<Doc>,
    setOnInsert?: Partial<Doc>,
  ): Promise<'applied' | 'stale'> {
    this.assertNoTextFields('upsertUnlessNewer');
    return withDocumentLock(this.model, id, () => guarded(() => upsertUnlessNewer(this.collection, id, olderThan, set, setOnInsert)));
  }

  /**
   * Counters (a promo code's uses, an invoice series): the server adds the numbers (`$inc`) only while
   * the document matches `where`, so on MongoDB 7 replicas never lose a count or pass a limit (one
   * atomic write per document). Under the document's lock because FerretDB 1.24 does not isolate an
   * update's read and write (FerretDB#3040). `upsert` starts a missing document from the increments.
   * Records no events. The document after, or null when none matched.
   */
  increment(id: Doc['_id'], change: Increment<Doc>, opts: { upsert?: boolean } = {}): Promise<Doc | null> {
    return withDocumentLock(this.model, id, () => this.incrementNow(id, change, opts.upsert ?? false));
  }

  /**
   * `increment` decided on the stored document, read under the same lock (a limit stored on it):
   * null from `decide`, or no document, changes nothing and returns null.
   */
  incrementIf(id: Doc['_id'], decide: (current: Doc) => Increment<Doc> | null): Promise<Doc | null> {
    return withDocumentLock(this.model, id, async () => {
      const current = await this.findById(id);
      const change = current && decide(current);
      return change ? this.incrementNow(id, change, false) : null;
    });
  }

  private async incrementNow(id: Doc['_id'], { inc, where = {} }: Increment<Doc>, upsert: boolean): Promise<Doc | null> {
    // no projection: FerretDB's findAndModify does not take one, so the outbox field is dropped here
    assertDocumentLocksHeld();
    const after = await this.collection.findOneAndUpdate({ ...where, _id: id } as never, { $inc: inc } as never, {
      upsert,
      returnDocument: 'after',
    });
    if (!after) return null;
    const { [OUTBOX_FIELD]: _outbox, ...doc } = after as Record<string, unknown>;
    return this.read(doc as unknown as Doc);
  }

  /**
   * Seeds and defaults: inserts the documents whose `_id` is not stored yet, without events (a
   * restart or another replica may have stored them already); how many were new.
   */
  insertMissing(docs: readonly Doc[]): Promise<number> {
    return insertMissing(this.collection, this.textFields ? docs.map((d) => this.stored(d)) : docs);
  }

  /**
   * Many guarded changes decided from one read (a scheduled job's batch), each with its events in its
   * own single-document update, in bulk writes that hold the documents' locks; returns how many
   * documents changed. The relay is told about each document with events as its chunk is written.
   * What is here only because the local store is FerretDB 1.24:
   * - chunks of BULK_WRITE_CHUNK: a bulk write of 100 or more updates never returns there (mongo.ts);
   * - on FerretDB the filter is the bare `_id` and the guard is the caller's read: a guard field in
   *   the filter decodes the whole collection for every update (FerretDB#3235; measured ≈ 1 s an
   *   update at 100,000 users, the expiry pass of a day's 2,500 due members took minutes), and
   *   FerretDB applies an update as read-then-write without isolation (FerretDB#3040), so the filter
   *   would not make it atomic there anyway. On MongoDB 7 the guard is in each update's filter, so a
   *   document that changed since it was read is left alone, atomically.
   */
  async bulkUpdate(all: readonly GuardedChange<Doc>[]): Promise<number> {
    this.assertNoTextFields('bulkUpdate');
    const changes = all.filter((c) => Object.keys(c.set).length || c.events.length);
    if (!changes.length) return 0;
    for (const c of changes) this.assertMayRecord(c.events);
    const ferret = await onFerretDb(this.model.db);
    let modified = 0;
    for (let i = 0; i < changes.length; i += BULK_WRITE_CHUNK) {
      const chunk = changes.slice(i, i + BULK_WRITE_CHUNK);
      const ops = chunk.map((c) => ({
        updateOne: {
          filter: ferret ? { _id: c.id } : { ...c.guard, _id: c.id },
          update: {
            ...(Object.keys(c.set).length ? { $set: c.set } : {}),
            ...(c.events.length ? { $push: { [OUTBOX_FIELD]: { $each: c.events } } } : {}),
          },
        },
      }));
      const res = await withDocumentLocks(
        this.model,
        chunk.map((c) => c.id),
        () => guarded(() => this.collection.bulkWrite(ops as never, { ordered: false })),
      );
      modified += res.modifiedCount;
      for (const c of chunk) this.kick(c.id, c.events);
    }
    return modified;
  }

  /** FerretDB: whole documents a readPage read, for the updateBatch that follows (by `_id`). */
  private readonly pageReads = new Map<string, Record<string, unknown>>();

  /**
   * A page of a scheduled job's read: the documents matching `filter` with `_id` after `after`, in
   * `_id` order, at most `limit`, with only `fields` (and `_id`). No cursor stays open between
   * pages (FerretDB 1.24 deadlocks a write behind an open read), and no skip.
   *
   * On FerretDB the page is read whole and kept for the updateBatch that writes from it: a read by
   * `_id` there is no index seek (measured 2026-11-26 at 100,000 users of ≈ 4 KB: a lookup by the
   * bare `_id` took 12 ms for a row early in the table and up to ≈ 10 s late in it, 8 in flight on
   * the loaded 2-core machine: it scans up to the row), and a projection is applied after each
   * document is decoded, so the whole page costs what the projected one does (≈ 4 KB a document
   * of memory while the page is written).
   */
  async readPage(filter: Record<string, unknown>, fields: Record<string, 1>, after: Doc['_id'] | null, limit: number): Promise<Doc[]> {
    this.assertNoTextFields('readPage');
    const query = after !== null && after !== undefined ? { $and: [{ _id: { $gt: after } }, filter] } : filter;
    if (!(await onFerretDb(this.model.db)))
      return (await this.collection
        .find(query as never, { projection: fields })
        .sort({ _id: 1 })
        .limit(limit)
        .toArray()) as unknown as Doc[];
    const docs = (await this.collection
      .find(query as never, { promoteValues: false })
      .sort({ _id: 1 })
      .limit(limit)
      .toArray()) as unknown as Record<string, unknown>[];
    this.pageReads.clear();
    return docs.map((doc) => {
      this.pageReads.set(idKey(doc._id), doc);
      const view = promoted(doc);
      return Object.fromEntries([
        ['_id', doc._id],
        ...Object.keys(fields)
          .filter((f) => f in view)
          .map((f) => [f, view[f]]),
      ]) as Doc;
    });
  }

  /**
   * A scheduled job's batch: guarded changes with their events, one write per batch, counted per
   * group (e.g. expired, warned). Each changed document carries its own events in its outbox, so
   * the relay's guarantees are those of `update`: nothing is published before the write is stored,
   * a crash before the publish leaves the events in the documents for the next relay pass, and a
   * republish carries the same message id.
   *
   * MongoDB 7: one unordered bulkWrite per group, each update's filter is the caller's guard on the
   * `_id` (an index seek, atomic per document).
   *
   * FerretDB 1.24 (SQLite) writes every updated document with its own
   * `UPDATE … WHERE _ferretdb_sjson->'$._id' = ?`, an expression its `_id` index
   * (`_ferretdb_sjson->"_id"`) does not serve, so each updated document costs a scan of the whole
   * table, whether sent as updateOne, bulkWrite or updateMany. Measured 2026-11-26 on the shared
   * test FerretDB, 100,000 documents of ≈ 1 KB: a plain read of all 12.0 s, updateOne by `_id`
   * 0.84 s, a bulkWrite of 50 updateOne 34.8 s, an updateMany of `_id: { $in: 50 ids }` 32.5 s,
   * while findOne by `_id` took 15 ms. Its delete of many ids is one statement
   * (`… IN (…)`, one scan) and inserts are cheap. So there the batch is written as a replacement:
   * a fresh read of each document by its bare `_id` (pushed down) under the documents' locks, the
   * next versions (with their events) saved in a journal document, one deleteMany of the batch
   * whose filter also holds every guard field's read values (a document renewed meanwhile is left
   * alone, and so is its change), one insertMany of the next versions, and the journal removed. A
   * crash between the delete and the insert leaves the journal, which recoverBatches puts back
   * (the next versions, events included). What it costs there: for the moment between the delete
   * and the insert the documents are absent, and a write to a field outside the guard made by
   * another process between the read and the delete is lost (FerretDB#3040 applies no update
   * atomically anyway).
   */
  async updateBatch(groups: readonly (readonly GuardedChange<Doc>[])[]): Promise<number[]> {
    this.assertNoTextFields('updateBatch');
    const live = groups.map((g) => g.filter((c) => Object.keys(c.set).length || c.events.length));
    for (const c of live.flat()) this.assertMayRecord(c.events);
    if (!live.some((g) => g.length)) return groups.map(() => 0);
    if (!(await onFerretDb(this.model.db))) {
      const counts: number[] = [];
      for (const group of live) {
        if (!group.length) {
          counts.push(0);
          continue;
        }
        const ops = group.map((c) => ({ updateOne: { filter: { ...c.guard, _id: c.id }, update: updateOfChange(c) } }));
        const res = await withDocumentLocks(
          this.model,
          group.map((c) => c.id),
          () => guarded(() => this.collection.bulkWrite(ops as never, { ordered: false })),
        );
        counts.push(res.modifiedCount);
        for (const c of group) this.kick(c.id, c.events);
      }
      return counts;
    }
    const tagged = live.flatMap((group, g) => group.map((change) => ({ g, change })));
    const written = await withDocumentLocks(
      this.model,
      tagged.map((t) => t.change.id),
      () => this.replaceBatch(tagged),
    );
    const counts = groups.map(() => 0);
    for (const t of written) {
      counts[t.g]!++;
      this.kick(t.change.id, t.change.events);
    }
    return counts;
  }

  /** FerretDB's one-write batch (see updateBatch); the caller holds the documents' locks. Returns the changes written. */
  private async replaceBatch<T extends { change: GuardedChange<Doc> }>(tagged: T[]): Promise<T[]> {
    // The page's whole documents (readPage), else one `$in` read of the rest (one scan, where a
    // read each would scan up to each row). promoteValues off: the documents go back with their
    // numbers' BSON types as stored.
    const missing = tagged.filter((t) => !this.pageReads.has(idKey(t.change.id)));
    if (missing.length) {
      const more = await this.collection
        .find({ _id: { $in: missing.map((t) => t.change.id) } } as never, { promoteValues: false })
        .toArray();
      for (const doc of more) this.pageReads.set(idKey(doc._id), doc as Record<string, unknown>);
    }
    const read = tagged.map((t) => this.pageReads.get(idKey(t.change.id)) ?? null);
    for (const t of tagged) this.pageReads.delete(idKey(t.change.id));
    const next: { t: T; doc: Record<string, unknown> }[] = [];
    tagged.forEach((t, i) => {
      const current = read[i];
      if (!current || !matchesGuard(promoted(current), t.change.guard)) return;
      const outbox = [...((current[OUTBOX_FIELD] as OutboxEntry[] | undefined) ?? []), ...t.change.events];
      next.push({ t, doc: { ...current, ...t.change.set, ...(outbox.length ? { [OUTBOX_FIELD]: outbox } : {}) } });
    });
    if (!next.length) return [];
    const journal = batchJournal(this.model.db);
    const journalId = new Types.ObjectId();
    assertDocumentLocksHeld();
    await journal.insertOne({
      _id: journalId,
      collection: this.collection.collectionName,
      at: new Date(),
      docs: next.map((n) => n.doc),
    } as never);
    // `updatedAt` too when every document has one: a write since the read keeps its document (and drops the change)
    const versioned = next.every((n) => read[tagged.indexOf(n.t)]!.updatedAt instanceof Date);
    const res = await this.collection.deleteMany(
      batchDeleteFilter(
        next.map((n) => ({
          id: n.t.change.id,
          guard: versioned ? { ...n.t.change.guard, updatedAt: read[tagged.indexOf(n.t)]!.updatedAt as Date } : n.t.change.guard,
        })),
      ) as never,
    );
    crashIfAskedAt('batch-deleted');
    let deleted = next;
    if (res.deletedCount < next.length) {
      // those still stored changed since the read (their guard no longer holds): left as they are
      const still = await this.collection
        .find({ _id: { $in: next.map((n) => n.t.change.id) } } as never, { projection: { _id: 1 } })
        .toArray();
      const kept = new Set(still.map((d) => idKey(d._id)));
      deleted = next.filter((n) => !kept.has(idKey(n.t.change.id)));
    }
    await insertMissing(
      this.collection,
      deleted.map((n) => n.doc),
    );
    await journal.deleteOne({ _id: journalId } as never);
    return deleted.map((n) => n.t);
  }

  /**
   * Puts back what a crashed FerretDB updateBatch left between its delete and its insert: the next
   * versions (events included) of the documents it had deleted; the others are stored already and
   * stay as they are. Only journals older than `olderThanMs`, so a batch another process is writing
   * right now is left to it; a job that runs alone (one at a time, as BullMQ runs it) passes 0.
   * Returns how many documents it put back.
   */
  async recoverBatches(olderThanMs = 5 * 60_000): Promise<number> {
    const journal = batchJournal(this.model.db);
    const stale = (await journal
      .find({ collection: this.collection.collectionName, at: { $lte: new Date(Date.now() - olderThanMs) } } as never)
      .toArray()) as unknown as { _id: unknown; docs: Doc[] }[];
    let restored = 0;
    for (const j of stale) {
      const n = await withDocumentLocks(
        this.model,
        j.docs.map((d) => d._id),
        () => guarded(() => insertMissing(this.collection, j.docs)),
      );
      restored += n;
      for (const d of j.docs)
        if ((d as Record<string, unknown[] | undefined>)[OUTBOX_FIELD]?.length) this.publishSoon?.({ model: this.model, id: d._id });
      await journal.deleteOne({ _id: j._id } as never);
    }
    return restored;
  }

  /** How many documents matching `filter` carry events the relay has not published yet (to wait on or count them). */
  countUnsettled(filter: Record<string, unknown> = {}): Promise<number> {
    return this.collection.countDocuments({ ...filter, ...HAS_OUTBOX_ENTRIES } as never);
  }

  /** Deletes the documents matching `filter` whose events are all published (old revisions, tombstones). */
  async removeSettled(filter: Record<string, unknown>): Promise<number> {
    const res = await this.collection.deleteMany({ ...filter, [`${OUTBOX_FIELD}.0`]: { $exists: false } } as never);
    return res.deletedCount;
  }

  private updateOf(current: Doc, set: Record<string, unknown>, events: OutboxEntry[], unset: string[] = []): Record<string, unknown> {
    const fields = setFields(current, set);
    const removed = unset.filter((field) => field in (current as object) && !(field in set));
    return {
      ...fields,
      ...(removed.length ? { $unset: { ...fields.$unset, ...Object.fromEntries(removed.map((f) => [f, ''])) } } : {}),
      ...(events.length ? { $push: { [OUTBOX_FIELD]: { $each: events } } } : {}),
    };
  }
}

/** Runs one write statement once the document locks it runs under are checked to be still ours (assertDocumentLocksHeld). */
function guarded<T>(write: () => Promise<T>): Promise<T> {
  assertDocumentLocksHeld();
  return write();
}

/** The journal of FerretDB batch replacements (OutboxStore.updateBatch), one small collection per database. */
export const BATCH_JOURNAL_COLLECTION = '_store_batches';
const batchJournal = (conn: Connection) => conn.db!.collection(BATCH_JOURNAL_COLLECTION);

/**
 * Failure-test hook: STORE_TEST_CRASH=batch-deleted kills the process (SIGKILL, no clean-up) between
 * a FerretDB batch's delete and its insert, so a test can see recoverBatches put the batch back.
 * Ignored when NODE_ENV is production.
 */
function crashIfAskedAt(point: 'batch-deleted'): void {
  if (process.env.NODE_ENV !== 'production' && process.env.STORE_TEST_CRASH === point) process.kill(process.pid, 'SIGKILL');
}

/** A map key for an `_id` (an ObjectId by its hex, anything else with its type). */
const idKey = (id: unknown): string => (isObjectIdLike(id) ? id.toHexString() : `${typeof id}:${String(id)}`);

/** `$set` and the events' `$push` of one guarded change. */
function updateOfChange<Doc extends { _id: unknown }>(c: GuardedChange<Doc>): Record<string, unknown> {
  return {
    ...(Object.keys(c.set).length ? { $set: c.set } : {}),
    ...(c.events.length ? { $push: { [OUTBOX_FIELD]: { $each: c.events } } } : {}),
  };
}

/**
 * The delete filter of a FerretDB batch: its documents while each still holds its guard, as far as
 * one filter can say it cheaply. Changes are grouped by the guard fields they name; per group,
 * its `_id`s and, per guard field, the values the group read (`$in`; null also matches an absent
 * field). A document whose guard field moved to a value no other document of its group read is
 * left alone (with its change).
 */
function batchDeleteFilter(changes: readonly { id: unknown; guard: Guard }[]): Record<string, unknown> {
  const groups = new Map<string, { id: unknown; guard: Guard }[]>();
  for (const c of changes) {
    const key = Object.keys(c.guard).sort().join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const branches = [...groups.values()].map((group) => {
    const fields = Object.keys(group[0]!.guard);
    return {
      _id: { $in: group.map((c) => c.id) },
      ...Object.fromEntries(
        fields.map((f) => {
          const values = new Map<string, unknown>();
          for (const { guard } of group) {
            const v = guard[f];
            const key = v instanceof Date ? `d${v.getTime()}` : isObjectIdLike(v) ? `o${v.toHexString()}` : `${typeof v}:${String(v)}`;
            values.set(key, v);
          }
          return [f, { $in: [...values.values()] }];
        }),
      ),
    };
  });
  return branches.length === 1 ? branches[0]! : { $or: branches };
}

/** A document read with promoteValues off, with its top-level numbers as plain numbers (for guards). */
function promoted(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...doc };
  for (const [k, v] of Object.entries(doc)) {
    const bson = (v as { _bsontype?: string } | null)?._bsontype;
    if (bson === 'Int32' || bson === 'Double') out[k] = (v as { valueOf(): number }).valueOf();
    else if (bson === 'Long') out[k] = (v as { toNumber(): number }).toNumber();
  }
  return out;
}

/** The document after a change. */
function applyChange<Doc>(current: Doc, { set, unset = [] }: Change<Doc>): Doc {
  const next = { ...current, ...set };
  for (const field of unset) if (!(field in set)) delete next[field];
  return next;
}

/**
 * The store of a model that records no events: the same locked, differences-only writes, but the
 * model is not registered with the outbox relay (whose periodic pass reads every registered
 * collection, a full scan on FerretDB) and a write given events throws before it writes.
 */
export const documentStore = <Doc extends { _id: unknown }>(model: Model<Doc>): OutboxStore<Doc> => new OutboxStore(model, null);
