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

/** unread, not snoozed: what the bell badge shows, counted after the change. */
const unreadCountSchema = z.number().int().min(0);

/**
 * The message, and the `data` of the SSE frame `event: notification` (without userId).
 *
 * A `created` frame is one more unread notification (a new one is never read or snoozed): the client
 * adds one to its count, or reads GET /api/notifications/count again. It carries no count on
 * purpose: notifications are created by events for every member they concern (an announcement
 * reaches every member), mostly members with no page open, and counting for each would cost a
 * count per recipient where the change itself is known. The other kinds come from a member's own
 * action or a wake-up and carry the count after the change.
 */
export const liveNotificationSchema = z.discriminatedUnion('kind', [
  z.object({ userId: z.string(), kind: z.literal('created'), notification: notificationSchema }),
  /** read, unread, snoozed or woken: the notification after the change */
  z.object({ userId: z.string(), kind: z.literal('updated'), notification: notificationSchema, unreadCount: unreadCountSchema }),
  /** the id removed */
  z.object({ userId: z.string(), kind: z.literal('deleted'), id: z.string(), unreadCount: unreadCountSchema }),
  /** all marked read, or all deleted */
  z.object({ userId: z.string(), kind: z.literal('cleared'), unreadCount: unreadCountSchema }),
]);
export type LiveNotification = z.infer<typeof liveNotificationSchema>;
