import type { Notification } from '@trap/contracts';
import type { NotificationDoc } from './notifications.model.ts';

/** DECISIONS: the delivered shape. */
export const toNotification = (doc: NotificationDoc): Notification => ({
  id: String(doc._id),
  type: doc.type,
  title: doc.title,
  message: doc.message,
  priority: doc.priority,
  isRead: doc.isRead,
  isSnoozed: doc.isSnoozed,
  snoozeUntil: doc.snoozeUntil ? new Date(doc.snoozeUntil).toISOString() : null,
  actionUrl: doc.actionUrl ?? null,
  relatedEntityType: doc.relatedEntityType ?? null,
  relatedEntityId: doc.relatedEntityId ?? null,
  createdAt: new Date(doc.createdAt).toISOString(),
  expiresAt: doc.expiresAt ? new Date(doc.expiresAt).toISOString() : null,
});
