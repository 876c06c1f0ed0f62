import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES, type NotificationPriority, type NotificationType } from '@trap/contracts';

/** SPEC 3.2 notifications, plus `sourceKey`: what produced it (event id + member), unique so a redelivered event adds nothing. */
export interface NotificationDoc {
  _id: Types.ObjectId;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  isRead: boolean;
  isSnoozed: boolean;
  snoozeUntil: Date | null;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  actionUrl: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  sourceKey: string;
}

export function notificationModel(conn: Connection): Model<NotificationDoc> {
  if (conn.models.Notification) return conn.models.Notification as Model<NotificationDoc>;
  const schema = new Schema<NotificationDoc>(
    {
      userId: { type: String, required: true },
      type: { type: String, enum: NOTIFICATION_TYPES, required: true },
      title: { type: String, required: true },
      message: { type: String, required: true },
      priority: { type: String, enum: NOTIFICATION_PRIORITIES, default: 'medium' },
      isRead: { type: Boolean, default: false },
      isSnoozed: { type: Boolean, default: false },
      snoozeUntil: { type: Date, default: null },
      relatedEntityType: { type: String, default: null },
      relatedEntityId: { type: String, default: null },
      actionUrl: { type: String, default: null },
      createdAt: { type: Date, default: () => new Date() },
      expiresAt: { type: Date, default: null },
      sourceKey: { type: String, required: true },
    },
    { collection: 'notifications', versionKey: false },
  );
  schema.index({ sourceKey: 1 }, { unique: true });
  schema.index({ userId: 1, createdAt: -1 });
  // the member's unread ones (mark all read, the count)
  schema.index({ userId: 1, isRead: 1 });
  schema.index({ isSnoozed: 1, snoozeUntil: 1 });
  return conn.model<NotificationDoc>('Notification', schema);
}
