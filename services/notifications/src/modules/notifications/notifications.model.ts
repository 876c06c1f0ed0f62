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
  /** Read one at a time (mark read); a mark-all-read does not write it: see `generation`. */
  isRead: boolean;
  /**
   * The member's read generation when it became unread (created, marked unread, woken from a snooze):
   * a mark-all-read moves the member's generation on (`notification_read_marks`), and every
   * notification of an earlier generation reads as read. Missing on notifications stored before it
   * existed: generation 0.
   */
  generation: number;
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
      generation: { type: Number, default: 0 },
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
  // the member's unread ones (the count, the digest, the page after mark-all-read): equalities on all three
  schema.index({ userId: 1, generation: 1, isRead: 1 });
  schema.index({ isSnoozed: 1, snoozeUntil: 1 });
  return conn.model<NotificationDoc>('Notification', schema);
}

/**
 * A member's read watermark (MongoDB's computed pattern): one document keyed by the member's id.
 * Every notification of theirs whose `generation` is below this one's reads as read; mark-all-read is
 * one write here (`$inc`), whatever the number of unread notifications. Notifications created or
 * marked unread since carry the current generation and stay unread.
 */
export interface NotificationReadMarkDoc {
  _id: string;
  generation: number;
  markedAt: Date;
}

export function notificationReadMarkModel(conn: Connection): Model<NotificationReadMarkDoc> {
  if (conn.models.NotificationReadMark) return conn.models.NotificationReadMark as Model<NotificationReadMarkDoc>;
  const schema = new Schema<NotificationReadMarkDoc>(
    {
      _id: { type: String, required: true },
      generation: { type: Number, required: true, default: 0 },
      markedAt: { type: Date, required: true },
    },
    { collection: 'notification_read_marks', versionKey: false },
  );
  return conn.model<NotificationReadMarkDoc>('NotificationReadMark', schema);
}
