import { Schema, type Connection, type Model } from 'mongoose';

/** One document per (period, subscription): `_id` is `<period key>:<subscription id>`, so a digest is never sent twice for a period. */
export interface DigestDeliveryDoc {
  _id: string;
  periodKey: string;
  subscriptionId: string;
  email: string;
  notificationCount: number;
  status: 'sending' | 'sent';
  createdAt: Date;
  sentAt: Date | null;
}

export function digestDeliveryModel(conn: Connection): Model<DigestDeliveryDoc> {
  if (conn.models.DigestDelivery) return conn.models.DigestDelivery as Model<DigestDeliveryDoc>;
  const schema = new Schema<DigestDeliveryDoc>(
    {
      _id: String,
      periodKey: String,
      subscriptionId: String,
      email: String,
      notificationCount: Number,
      status: String,
      createdAt: Date,
      sentAt: Date,
    },
    { collection: 'digest_deliveries', versionKey: false },
  );
  schema.index({ periodKey: 1 });
  return conn.model<DigestDeliveryDoc>('DigestDelivery', schema);
}
