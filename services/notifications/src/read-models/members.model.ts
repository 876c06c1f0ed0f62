import { Schema, type Connection, type Model } from 'mongoose';

/** Who gets e-mail: the member's address and name, copied from `auth.user.registered`. */
export interface MemberDoc {
  _id: string; // userId
  email: string;
  displayName: string;
  updatedAt: Date;
}

export function memberModel(conn: Connection): Model<MemberDoc> {
  if (conn.models.Member) return conn.models.Member as Model<MemberDoc>;
  const schema = new Schema<MemberDoc>(
    { _id: String, email: { type: String, required: true }, displayName: String, updatedAt: Date },
    { collection: 'members', versionKey: false },
  );
  schema.index({ email: 1 });
  return conn.model<MemberDoc>('Member', schema);
}
