import { Types, type Model } from 'mongoose';
import { setFields, withDocumentLock, type OutboxEntry } from '@trap/kit';

/**
 * Records a member owns (the logs, equipment): found by `_id`, changed only by their owner. Shared
 * by the modules that keep such records, with their routes in owned-crud.routes.ts.
 */

export const toObjectId = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

/** What a change of a member's record does: the fields to set (or a removal) and the events of the change. */
export interface OwnedChange {
  set?: Record<string, unknown>;
  remove?: 'soft' | 'hard';
  events: OutboxEntry[];
}

/**
 * Runs `change` on the member's live record under its lock (FerretDB#3040: updates are not
 * isolated); null when there is no such record of theirs. Read by a bare `_id` filter, the only one
 * FerretDB 1.24 pushes down, with owner and deletion checked in code. The update writes only the
 * differences (setFields), plus the change's events into the record's outbox.
 */
export async function changeOwned<D extends { _id: Types.ObjectId; userId: string; deletedAt?: Date | null }>(
  model: Model<D>,
  id: string,
  userId: string,
  change: (doc: D) => OwnedChange,
): Promise<D | null> {
  const _id = toObjectId(id);
  if (!_id) return null;
  return withDocumentLock(model, _id, async () => {
    const doc = await model.findById(_id).lean<D>();
    if (!doc || doc.userId !== userId || doc.deletedAt) return null;
    const { set = {}, remove, events } = change(doc);
    if (remove === 'hard') {
      await model.collection.deleteOne({ _id } as never);
      return doc;
    }
    const next = remove === 'soft' ? { deletedAt: new Date() } : set;
    const update = { ...setFields(doc, next), ...(events.length ? { $push: { _outbox: { $each: events } } } : {}) };
    if (Object.keys(update).length) await model.collection.updateOne({ _id } as never, update as never);
    return { ...doc, ...next };
  });
}
