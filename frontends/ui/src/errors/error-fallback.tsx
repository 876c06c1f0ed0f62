import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error.ts';
import { Button } from '../components/button.tsx';
import { USER_QUERY_KEY } from '../query/query-client.ts';

export interface ErrorFallbackProps {
  error: unknown;
  /** Called after the cached data was cleared; re-renders what failed. */
  onRetry?: () => void;
}

/** SPEC 2.11 error screen: 'Something went wrong', the message, and 'Try Again'. */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const queryClient = useContext(QueryClientContext);
  const message = errorMessage(error, 'An unexpected error occurred');

  const retry = () => {
    // Clear cached data (except the session, which keeps the layout stable) and refetch what is shown.
    void queryClient?.resetQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    onRetry?.();
  };

  return (
    <div className="ui-error" role="alert">
      <div className="ui-error__icon" aria-hidden="true">
        !
      </div>
      <h2 className="ui-error__title">Something went wrong</h2>
      <p className="ui-error__message">{message}</p>
      <Button onClick={retry}>Try Again</Button>
    </div>
  );
}
