import { Schema, type Connection, type Model } from 'mongoose';
import type { RelationshipType } from '@trap/contracts';

/**
 * Who may read whose practice, from community.relationship.changed: one document per owner, viewer
 * and type, `_id` = `<ownerId>:<viewerId>:<type>`, so the check on every shared read is a bare `_id`
 * lookup (the one filter FerretDB pushes down). A friendship gives two (each reads the other's), a
 * coach relationship one (the coach reads the member's). Ended ones stay with their revision, so an
 * older event arriving late cannot grant access again.
 */
export interface RelationshipViewDoc {
  _id: string;
  ownerId: string;
  viewerId: string;
  type: RelationshipType;
  /** as community last said: pending, accepted, declined or removed; only accepted gives access */
  status: string;
  since: Date | null;
  revision: number;
  syncedAt: Date;
}

export const relationshipViewId = (ownerId: string, viewerId: string, type: RelationshipType) => `${ownerId}:${viewerId}:${type}`;

export function relationshipViewModel(conn: Connection): Model<RelationshipViewDoc> {
  if (conn.models.RelationshipView) return conn.models.RelationshipView as Model<RelationshipViewDoc>;
  const schema = new Schema<RelationshipViewDoc>(
    {
      _id: { type: String, required: true },
      ownerId: String,
      viewerId: String,
      type: String,
      status: String,
      since: { type: Date, default: null },
      revision: Number,
      syncedAt: Date,
    },
    { collection: 'relationships', versionKey: false },
  );
  return conn.model<RelationshipViewDoc>('RelationshipView', schema);
}
