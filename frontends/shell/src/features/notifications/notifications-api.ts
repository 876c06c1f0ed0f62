import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queryOptions, routeKey, useAuth, type RouteResponse } from '@trap/ui';
import type { Notification } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';

/**
 * What the bell needs from the start: the unread count and how live frames change the cached list and
 * count. The list and the actions are the panel's (notification-actions.ts), loaded with it on first use.
 */

/** The keys of the list and the unread count (live frames write them directly). */
export const NOTIFICATIONS_KEY = routeKey(notificationsApi.listNotifications);
export const NOTIFICATION_COUNT_KEY = routeKey(notificationsApi.countUnread);

/** The live frame of `GET /api/notifications/stream` (`event: notification`). */
export interface LiveNotification {
  kind: 'created' | 'updated' | 'deleted' | 'cleared';
  notification?: Notification;
  id?: string;
  /** The count after the change; absent on created (one more unread) and null from a mutation's answer: the count is read again. */
  unreadCount?: number | null;
}

export function useUnreadCount(pollMs: number | false) {
  const { user } = useAuth();
  return useQuery({ ...queryOptions(notificationsApi.countUnread), enabled: !!user, refetchInterval: pollMs });
}

/** Applies one live frame (or a mutation's answer) to the cached list and count. */
export function applyLive(queryClient: QueryClient, frame: LiveNotification): void {
  const list = queryClient.getQueryData<RouteResponse<typeof notificationsApi.listNotifications>>(NOTIFICATIONS_KEY);
  if (list) {
    let next = list;
    if (frame.kind === 'created' && frame.notification) {
      const n = frame.notification;
      next = [n, ...list.filter((x) => x.id !== n.id)];
    } else if (frame.kind === 'updated' && frame.notification) {
      const n = frame.notification;
      next = list.some((x) => x.id === n.id) ? list.map((x) => (x.id === n.id ? n : x)) : [n, ...list];
    } else if (frame.kind === 'deleted' && frame.id) {
      next = list.filter((x) => x.id !== frame.id);
    } else if (frame.kind === 'cleared') {
      next = [];
    }
    queryClient.setQueryData(NOTIFICATIONS_KEY, next);
  } else {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }
  if (frame.unreadCount == null) void queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY });
  else queryClient.setQueryData(NOTIFICATION_COUNT_KEY, { count: frame.unreadCount });
}
