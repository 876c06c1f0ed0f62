import { useEffect } from 'react';
import { onDemand, standInTrigger, useOnDemand, usePreloadWhenIdle } from '../../shared/lib/on-demand.ts';
import { useUnreadCount } from './notifications-api.ts';
import { COUNT_POLL_MS, useNotificationStream } from './use-notification-stream.ts';
import { BellButton } from './bell-button.tsx';

const panel = onDemand(() =>
  import(/* webpackChunkName: "notification-panel" */ './notification-panel.tsx').then((m) => m.NotificationPanel),
);

/**
 * The bell kept live by the event stream (or a poll of the count without it); the panel
 * (notification-panel.tsx) loads on first use. `openAtOnce`: the bell was used before this code arrived.
 */
export function LiveBell({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const live = useNotificationStream();
  const { data: countData } = useUnreadCount(live ? false : COUNT_POLL_MS);
  const { Part: Panel, open, preload } = useOnDemand(panel);
  usePreloadWhenIdle(panel);
  useEffect(() => {
    if (openAtOnce) open();
    // only the first render's wish
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const count = countData?.count ?? 0;
  if (Panel) return <Panel count={count} live={live} />;
  return <BellButton count={count} {...standInTrigger('dialog', { open, preload })} />;
}
