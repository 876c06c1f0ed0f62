import { useRevalidator, useRouteError } from 'react-router';
import { ErrorFallback } from '@trap/ui';

/** Errors thrown while loading or rendering a page show inside the shell layout, never a blank page. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <ErrorFallback
      error={error}
      onRetry={() => {
        // A failed lazy chunk is only retried by a fresh document load.
        if (error instanceof Error && /chunk|module|import/i.test(error.message)) window.location.reload();
        else void revalidator.revalidate();
      }}
    />
  );
}
