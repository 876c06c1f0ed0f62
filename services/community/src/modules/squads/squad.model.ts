import { Schema, type Connection, type Model } from 'mongoose';
import type { SquadMemberStatus, SquadRole } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';

/** One row of SPEC 3.2 squad_members, kept inside its squad (one per member: the service never adds a second). */
export interface SquadMemberEntry {
  userId: string;
  role: SquadRole;
  status: SquadMemberStatus;
  /** when the member joined or accepted; null while invited */
  joinedAt: Date | null;
  /** the owner or captain who invited them; null for the founder and those who joined a public squad */
  invitedBy: string | null;
  invitedAt: Date | null;
}

/**
 * SPEC 3.2 shooting_squads with its squad_members embedded: "one owner", "unique per squad and user"
 * and the member limit are decisions over the whole set, made in one single-document write under the
 * document's lock (no multi-document transactions on FerretDB or without a replica set). A deleted
 * squad stays as a tombstone (`deletedAt`) so the notices recorded with its last write still go out.
 */
export interface SquadDoc {
  _id: string;
  name: string;
  description: string;
  imageUrl: string;
  isPrivate: boolean;
  ownerId: string;
  members: SquadMemberEntry[];
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function squadModel(conn: Connection): Model<SquadDoc> {
  if (conn.models.Squad) return conn.models.Squad as Model<SquadDoc>;
  const member = new Schema<SquadMemberEntry>(
    {
      userId: { type: String, required: true },
      role: { type: String, required: true },
      status: { type: String, required: true },
      joinedAt: { type: Date, default: null },
      invitedBy: { type: String, default: null },
      invitedAt: { type: Date, default: null },
    },
    { _id: false },
  );
  const schema = new Schema<SquadDoc>(
    {
      _id: { type: String, required: true },
      name: { type: String, required: true },
      description: { type: String, default: '' },
      imageUrl: { type: String, default: '' },
      isPrivate: { type: Boolean, required: true },
      ownerId: { type: String, required: true },
      members: { type: [member], default: [] },
      deletedAt: { type: Date, default: null },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'shooting_squads', versionKey: false },
  );
  schema.index({ 'members.userId': 1 });
  schema.index({ isPrivate: 1, createdAt: -1 });
  return conn.model<SquadDoc>('Squad', schema);
}
