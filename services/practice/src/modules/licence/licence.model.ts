import { Schema, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/** The reminder stages of a licence, in the order they come (LICENCE_REMINDER_DAYS, then the lapse). */
export const REMINDER_STAGES = ['90', '30', '7', 'expired'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/**
 * practice_arms_licences: one document per member (`_id` = userId, so FerretDB reads it by `_id`;
 * `userId` as well, so the member's data download and removal find it with the rest). The licence
 * number is never stored as text: `numberCipher` is AES-256-GCM (iv | tag | cipher text, base64) under
 * the key named by `numberKeyId` (licence-cipher.ts). Reminders go out once per stage for the
 * valid-until date they were recorded for (`remindersFor`); `nextReminderOn` is the IST day the next
 * one is due, which the daily job looks for (indexed), null when all went out.
 */
export interface LicenceDoc {
  _id: string;
  userId: string;
  numberCipher: string;
  numberKeyId: string;
  issuingAuthority: string;
  /** YYYY-MM-DD, the last day it is valid */
  validUntil: string;
  firearmIds: string[];
  ammunitionLimit: number | null;
  remindersFor: string;
  remindersSent: ReminderStage[];
  nextReminderOn: string | null;
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function licenceModel(conn: Connection): Model<LicenceDoc> {
  if (conn.models.PracticeArmsLicence) return conn.models.PracticeArmsLicence as Model<LicenceDoc>;
  const schema = new Schema<LicenceDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true },
      numberCipher: { type: String, required: true },
      numberKeyId: { type: String, required: true },
      issuingAuthority: { type: String, required: true },
      validUntil: { type: String, required: true },
      firearmIds: { type: [String], default: [] },
      ammunitionLimit: { type: Number, default: null },
      remindersFor: { type: String, required: true },
      remindersSent: { type: [String], default: [] },
      nextReminderOn: { type: String, default: null },
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'practice_arms_licences', versionKey: false, minimize: false },
  );
  schema.index({ nextReminderOn: 1 });
  return conn.model<LicenceDoc>('PracticeArmsLicence', schema);
}
