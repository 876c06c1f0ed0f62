import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '@trap/ui';

/** A failure that means "no connection" rather than "the server said no" (the offline queues keep the work then). */
export function isOfflineError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  if (error instanceof ApiError) return false;
  return error instanceof Error && (error.message === NETWORK_MESSAGE || error.message === TIMEOUT_MESSAGE);
}

/** A refusal the server will repeat (4xx but for the session's 401/403): retrying it cannot help. */
export const isFinalRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403;
