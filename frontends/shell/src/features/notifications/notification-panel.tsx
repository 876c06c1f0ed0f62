import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Notification, NotificationType } from '@trap/contracts';
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
  formatDateTime,
} from '@trap/ui';
import { NOTIFICATIONS_KEY } from './notifications-api.ts';
import { useNotificationAction, useNotifications } from './notification-actions.ts';
import { BellButton } from './bell-button.tsx';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';

// The calendar (react-day-picker, date-fns) loads only when a snooze is chosen.
const SnoozeDialog = lazy(() => import('./snooze-dialog.tsx').then((m) => ({ default: m.SnoozeDialog })));

type Tab = 'all' | 'unread' | 'read' | 'important' | 'snoozed';
const TABS: { value: Tab; labelKey: string; keep: (n: Notification) => boolean }[] = [
  { value: 'all', labelKey: 'notifications.tabs.all', keep: () => true },
  { value: 'unread', labelKey: 'notifications.tabs.unread', keep: (n) => !n.isRead },
  { value: 'read', labelKey: 'notifications.tabs.read', keep: (n) => n.isRead },
  { value: 'important', labelKey: 'notifications.tabs.important', keep: (n) => n.priority === 'high' || n.priority === 'urgent' },
  { value: 'snoozed', labelKey: 'notifications.tabs.snoozed', keep: (n) => n.isSnoozed },
];

/** SPEC's type labels (NOTIFICATION_TYPE_LABELS, word for word in English) as texts of the shell's namespace. */
const TYPE_TEXTS: Record<NotificationType, { labelKey: string }> = {
  membership_expiry: { labelKey: 'notifications.types.membership_expiry' },
  upcoming_event: { labelKey: 'notifications.types.upcoming_event' },
  practice_session: { labelKey: 'notifications.types.practice_session' },
  maintenance_due: { labelKey: 'notifications.types.maintenance_due' },
  challenge_completed: { labelKey: 'notifications.types.challenge_completed' },
  achievement_unlocked: { labelKey: 'notifications.types.achievement_unlocked' },
  system_announcement: { labelKey: 'notifications.types.system_announcement' },
  weather_alert: { labelKey: 'notifications.types.weather_alert' },
  community_activity: { labelKey: 'notifications.types.community_activity' },
  licence_expiry: { labelKey: 'notifications.types.licence_expiry' },
};

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
  const { t, language } = useShellPageT();

  // Without the stream only the count is polled, so the list is read again when the panel opens.
  useEffect(() => {
    if (open && !live) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [open, live, queryClient]);

  const unreadInList = notifications.some((n) => !n.isRead);
  const shown = useMemo(() => notifications.filter(TABS.find((x) => x.value === tab)!.keep), [notifications, tab]);

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
              {t('notifications.title')}
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
                {t('notifications.markAllRead')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={notifications.length === 0}
                focusableWhenDisabled
                onClick={() => setClearOpen(true)}
              >
                {t('notifications.clearAll')}
              </Button>
            </div>
          </div>
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList aria-label={t('notifications.filter')}>
              {TABS.map((x) => (
                <TabsTrigger key={x.value} value={x.value}>
                  {t(x.labelKey)}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* the list is the selected tab's panel, so the tab names what it controls */}
            <TabsContent value={tab}>
              <ul className="notif-panel__list" aria-label={t('notifications.list')} aria-busy={isLoading || undefined}>
                {shown.length === 0 ? (
                  <li className="notif-panel__empty">{isLoading ? t('notifications.loading') : t('notifications.empty')}</li>
                ) : (
                  shown.map((n) => (
                    <li key={n.id} className={n.isRead ? 'notif-item' : 'notif-item notif-item--unread'} data-testid="notification-item">
                      <button type="button" className="notif-item__body" onClick={() => openItem(n)}>
                        <span className="notif-item__title">
                          {n.title}
                          {n.isSnoozed ? <span className="ui-badge ui-badge--warning">{t('notifications.snoozedBadge')}</span> : null}
                          {!n.isRead ? <span className="ui-sr-only">{t('notifications.unread')}</span> : null}
                        </span>
                        <span className="notif-item__message" style={{ display: 'block' }}>
                          {n.message}
                        </span>
                        <span className="notif-item__meta" style={{ display: 'block' }}>
                          {TYPE_TEXTS[n.type] ? t(TYPE_TEXTS[n.type].labelKey) : n.type} · {formatDateTime(n.createdAt, language)}
                        </span>
                      </button>
                      <DropdownMenu modal={false}>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={t('notifications.actionsFor', { title: n.title })}>
                            <span aria-hidden="true">⋮</span>
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuItem onSelect={() => action.mutate({ kind: n.isRead ? 'unread' : 'read', id: n.id })}>
                            {n.isRead ? t('notifications.markUnread') : t('notifications.markRead')}
                          </DropdownMenuItem>
                          <DropdownMenuItem onSelect={() => setSnoozeId(n.id)}>{t('notifications.snooze')}</DropdownMenuItem>
                          <DropdownMenuItem onSelect={() => setDeleteId(n.id)}>{t('notifications.delete')}</DropdownMenuItem>
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
        title={t('notifications.deleteTitle')}
        description={t('notifications.deleteText')}
        confirmLabel={t('notifications.delete')}
        onConfirm={() => {
          if (deleteId) action.mutate({ kind: 'delete', id: deleteId });
        }}
      />
      <ConfirmDialog
        open={clearOpen}
        onOpenChange={setClearOpen}
        title={t('notifications.clearTitle')}
        description={t('notifications.clearText')}
        confirmLabel={t('notifications.deleteAll')}
        onConfirm={() => action.mutate({ kind: 'clear-all' })}
      />
    </>
  );
}
