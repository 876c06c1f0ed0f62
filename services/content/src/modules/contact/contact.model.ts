import { Schema, Types, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/** contact_messages: what visitors sent through the contact form; the outbox carries content.contact.submitted. */
export interface ContactMessageDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: Date;
}

export function contactMessageModel(conn: Connection): Model<ContactMessageDoc> {
  if (conn.models.ContactMessage) return conn.models.ContactMessage as Model<ContactMessageDoc>;
  const schema = new Schema<ContactMessageDoc>(
    {
      name: String,
      email: String,
      subject: String,
      message: String,
      userId: { type: String, default: null },
      createdAt: Date,
      ...outboxSchemaFields,
    },
    { collection: 'contact_messages', versionKey: false },
  );
  schema.index({ createdAt: -1 });
  return conn.model<ContactMessageDoc>('ContactMessage', schema);
}
