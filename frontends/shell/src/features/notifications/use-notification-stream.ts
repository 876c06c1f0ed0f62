import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { urlOf, useAuth } from '@trap/ui';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { applyLive, NOTIFICATIONS_KEY, NOTIFICATION_COUNT_KEY, type LiveNotification } from './notifications-api.ts';

const STREAM_URL = urlOf(notificationsApi.stream);
/** Without the live stream the badge is kept fresh by polling. */
export const COUNT_POLL_MS = 30_000;
/** A stream the browser gave up on is opened again after 3 s, then 6, 12 … up to a minute. */
const REOPEN_MS = 3000;
const REOPEN_MAX_MS = 60_000;

/** Live notifications over SSE while logged in; returns whether the stream is up (else poll). */
export function useNotificationStream(): boolean {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const userId = user?.id;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') {
      setLive(false);
      return;
    }
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let gaveUp = 0;
    const open = () => {
      const current = new EventSource(STREAM_URL, { withCredentials: true });
      source = current;
      current.addEventListener('ready', () => {
        gaveUp = 0;
        setLive(true);
        // Anything that happened while the stream was down.
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY });
      });
      current.addEventListener('notification', (event) => {
        try {
          applyLive(queryClient, JSON.parse((event as MessageEvent<string>).data) as LiveNotification);
        } catch (error) {
          console.warn('Bad live notification frame', error);
        }
      });
      current.onerror = () => {
        setLive(false);
        // After a lost connection the browser reconnects by itself; after an answer other than the
        // stream (a proxy's 502 or 503 while the bff restarts, a 401) it gives up for good: open a
        // new one, a little later each time (meanwhile the count is polled).
        if (current.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, Math.min(REOPEN_MAX_MS, REOPEN_MS * 2 ** gaveUp++));
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      setLive(false);
    };
  }, [userId, queryClient]);

  return live;
}
