import { Schema, type Connection, type Model } from 'mongoose';
import type { Language } from '@trap/contracts/language';

/**
 * Whose address is whose: each member's verified e-mail, from `auth.verified_email.changed`, and the
 * language they read in, from auth's profile events.
 * Rows written before that event carried the address given at registration in `email`;
 * it was never verified, so nothing reads it.
 */
export interface MemberDoc {
  _id: string; // userId
  /** lower-cased; null while the member's current address is unverified */
  verifiedEmail: string | null;
  /** occurredAt of the event the address came from: an older one arriving late changes nothing */
  verifiedEmailAsOf?: Date;
  /** the language the member reads their notifications and e-mails in (auth.user.registered/updated); absent: English */
  language?: Language;
  /** occurredAt of the profile event the language came from: an older one arriving late changes nothing */
  languageAsOf?: Date;
}

export function memberModel(conn: Connection): Model<MemberDoc> {
  if (conn.models.Member) return conn.models.Member as Model<MemberDoc>;
  const schema = new Schema<MemberDoc>(
    { _id: String, verifiedEmail: { type: String, default: null }, verifiedEmailAsOf: Date, language: String, languageAsOf: Date },
    { collection: 'members', versionKey: false },
  );
  schema.index({ verifiedEmail: 1 });
  return conn.model<MemberDoc>('Member', schema);
}
