import { Types } from 'mongoose';
import { setFields, withDocumentLock, type OutboxEntry } from '@trap/kit';
import type { CatalogDefinition, StoredDoc } from './catalog.types.ts';

export const toObjectId = (id: string): Types.ObjectId | null => (/^[a-f0-9]{24}$/i.test(id) ? new Types.ObjectId(id) : null);

const LIVE = { deletedAt: null };

/**
 * Queries of one content collection. Deletion is a tombstone (`deletedAt`) written together with
 * its event, because the outbox lives on the document; the service's own consumer of the deleted
 * event removes the tombstone once the event is out. Reads never see tombstones.
 */
export class CatalogRepository {
  constructor(private readonly def: CatalogDefinition) {}

  get model() {
    return this.def.model;
  }

  async list(
    filter: Record<string, unknown>,
    opts: { limit: number; offset: number; sort?: Record<string, 1 | -1> },
  ): Promise<StoredDoc[]> {
    return (await this.def.model
      .find({ ...filter, ...LIVE })
      .sort({ ...(opts.sort ?? this.def.sort), _id: -1 })
      .skip(opts.offset)
      .limit(opts.limit)
      .lean()) as StoredDoc[];
  }

  async findById(id: string): Promise<StoredDoc | null> {
    const _id = toObjectId(id);
    if (!_id) return null;
    return (await this.def.model.findOne({ _id, ...LIVE }).lean()) as StoredDoc | null;
  }

  async findByIds(ids: string[]): Promise<StoredDoc[]> {
    const oids = ids.map(toObjectId).filter((x): x is Types.ObjectId => !!x);
    if (!oids.length) return [];
    return (await this.def.model.find({ _id: { $in: oids }, ...LIVE }).lean()) as StoredDoc[];
  }

  /** Every live item (start-up: the search index). */
  async all(): Promise<StoredDoc[]> {
    return (await this.def.model.find(LIVE).lean()) as StoredDoc[];
  }

  /**
   * Sets fields and appends events in one single-document update, queued behind any other write to
   * the same document in this process (FerretDB 1.24 loses concurrent updates of one document).
   */
  async update(id: string, set: Record<string, unknown>, events: (after: StoredDoc) => OutboxEntry[]): Promise<StoredDoc | null> {
    const _id = toObjectId(id);
    if (!_id) return null;
    return withDocumentLock(this.def.model, _id, async () => {
      const current = (await this.def.model.findOne({ _id, ...LIVE }).lean()) as StoredDoc | null;
      if (!current) return null;
      const after = { ...current, ...set } as StoredDoc;
      const res = await this.def.model.collection.updateOne(
        { _id, ...LIVE } as never,
        {
          ...setFields(current, set),
          $push: { _outbox: { $each: events(after) } },
        } as never,
      );
      return res.matchedCount ? after : null;
    });
  }

  /** Tombstones the item with its deleted event; false when there was nothing to delete. */
  async softDelete(id: string, event: OutboxEntry): Promise<boolean> {
    const _id = toObjectId(id);
    if (!_id) return false;
    return withDocumentLock(this.def.model, _id, async () => {
      const res = await this.def.model.collection.updateOne(
        { _id, ...LIVE } as never,
        {
          $set: { deletedAt: new Date() },
          $push: { _outbox: { $each: [event] } },
        } as never,
      );
      return res.modifiedCount > 0;
    });
  }

  /** Removes a tombstone whose deleted event has been published (it frees unique values again). */
  async purge(id: string): Promise<void> {
    const _id = toObjectId(id);
    if (!_id) return;
    await withDocumentLock(this.def.model, _id, () => this.def.model.collection.deleteOne({ _id, deletedAt: { $ne: null } } as never));
  }

  /** The first unique field already taken by another live item, if any. */
  async duplicateOf(values: Record<string, unknown>, exceptId?: string): Promise<string | undefined> {
    for (const field of Object.keys(this.def.unique ?? {})) {
      if (values[field] === undefined) continue;
      const found = await this.def.model.exists({ [field]: values[field], ...(exceptId ? { _id: { $ne: toObjectId(exceptId) } } : {}) });
      if (found) return field;
    }
    return undefined;
  }
}
