import { isDeepStrictEqual } from 'node:util';
import { Types } from 'mongoose';
import type { OutboxEntry, OutboxStore } from '@trap/kit';
import type { CatalogDefinition, StoredDoc } from './catalog.types.ts';

/** A content id from its text; null for anything that is not a 24-hex object id (answered like an unknown id). */
const toObjectId = (id: string): Types.ObjectId | null => (/^[a-f0-9]{24}$/i.test(id) ? new Types.ObjectId(id) : null);

/** A new content id (chosen before the insert, so the published event carries the final item), or the one of a 24-hex text. */
export const newContentId = (hex?: string): Types.ObjectId => new Types.ObjectId(hex);

/** A live item: tombstoned ones are never read. */
const LIVE = { deletedAt: null };

/**
 * Queries of one content collection. Deletion is a tombstone (`deletedAt`) written together with
 * its deleted event, because the outbox lives on the document; the service's own consumer of that
 * event purges the tombstone once its events are out. Reads never see tombstones.
 */
export class CatalogRepository {
  private readonly def: Pick<CatalogDefinition, 'model' | 'sort' | 'unique'>;
  private readonly store: OutboxStore<StoredDoc>;
  constructor(def: Pick<CatalogDefinition, 'model' | 'sort' | 'unique'>, store: OutboxStore<StoredDoc>) {
    this.def = def;
    this.store = store;
  }

  private get model() {
    return this.def.model;
  }

  list(filter: Record<string, unknown>, opts: { limit: number; offset: number; sort?: Record<string, 1 | -1> }): Promise<StoredDoc[]> {
    return this.model
      .find({ ...filter, ...LIVE })
      .sort({ ...(opts.sort ?? this.def.sort), _id: -1 })
      .skip(opts.offset)
      .limit(opts.limit)
      .lean<StoredDoc[]>();
  }

  findById(id: string): Promise<StoredDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.store.findById(_id, LIVE) : Promise.resolve(null);
  }

  findByIds(ids: string[]): Promise<StoredDoc[]> {
    const oids = ids.map(toObjectId).filter((x): x is Types.ObjectId => !!x);
    if (!oids.length) return Promise.resolve([]);
    return this.model.find({ _id: { $in: oids }, ...LIVE }).lean<StoredDoc[]>();
  }

  /** Titles by id, of items in any state (the blog moderators' queue names the post a comment is under). */
  async titlesOf(ids: string[]): Promise<Map<string, string>> {
    const oids = ids.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    if (!oids.length) return new Map();
    const docs = await this.model.find({ _id: { $in: oids } }, { title: 1 }).lean<{ _id: unknown; title: string }[]>();
    return new Map(docs.map((d) => [String(d._id), d.title]));
  }

  /** Every live item (start-up: the search index). */
  all(): Promise<StoredDoc[]> {
    return this.model.find(LIVE).lean<StoredDoc[]>();
  }

  /** Inserts a new item with its events; false when a unique value (or the id) is taken. */
  insert(doc: StoredDoc, events: OutboxEntry[]): Promise<boolean> {
    return this.store.insert({ ...doc, deletedAt: null }, events);
  }

  /** Sets fields of a live item and records the events made from the item after the change; null when there is none. */
  update(id: string, set: Record<string, unknown>, events: (after: StoredDoc) => OutboxEntry[]): Promise<StoredDoc | null> {
    const _id = toObjectId(id);
    if (!_id) return Promise.resolve(null);
    return this.store.update(_id, (current) => ({ set, events: events({ ...current, ...set }) }), LIVE);
  }

  /** Tombstones a live item with its deleted event (and its audit entry); false when there was nothing to delete. */
  async softDelete(id: string, events: OutboxEntry[]): Promise<boolean> {
    const _id = toObjectId(id);
    if (!_id) return false;
    return (await this.store.update(_id, () => ({ set: { deletedAt: new Date() }, events }), LIVE)) !== null;
  }

  /**
   * Removes a tombstone once its events are published (it frees unique values again). Called for
   * the item's deleted event, which is recorded only with the tombstone and is its last event. That
   * event can arrive before the relay has taken it off the document: then this throws, and the
   * consumer tries again after its backoff.
   */
  async purge(id: string): Promise<void> {
    const _id = toObjectId(id);
    if (!_id || (await this.store.removeSettled({ _id }))) return;
    if (await this.store.findById(_id)) throw new Error(`tombstone ${id} still has events to publish; purging later`);
  }

  /** The first unique field already taken by another item (tombstones included: the index counts them), if any. */
  async duplicateOf(values: Record<string, unknown>, exceptId?: string): Promise<string | undefined> {
    for (const field of Object.keys(this.def.unique ?? {})) {
      if (values[field] === undefined) continue;
      const found = await this.model.exists({ [field]: values[field], ...(exceptId ? { _id: { $ne: toObjectId(exceptId) } } : {}) });
      if (found) return field;
    }
    return undefined;
  }

  /** DEMO_MODE: stores the seed items not stored yet (no events); how many were new. */
  insertMissing(docs: StoredDoc[]): Promise<number> {
    return this.store.insertMissing(docs.map((doc) => ({ ...doc, deletedAt: null })));
  }

  /**
   * DEMO_MODE: brings stored seed items that nobody has edited (every edit moves `updatedAt` off the
   * `createdAt` the seed gave both) up to the current seed's fields, so a store seeded by an older
   * version shows today's demo texts, images and contacts. Dates stay as first seeded (the demo's
   * calendar does not move on every start); fields the seed does not name are left alone; no events,
   * as for the insert. The write is conditional on `updatedAt`, so an edit made meanwhile wins. How
   * many items changed.
   */
  async refreshUntouched(docs: StoredDoc[]): Promise<number> {
    if (!docs.length) return 0;
    const raw = this.model.collection;
    const stored = await raw.find({ _id: { $in: docs.map((d) => d._id) } } as Record<string, unknown>).toArray();
    const byId = new Map(stored.map((d) => [String(d._id), d]));
    let changed = 0;
    for (const seed of docs) {
      const current = byId.get(String(seed._id));
      if (!current || current.deletedAt != null) continue;
      if (!(current.createdAt instanceof Date) || !(current.updatedAt instanceof Date)) continue;
      if (current.createdAt.getTime() !== current.updatedAt.getTime()) continue;
      const set: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(seed)) {
        if (key === '_id' || key === 'createdAt' || key === 'updatedAt' || value instanceof Date) continue;
        if (!isDeepStrictEqual(current[key] ?? null, value ?? null)) set[key] = value;
      }
      if (!Object.keys(set).length) continue;
      const res = await raw.updateOne({ _id: current._id, updatedAt: current.updatedAt, deletedAt: null }, { $set: set });
      changed += res.modifiedCount;
    }
    return changed;
  }
}
