import { Schema, type Connection, type Model } from 'mongoose';

/** contact_deliveries: one per contact message (`_id` = message id), claimed before the e-mail goes out. */
export interface ContactDeliveryDoc {
  _id: string;
  to: string;
  status: 'sending' | 'sent';
  createdAt: Date;
  sentAt: Date | null;
}

export function contactDeliveryModel(conn: Connection): Model<ContactDeliveryDoc> {
  if (conn.models.ContactDelivery) return conn.models.ContactDelivery as Model<ContactDeliveryDoc>;
  const schema = new Schema<ContactDeliveryDoc>(
    { _id: String, to: String, status: String, createdAt: Date, sentAt: Date },
    { collection: 'contact_deliveries', versionKey: false },
  );
  return conn.model<ContactDeliveryDoc>('ContactDelivery', schema);
}
