import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Button } from '../components/button.tsx';
import { USER_QUERY_KEY } from '../query/query-client.ts';
import { friendlyErrorMessage, isChunkLoadError, isLoadFailure } from './error-kind.ts';

export interface ErrorFallbackProps {
  error: unknown;
  /** Called after the cached data was cleared; re-renders what failed. */
  onRetry?: () => void;
}

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_MESSAGE =
  'This page could not be loaded because your device is not connected to the internet. It will open by itself when you are back online.';
export const STILL_OFFLINE_MESSAGE = 'Still offline. Check your Wi-Fi or mobile data.';
export const PAGE_NOT_LOADED_MESSAGE = 'This page could not be loaded. Please check your connection and try again.';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * SPEC 2.11 error screen: 'Something went wrong', the message, and 'Try Again'. A page that could
 * not be loaded (its code or data never arrived) says so in plain words, or that the device is
 * offline, and retries by itself when the browser is back online; raw error texts stay in the console.
 */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const queryClient = useContext(QueryClientContext);
  const online = useOnline();
  const [stillOffline, setStillOffline] = useState(false);
  const loadFailure = !online || isLoadFailure(error);

  const retry = useCallback(() => {
    if (!navigator.onLine) {
      // a reload now would end on the browser's own offline page
      setStillOffline(true);
      return;
    }
    setStillOffline(false);
    // the bundler remembers a failed chunk (and React.lazy its rejection): only a fresh document load fetches it again
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // Clear cached data (except the session, which keeps the layout stable) and refetch what is shown.
    void queryClient?.resetQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    onRetry?.();
  }, [error, onRetry, queryClient]);

  useEffect(() => {
    if (!loadFailure) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [loadFailure, retry]);

  const title = online ? 'Something went wrong' : OFFLINE_TITLE;
  const message = !online
    ? OFFLINE_MESSAGE
    : loadFailure
      ? friendlyErrorMessage(error, PAGE_NOT_LOADED_MESSAGE)
      : friendlyErrorMessage(error, 'An unexpected error occurred');

  return (
    <div className="ui-error" role="alert">
      <div className="ui-error__icon" aria-hidden="true">
        !
      </div>
      <h2 className="ui-error__title">{title}</h2>
      <p className="ui-error__message">{message}</p>
      <Button onClick={retry}>Try Again</Button>
      <p className="ui-error__status" role="status">
        {stillOffline && !online ? STILL_OFFLINE_MESSAGE : null}
      </p>
    </div>
  );
}
