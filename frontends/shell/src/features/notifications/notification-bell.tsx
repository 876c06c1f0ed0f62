import { useAuth } from '@trap/ui';
import { onDemand, standInTrigger, useOnDemand, usePreloadWhenIdle } from '../../shared/lib/on-demand.ts';
import { useUnreadCount } from './notifications-api.ts';
import { COUNT_POLL_MS, useNotificationStream } from './use-notification-stream.ts';
import { BellButton } from './bell-button.tsx';
import './notifications.css';

const panel = onDemand(() =>
  import(/* webpackChunkName: "notification-panel" */ './notification-panel.tsx').then((m) => m.NotificationPanel),
);

/**
 * SPEC 2.10 notification bell with the unread badge, kept live by the event stream (or a poll of
 * the count without it). Logged-in users only. The panel (notification-panel.tsx) loads on first use.
 */
export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <LiveBell />;
}

function LiveBell() {
  const live = useNotificationStream();
  const { data: countData } = useUnreadCount(live ? false : COUNT_POLL_MS);
  const { Part: Panel, open, preload } = useOnDemand(panel);
  usePreloadWhenIdle(panel);
  const count = countData?.count ?? 0;
  if (Panel) return <Panel count={count} live={live} />;
  return <BellButton count={count} {...standInTrigger('dialog', { open, preload })} />;
}
