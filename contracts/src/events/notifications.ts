import { z } from 'zod';
import { notificationSchema } from '../notifications/enums.ts';

/**
 * Live delivery of notification changes to open browsers. Not a JetStream event: a lightweight
 * NATS core message (no stream holds `live.>`) that the bff turns into a server-sent event for the
 * member. A missed message costs nothing: clients also poll the count.
 * Subject: `<namespace>.live.notifications.<userId>`; the bff subscribes once to `...live.notifications.>`.
 */
export const LIVE_NOTIFICATIONS_SUBJECT = 'live.notifications';
export const liveNotificationSubject = (userId: string) => `${LIVE_NOTIFICATIONS_SUBJECT}.${userId}`;

export const liveNotificationKindSchema = z.enum(['created', 'updated', 'deleted', 'cleared']);

/** The message, and the `data` of the SSE frame `event: notification` (without userId). */
export const liveNotificationSchema = z.object({
  userId: z.string(),
  kind: liveNotificationKindSchema,
  /** the notification after the change (created, updated) */
  notification: notificationSchema.optional(),
  /** the id removed (deleted) */
  id: z.string().optional(),
  /**
   * unread, not snoozed: what the bell badge shows. Null on `created`: counting is a scan on
   * FerretDB, too slow for every event of a burst; the client adds one or refetches the count.
   */
  unreadCount: z.number().int().min(0).nullable(),
});
export type LiveNotification = z.infer<typeof liveNotificationSchema>;
