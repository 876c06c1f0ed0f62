import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError, setFields, withDocumentLock, type OutboxEntry } from '@trap/kit';
import { relationshipModel, type RelationshipDoc } from './relationship.model.ts';

export type Relationship = Omit<RelationshipDoc, '_outbox'>;

/** user_relationships; every write holds the document's lock (FerretDB#3040: the relay's $pull races it). */
export class RelationshipRepository {
  readonly model: Model<RelationshipDoc>;

  constructor(conn: Connection) {
    this.model = relationshipModel(conn);
  }

  findById(id: string): Promise<Relationship | null> {
    return this.model.findById(id).lean<Relationship>();
  }

  /** What the member asked or was asked, removed ones left out. One pass over the collection on FerretDB: no hot path. */
  listFor(userId: string): Promise<Relationship[]> {
    return this.model
      .find({ $or: [{ userId }, { relatedUserId: userId }], status: { $ne: 'removed' } })
      .sort({ updatedAt: -1, _id: 1 })
      .lean<Relationship[]>();
  }

  /**
   * Reads the relationship (null when there is none yet) under its lock and stores what `change`
   * makes of it, with its events in the outbox of the same write. `change` may throw to refuse.
   * Null when another process inserted the same relationship first.
   */
  async write(
    id: string,
    change: (current: Relationship | null) => { next: Relationship; events: OutboxEntry[] },
  ): Promise<Relationship | null> {
    return withDocumentLock(this.model, id, async () => {
      const current = await this.findById(id);
      const { next, events } = change(current);
      if (!current) {
        try {
          await this.model.collection.insertOne({ ...next, _outbox: events } as never);
        } catch (err) {
          if (isDuplicateKeyError(err)) return null;
          throw err;
        }
      } else {
        const { _id, ...fields } = next;
        await this.model.collection.updateOne(
          { _id: id } as never,
          { ...setFields(current, fields), $push: { _outbox: { $each: events } } } as never,
        );
      }
      return next;
    });
  }
}
