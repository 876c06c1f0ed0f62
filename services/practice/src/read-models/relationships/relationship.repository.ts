import type { Connection, Model } from 'mongoose';
import type { RelationshipType } from '@trap/contracts';
import { relationshipViewId, relationshipViewModel, type RelationshipViewDoc } from './relationship.model.ts';
import { isDuplicateKeyError } from '@trap/kit';

export type RelationshipView = Omit<RelationshipViewDoc, '_id' | 'syncedAt'>;

export class RelationshipViewRepository {
  readonly model: Model<RelationshipViewDoc>;

  constructor(conn: Connection) {
    this.model = relationshipViewModel(conn);
  }

  /**
   * Stores the view unless one of the same or a later revision is there: the filter matches only an
   * older copy, and when it does not match the upsert's insert hits the existing `_id` (11000), which
   * means "stale or already applied". So a redelivered or late event changes nothing. The filter is
   * more than `_id` (a pass over this small collection on FerretDB), but only on an event, never on a read.
   */
  async apply(view: RelationshipView): Promise<'applied' | 'stale'> {
    const _id = relationshipViewId(view.ownerId, view.viewerId, view.type);
    try {
      await this.model.collection.updateOne(
        { _id, revision: { $lt: view.revision } } as never,
        { $set: { ...view, syncedAt: new Date() } },
        { upsert: true },
      );
      return 'applied';
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'stale';
      throw err;
    }
  }

  /** Whether `viewerId` holds an accepted relationship of this type with `ownerId`. */
  async accepted(ownerId: string, viewerId: string, type: RelationshipType): Promise<boolean> {
    const doc = await this.model
      .findById(relationshipViewId(ownerId, viewerId, type), { status: 1 })
      .lean<Pick<RelationshipViewDoc, 'status'>>();
    return doc?.status === 'accepted';
  }
}
