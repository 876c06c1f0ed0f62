import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TYPE_LABELS, type Notification } from '@trap/contracts';
import {
  Button,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Tabs,
  TabsList,
  TabsTrigger,
  useAuth,
} from '@trap/ui';
import { NOTIFICATIONS_KEY, useNotificationAction, useNotifications, useUnreadCount } from './notifications-api.ts';
import { COUNT_POLL_MS, useNotificationStream } from './use-notification-stream.ts';
import './notifications.css';

// The calendar (react-day-picker, date-fns) loads only when a snooze is chosen.
const SnoozeDialog = lazy(() => import('./snooze-dialog.tsx').then((m) => ({ default: m.SnoozeDialog })));

type Tab = 'all' | 'unread' | 'read' | 'important' | 'snoozed';
const TABS: { value: Tab; label: string; keep: (n: Notification) => boolean }[] = [
  { value: 'all', label: 'All', keep: () => true },
  { value: 'unread', label: 'Unread', keep: (n) => !n.isRead },
  { value: 'read', label: 'Read', keep: (n) => n.isRead },
  { value: 'important', label: 'Important', keep: (n) => n.priority === 'high' || n.priority === 'urgent' },
  { value: 'snoozed', label: 'Snoozed', keep: (n) => n.isSnoozed },
];

/** SPEC 9: the badge caps at 99+. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** SPEC 2.10 notification panel: bell with unread badge, popover with tabs, per-item actions. Logged-in users only. */
export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <NotificationPanel />;
}

function NotificationPanel() {
  const navigate = useNavigate();
  const live = useNotificationStream();
  const { data: notifications = [], isLoading } = useNotifications();
  const { data: countData } = useUnreadCount(live ? false : COUNT_POLL_MS);
  const action = useNotificationAction();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('all');
  const [snoozeId, setSnoozeId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [clearOpen, setClearOpen] = useState(false);
  const queryClient = useQueryClient();

  // Without the stream only the count is polled, so the list is read again when the panel opens.
  useEffect(() => {
    if (open && !live) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [open, live, queryClient]);

  const count = countData?.count ?? 0;
  const unreadInList = notifications.some((n) => !n.isRead);
  const shown = useMemo(() => notifications.filter(TABS.find((t) => t.value === tab)!.keep), [notifications, tab]);

  const openItem = (n: Notification) => {
    if (!n.actionUrl) return;
    if (!n.isRead) action.mutate({ kind: 'read', id: n.id });
    setOpen(false);
    if (/^https?:\/\//.test(n.actionUrl)) window.location.assign(n.actionUrl);
    else void navigate(n.actionUrl);
  };

  return (
    <>
      <Popover
        open={open}
        // A dialog opened from the panel keeps it open behind.
        onOpenChange={(next) => (next || (snoozeId == null && deleteId == null && !clearOpen) ? setOpen(next) : undefined)}
      >
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" className="notif-bell" aria-label="Notifications">
            <BellIcon />
            {count > 0 ? (
              <span className="notif-bell__badge" data-testid="notification-badge">
                {badgeText(count)}
              </span>
            ) : null}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="notif-panel" aria-labelledby="notif-panel-title">
          <div className="notif-panel__head">
            <h2 id="notif-panel-title" className="notif-panel__title">
              Notifications
            </h2>
            <div className="notif-panel__actions">
              <Button
                variant="ghost"
                size="sm"
                disabled={!unreadInList && count === 0}
                onClick={() => action.mutate({ kind: 'mark-all-read' })}
              >
                Mark all read
              </Button>
              <Button variant="ghost" size="sm" disabled={notifications.length === 0} onClick={() => setClearOpen(true)}>
                Clear all
              </Button>
            </div>
          </div>
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList aria-label="Filter notifications">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <ul className="notif-panel__list" aria-label="Notification list" aria-busy={isLoading || undefined}>
            {shown.length === 0 ? (
              <li className="notif-panel__empty">{isLoading ? 'Loading...' : 'No notifications'}</li>
            ) : (
              shown.map((n) => (
                <li key={n.id} className={n.isRead ? 'notif-item' : 'notif-item notif-item--unread'} data-testid="notification-item">
                  <button type="button" className="notif-item__body" onClick={() => openItem(n)}>
                    <span className="notif-item__title">
                      {n.title}
                      {n.isSnoozed ? <span className="ui-badge ui-badge--warning">Snoozed</span> : null}
                      {!n.isRead ? <span className="ui-sr-only">(unread)</span> : null}
                    </span>
                    <span className="notif-item__message" style={{ display: 'block' }}>
                      {n.message}
                    </span>
                    <span className="notif-item__meta" style={{ display: 'block' }}>
                      {NOTIFICATION_TYPE_LABELS[n.type]} · {new Date(n.createdAt).toLocaleString()}
                    </span>
                  </button>
                  <DropdownMenu modal={false}>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Actions for ${n.title}`}>
                        <span aria-hidden="true">⋮</span>
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => action.mutate({ kind: n.isRead ? 'unread' : 'read', id: n.id })}>
                        {n.isRead ? 'Mark as unread' : 'Mark as read'}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setSnoozeId(n.id)}>Snooze</DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setDeleteId(n.id)}>Delete</DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </li>
              ))
            )}
          </ul>
        </PopoverContent>
      </Popover>
      {snoozeId != null ? (
        <Suspense fallback={null}>
          <SnoozeDialog
            open={snoozeId != null}
            onOpenChange={(o) => !o && setSnoozeId(null)}
            pending={action.isPending}
            onSnooze={(until) => {
              if (snoozeId) action.mutate({ kind: 'snooze', id: snoozeId, until });
              setSnoozeId(null);
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleteId != null}
        onOpenChange={(o) => !o && setDeleteId(null)}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete this notification."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleteId) action.mutate({ kind: 'delete', id: deleteId });
        }}
      />
      <ConfirmDialog
        open={clearOpen}
        onOpenChange={setClearOpen}
        title="Clear all notifications?"
        description="This action cannot be undone. This will permanently delete all your notifications."
        confirmLabel="Delete All"
        onConfirm={() => action.mutate({ kind: 'clear-all' })}
      />
    </>
  );
}
