import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Button } from '../components/button.tsx';
import { USER_QUERY_KEY } from '../query/query-client.ts';
import { useCommonT } from '../i18n/common.ts';
import { friendlyErrorMessage, isChunkLoadError, isLoadFailure } from './error-kind.ts';

export interface ErrorFallbackProps {
  error: unknown;
  /** Called after the cached data was cleared; re-renders what failed. */
  onRetry?: () => void;
}

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
 * Its words are @trap/ui's common texts (errorScreen.*): the start-up carries their English once, and a
 * Hindi page has their Hindi from its start, so an offline page still reads in Hindi.
 */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const queryClient = useContext(QueryClientContext);
  const { t } = useCommonT();
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

  const title = online ? t('errorScreen.title') : t('errorScreen.offlineTitle');
  const message = !online
    ? t('errorScreen.offline')
    : loadFailure
      ? friendlyErrorMessage(error, t('errorScreen.pageNotLoaded'))
      : friendlyErrorMessage(error, t('errorScreen.unexpected'));

  return (
    <div className="ui-error" role="alert">
      <div className="ui-error__icon" aria-hidden="true">
        !
      </div>
      <h2 className="ui-error__title">{title}</h2>
      <p className="ui-error__message">{message}</p>
      <Button onClick={retry}>{t('errorScreen.tryAgain')}</Button>
      <p className="ui-error__status" role="status">
        {stillOffline && !online ? t('errorScreen.stillOffline') : null}
      </p>
    </div>
  );
}
