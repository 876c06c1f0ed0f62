import type { NextVersion, OutboxStore, ServiceContext } from '@trap/kit';
import { relationshipModel, type RelationshipDoc } from './relationship.model.ts';

export type Relationship = RelationshipDoc;

/** user_relationships: reads by id and by member; writes go with their events through the kit's OutboxStore. */
export class RelationshipRepository {
  private readonly store: OutboxStore<RelationshipDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(relationshipModel(ctx.conn));
  }

  findById(id: string): Promise<Relationship | null> {
    return this.store.findById(id);
  }

  /** What the member asked or was asked, removed ones left out. One pass over the collection on FerretDB: no hot path. */
  listFor(userId: string): Promise<Relationship[]> {
    return this.store.model
      .find({ $or: [{ userId }, { relatedUserId: userId }], status: { $ne: 'removed' } })
      .sort({ updatedAt: -1, _id: 1 })
      .lean<Relationship[]>();
  }

  /**
   * Stores what `change` makes of the relationship (null when there is none yet) with its events in
   * the same write. `change` may throw to refuse. Null when another process inserted it first.
   */
  write(id: string, change: (current: Relationship | null) => NextVersion<Relationship>): Promise<Relationship | null> {
    return this.store.write(id, change);
  }
}
