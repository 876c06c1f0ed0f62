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
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@trap/ui';
import { NOTIFICATIONS_KEY, useNotificationAction, useNotifications } from './notifications-api.ts';
import { BellButton } from './bell-button.tsx';

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

/**
 * SPEC 2.10 notification panel: a popover with tabs and per-item actions, loaded on first use
 * (notification-bell.tsx keeps the bell, its count and the live stream), so it opens as it mounts.
 */
export function NotificationPanel({ count, live }: { count: number; live: boolean }) {
  const navigate = useNavigate();
  const { data: notifications = [], isLoading } = useNotifications();
  const action = useNotificationAction();
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState<Tab>('all');
  const [snoozeId, setSnoozeId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [clearOpen, setClearOpen] = useState(false);
  const queryClient = useQueryClient();

  // Without the stream only the count is polled, so the list is read again when the panel opens.
  useEffect(() => {
    if (open && !live) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [open, live, queryClient]);

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
          <BellButton count={count} />
        </PopoverTrigger>
        <PopoverContent className="notif-panel" aria-labelledby="notif-panel-title">
          <div className="notif-panel__head">
            <h2 id="notif-panel-title" className="notif-panel__title">
              Notifications
            </h2>
            {/* both turn off by their own use: they keep focus rather than drop it to the page */}
            <div className="notif-panel__actions">
              <Button
                variant="ghost"
                size="sm"
                disabled={!unreadInList && count === 0}
                focusableWhenDisabled
                onClick={() => action.mutate({ kind: 'mark-all-read' })}
              >
                Mark all read
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={notifications.length === 0}
                focusableWhenDisabled
                onClick={() => setClearOpen(true)}
              >
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
            {/* the list is the selected tab's panel, so the tab names what it controls */}
            <TabsContent value={tab}>
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
            </TabsContent>
          </Tabs>
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
