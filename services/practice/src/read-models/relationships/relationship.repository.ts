import type { Connection, Model } from 'mongoose';
import type { RelationshipType } from '@trap/contracts';
import { documentStore } from '@trap/kit';
import { relationshipViewId, relationshipViewModel, type RelationshipViewDoc } from './relationship.model.ts';

export type RelationshipView = Omit<RelationshipViewDoc, '_id' | 'syncedAt'>;

export class RelationshipViewRepository {
  readonly model: Model<RelationshipViewDoc>;

  constructor(conn: Connection) {
    this.model = relationshipViewModel(conn);
  }

  /**
   * Stores the view unless one of the same or a later revision is there (upsertUnlessNewer), so a
   * redelivered or late event changes nothing. The filter is
   * more than `_id` (a pass over this small collection on FerretDB), but only on an event, never on a read.
   */
  apply(view: RelationshipView): Promise<'applied' | 'stale'> {
    const _id = relationshipViewId(view.ownerId, view.viewerId, view.type);
    return documentStore(this.model).upsertUnlessNewer(_id, { revision: { $lt: view.revision } }, { ...view, syncedAt: new Date() });
  }

  /** Whether `viewerId` holds an accepted relationship of this type with `ownerId`. */
  async accepted(ownerId: string, viewerId: string, type: RelationshipType): Promise<boolean> {
    const doc = await this.model
      .findById(relationshipViewId(ownerId, viewerId, type), { status: 1 })
      .lean<Pick<RelationshipViewDoc, 'status'>>();
    return doc?.status === 'accepted';
  }
}
