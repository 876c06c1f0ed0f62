import { Schema, type Connection, type Model } from 'mongoose';

/**
 * account_mail_deliveries: one per account-mail event (`_id` = event id), claimed before the e-mail
 * goes out; a check-in code's mail is one per entry (`_id` = `check_in:<entry id>`).
 */
export interface AccountMailDeliveryDoc {
  _id: string;
  kind: 'password_reset' | 'email_verification' | 'password_changed' | 'invoice' | 'check_in';
  userId: string;
  status: 'sending' | 'sent';
  createdAt: Date;
  sentAt: Date | null;
}

export function accountMailDeliveryModel(conn: Connection): Model<AccountMailDeliveryDoc> {
  if (conn.models.AccountMailDelivery) return conn.models.AccountMailDelivery as Model<AccountMailDeliveryDoc>;
  const schema = new Schema<AccountMailDeliveryDoc>(
    { _id: String, kind: String, userId: String, status: String, createdAt: Date, sentAt: Date },
    { collection: 'account_mail_deliveries', versionKey: false },
  );
  return conn.model<AccountMailDeliveryDoc>('AccountMailDelivery', schema);
}
