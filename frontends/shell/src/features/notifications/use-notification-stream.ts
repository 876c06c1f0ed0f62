import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@trap/ui';
import { applyLive, NOTIFICATIONS_KEY, NOTIFICATION_COUNT_KEY, type LiveNotification } from './notifications-api.ts';

export const STREAM_URL = '/api/notifications/stream';
/** Without the live stream the badge is kept fresh by polling. */
export const COUNT_POLL_MS = 30_000;

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
    const source = new EventSource(STREAM_URL, { withCredentials: true });
    source.addEventListener('ready', () => {
      setLive(true);
      // Anything that happened while the stream was down.
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY });
    });
    source.addEventListener('notification', (event) => {
      try {
        applyLive(queryClient, JSON.parse((event as MessageEvent<string>).data) as LiveNotification);
      } catch (error) {
        console.warn('Bad live notification frame', error);
      }
    });
    // The browser reconnects by itself; meanwhile the count is polled.
    source.onerror = () => setLive(false);
    return () => {
      source.close();
      setLive(false);
    };
  }, [userId, queryClient]);

  return live;
}
