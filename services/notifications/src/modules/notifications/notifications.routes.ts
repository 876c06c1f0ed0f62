import { notificationsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { NotificationsService } from './notifications.service.ts';

/** SPEC 7 notification calls: a member only ever sees or changes their own (another's id is a 404). */
export function notificationsRoutes(api: ApiRouter, notifications: NotificationsService): void {
  api.handle(notificationsApi.listNotifications, ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return notifications.list(auth.userId);
  });
  api.handle(notificationsApi.countUnread, async ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return { count: await notifications.count(auth.userId) };
  });
  api.handle(notificationsApi.markAllRead, ({ auth }) => notifications.markAllRead(auth.userId));
  api.handle(notificationsApi.sendTest, ({ body, auth }) => notifications.sendTest(auth.userId, body.type));
  api.handle(notificationsApi.markRead, ({ params, auth }) => notifications.setRead(auth.userId, params.id, true));
  api.handle(notificationsApi.markUnread, ({ params, auth }) => notifications.setRead(auth.userId, params.id, false));
  api.handle(notificationsApi.snooze, ({ params, body, auth }) => notifications.snooze(auth.userId, params.id, new Date(body.snoozeUntil)));
  api.handle(notificationsApi.deleteNotification, async ({ params, auth }) => {
    await notifications.remove(auth.userId, params.id);
    return { success: true as const };
  });
  api.handle(notificationsApi.deleteAll, ({ auth }) => notifications.removeAll(auth.userId));
}
