import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, queryOptions, toast, useAuth, type RouteResponse } from '@trap/ui';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { applyLive, NOTIFICATION_COUNT_KEY, NOTIFICATIONS_KEY } from './notifications-api.ts';

/** SPEC 4.2: lists load only for a logged-in user. */
export function useNotifications() {
  const { user } = useAuth();
  return useQuery({ ...queryOptions(notificationsApi.listNotifications), enabled: !!user });
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

/** Runs the action; the notification it changed (read, unread, snoozed), null for the others. */
async function run(action: Action): Promise<RouteResponse<typeof notificationsApi.markRead> | null> {
  switch (action.kind) {
    case 'read':
      return call(notificationsApi.markRead, { params: { id: action.id } });
    case 'unread':
      return call(notificationsApi.markUnread, { params: { id: action.id } });
    case 'snooze':
      return call(notificationsApi.snooze, { params: { id: action.id }, body: { snoozeUntil: action.until.toISOString() } });
    case 'delete':
      await call(notificationsApi.deleteNotification, { params: { id: action.id } });
      return null;
    case 'mark-all-read':
      await call(notificationsApi.markAllRead);
      return null;
    case 'clear-all':
      await call(notificationsApi.deleteAll);
      return null;
  }
}

/** One notifications layer for every action (SPEC 7); the list and count are refreshed afterwards. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (changed, action) => {
      if (changed) {
        applyLive(queryClient, { kind: 'updated', notification: changed, unreadCount: null });
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
