import { useRevalidator, useRouteError } from 'react-router';
import { ErrorFallback } from '@trap/ui';

/**
 * Errors thrown while loading or rendering a page show inside the shell layout, never a blank page.
 * A page whose code did not arrive (offline) is reloaded by ErrorFallback itself; other errors revalidate.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <ErrorFallback error={error} onRetry={() => void revalidator.revalidate()} />;
}
