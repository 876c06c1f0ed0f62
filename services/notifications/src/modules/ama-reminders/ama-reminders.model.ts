import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Read model of the content service's AMA reminders, fed only by its events: what the reminder
 * notification needs, when it is due, and whether the member removed it. Keyed by reminderId, so
 * a removal that arrives before its set event still wins (the set event finds it removed).
 */
export interface AmaReminderScheduleDoc {
  _id: string;
  userId: string;
  amaId: string;
  title: string;
  scheduledFor: Date | null;
  /** when the notification is due; null while the AMA has no date (TBD) */
  remindAt: Date | null;
  removed: boolean;
  createdAt: Date;
}

export function amaReminderScheduleModel(conn: Connection): Model<AmaReminderScheduleDoc> {
  if (conn.models.AmaReminderSchedule) return conn.models.AmaReminderSchedule as Model<AmaReminderScheduleDoc>;
  const schema = new Schema<AmaReminderScheduleDoc>(
    {
      _id: String,
      userId: String,
      amaId: String,
      title: String,
      scheduledFor: Date,
      remindAt: Date,
      removed: Boolean,
      createdAt: Date,
    },
    { collection: 'ama_reminder_schedules', versionKey: false },
  );
  // an AMA's pending reminders, when it is rescheduled or removed
  schema.index({ amaId: 1, removed: 1 });
  return conn.model<AmaReminderScheduleDoc>('AmaReminderSchedule', schema);
}
