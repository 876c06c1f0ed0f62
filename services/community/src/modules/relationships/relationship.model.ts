import { Schema, type Connection, type Model } from 'mongoose';
import type { RelationshipType } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';

type StoredRelationshipStatus = 'pending' | 'accepted' | 'declined' | 'removed';

/**
 * SPEC 3.2 user_relationships. `_id` names the relationship (relationshipId), so "one per user,
 * related user and type" is the _id itself and every lookup is a bare `_id` (the one filter FerretDB
 * pushes down). A removed one stays, marked `removed`: its event rides in the same write, and a new
 * request reuses it with the next `revision`.
 */
export interface RelationshipDoc {
  _id: string;
  /** who asked */
  userId: string;
  /** who was asked; for `coach`, the coach */
  relatedUserId: string;
  type: RelationshipType;
  status: StoredRelationshipStatus;
  /** when it was accepted */
  since: Date | null;
  notes: string;
  /** counts the changes, so consumers of its events can keep the newest */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A friendship is mutual: one document per pair, whoever asked. A coach relationship has a direction. */
export const relationshipIdFor = (userId: string, relatedUserId: string, type: RelationshipType) =>
  type === 'friend' ? `${[userId, relatedUserId].sort().join(':')}:friend` : `${userId}:${relatedUserId}:coach`;

export function relationshipModel(conn: Connection): Model<RelationshipDoc> {
  if (conn.models.Relationship) return conn.models.Relationship as Model<RelationshipDoc>;
  const schema = new Schema<RelationshipDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true },
      relatedUserId: { type: String, required: true },
      type: { type: String, required: true },
      status: { type: String, required: true },
      since: { type: Date, default: null },
      notes: { type: String, default: '' },
      revision: { type: Number, required: true },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'user_relationships', versionKey: false },
  );
  schema.index({ userId: 1, relatedUserId: 1, type: 1 }, { unique: true });
  schema.index({ relatedUserId: 1 });
  return conn.model<RelationshipDoc>('Relationship', schema);
}
