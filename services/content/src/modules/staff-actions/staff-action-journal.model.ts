import { Schema, Types, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/**
 * content_staff_actions: one document per staff action on an item that can be deleted (a range slot
 * opened or withdrawn, an AMA question answered or removed by a moderator), carrying its audit event
 * (content.staff_action.recorded) in its outbox. A journal of its own because a deleted document
 * would lose its pending events; written right after the change.
 */
export interface StaffActionJournalDoc {
  _id: Types.ObjectId;
  action: string;
  itemId: string;
  at: Date;
}

export function staffActionJournalModel(conn: Connection): Model<StaffActionJournalDoc> {
  if (conn.models.ContentStaffAction) return conn.models.ContentStaffAction as Model<StaffActionJournalDoc>;
  const schema = new Schema<StaffActionJournalDoc>(
    {
      action: { type: String, required: true },
      itemId: { type: String, required: true },
      at: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'content_staff_actions', versionKey: false },
  );
  return conn.model<StaffActionJournalDoc>('ContentStaffAction', schema);
}
