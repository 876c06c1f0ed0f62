import type { ReactNode } from 'react';
import { Spinner } from '@trap/ui';
import { useShellPageT } from '../../../shared/i18n/page-texts.ts';

/** A list's loading, error and empty states, then the list. */
export function ListState<T>({
  query,
  loading,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  loading: string;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useShellPageT();
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError || query.data === undefined)
    return (
      <p className="forum-error" role="alert">
        {t('forum.loadFailed')}{' '}
        <button type="button" className="forum-link-button" onClick={() => void query.refetch()}>
          {t('forum.tryAgain')}
        </button>
      </p>
    );
  if (isEmpty(query.data)) return <p className="home-empty">{empty}</p>;
  return <>{children(query.data)}</>;
}
