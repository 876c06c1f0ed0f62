import { Schema, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/**
 * `ama_reminders`: one document per member and AMA (`_id` = `<userId>:<amaId>`, so a member has at
 * most one). Removing a reminder deactivates the document rather than deleting it, because its
 * removed event rides in the document's outbox; setting it again reactivates it with a new reminderId.
 */
export interface AmaReminderDoc {
  _id: string;
  userId: string;
  amaId: string;
  /** new each time the reminder is set; names the notification job */
  reminderId: string;
  active: boolean;
  setAt: Date;
  removedAt: Date | null;
}

export function amaReminderModel(conn: Connection): Model<AmaReminderDoc> {
  if (conn.models.AmaReminder) return conn.models.AmaReminder as Model<AmaReminderDoc>;
  const schema = new Schema<AmaReminderDoc>(
    {
      _id: String,
      userId: { type: String, required: true },
      amaId: { type: String, required: true },
      reminderId: String,
      active: Boolean,
      setAt: Date,
      removedAt: Date,
      ...outboxSchemaFields,
    },
    { collection: 'ama_reminders', versionKey: false },
  );
  schema.index({ userId: 1, amaId: 1 }, { unique: true });
  schema.index({ userId: 1, active: 1, setAt: -1 });
  return conn.model<AmaReminderDoc>('AmaReminder', schema);
}
