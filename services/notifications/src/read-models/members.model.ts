import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Whose address is whose: each member's verified e-mail, from `auth.verified_email.changed`.
 * Rows written before that event carried the address given at registration in `email`;
 * it was never verified, so nothing reads it.
 */
export interface MemberDoc {
  _id: string; // userId
  /** lower-cased; null while the member's current address is unverified */
  verifiedEmail: string | null;
  /** occurredAt of the event the address came from: an older one arriving late changes nothing */
  verifiedEmailAsOf?: Date;
}

export function memberModel(conn: Connection): Model<MemberDoc> {
  if (conn.models.Member) return conn.models.Member as Model<MemberDoc>;
  const schema = new Schema<MemberDoc>(
    { _id: String, verifiedEmail: { type: String, default: null }, verifiedEmailAsOf: Date },
    { collection: 'members', versionKey: false },
  );
  schema.index({ verifiedEmail: 1 });
  return conn.model<MemberDoc>('Member', schema);
}
