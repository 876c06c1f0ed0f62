import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A member blocked another. `_id` is `<blockerId>:<blockedId>`, so "is either of two members
 * blocking the other" is two bare `_id` reads (the one filter FerretDB pushes down). No events: no
 * other service needs blocks, and the block's effects on friendships go out as their own events.
 */
export interface BlockDoc {
  _id: string;
  blockerId: string;
  blockedId: string;
  createdAt: Date;
}

export const blockIdFor = (blockerId: string, blockedId: string) => `${blockerId}:${blockedId}`;

export function blockModel(conn: Connection): Model<BlockDoc> {
  if (conn.models.MemberBlock) return conn.models.MemberBlock as Model<BlockDoc>;
  const schema = new Schema<BlockDoc>(
    {
      _id: { type: String, required: true },
      blockerId: { type: String, required: true },
      blockedId: { type: String, required: true },
      createdAt: { type: Date, required: true },
    },
    { collection: 'member_blocks', versionKey: false },
  );
  schema.index({ blockerId: 1, createdAt: -1 });
  return conn.model<BlockDoc>('MemberBlock', schema);
}
