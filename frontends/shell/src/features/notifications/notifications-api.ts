import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, errorMessage, queryOptions, routeKey, toast, useAuth, type RouteResponse } from '@trap/ui';
import type { Notification } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';

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

/** SPEC 4.2: lists load only for a logged-in user. */
export function useNotifications() {
  const { user } = useAuth();
  return useQuery({ ...queryOptions(notificationsApi.listNotifications), enabled: !!user });
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

type Action =
  | { kind: 'read' | 'unread' | 'delete'; id: string }
  | { kind: 'snooze'; id: string; until: Date }
  | { kind: 'mark-all-read' }
  | { kind: 'clear-all' };

/** SPEC 8.3 wording of each action in 'Failed to <action>: <message>'. */
const ACTION_LABELS: Record<Action['kind'], string> = {
  read: 'mark notification as read',
  unread: 'mark notification as unread',
  delete: 'delete notification',
  snooze: 'snooze notification',
  'mark-all-read': 'mark all notifications as read',
  'clear-all': 'clear notifications',
};

async function run(action: Action): Promise<unknown> {
  switch (action.kind) {
    case 'read':
      return call(notificationsApi.markRead, { params: { id: action.id } });
    case 'unread':
      return call(notificationsApi.markUnread, { params: { id: action.id } });
    case 'snooze':
      return call(notificationsApi.snooze, { params: { id: action.id }, body: { snoozeUntil: action.until.toISOString() } });
    case 'delete':
      return call(notificationsApi.deleteNotification, { params: { id: action.id } });
    case 'mark-all-read':
      return call(notificationsApi.markAllRead);
    case 'clear-all':
      return call(notificationsApi.deleteAll);
  }
}

/** One notifications layer for every action (SPEC 7); the list and count are refreshed afterwards. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result, action) => {
      if ((action.kind === 'read' || action.kind === 'unread' || action.kind === 'snooze') && result && typeof result === 'object') {
        applyLive(queryClient, { kind: 'updated', notification: result as Notification, unreadCount: null });
      } else if (action.kind === 'delete') {
        applyLive(queryClient, { kind: 'deleted', id: action.id, unreadCount: null });
      } else if (action.kind === 'clear-all') {
        applyLive(queryClient, { kind: 'cleared', unreadCount: 0 });
      } else {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY });
      }
    },
    onError: (error, action) =>
      toast({ title: 'Error', description: `Failed to ${ACTION_LABELS[action.kind]}: ${errorMessage(error)}`, variant: 'destructive' }),
  });
}
