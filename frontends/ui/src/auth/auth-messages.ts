import { ApiError, isAbortLike, NETWORK_MESSAGE } from '../api/api-error.ts';

/** Local flag of SPEC 3.1/4.1, cleared before each login attempt and at startup. */
export const ACCOUNT_DELETED_FLAG = 'account_deleted';

export function clearAccountDeletedFlag(): void {
  try {
    if (typeof localStorage !== 'undefined' && localStorage.getItem(ACCOUNT_DELETED_FLAG) === 'true') {
      localStorage.removeItem(ACCOUNT_DELETED_FLAG);
    }
  } catch {
    // Storage can be blocked; nothing to clear then.
  }
}

/**
 * The server's own message for a failed request, or undefined when there is none worth showing
 * (screens then use their SPEC default, e.g. 'Invalid username or password').
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    const text = error.detail.trim();
    // A plain-text body is the message; an HTML error page or a bare status text is not.
    if (text && !text.startsWith('<') && text.length < 300 && text !== 'Unauthorized' && text !== 'Bad Request') return text;
    return undefined;
  }
  if (error instanceof Error) {
    if (error.message === NETWORK_MESSAGE) return 'Network error, please check your connection';
    return /^\d{3}: (.+)$/.exec(error.message)?.[1] ?? (error.message || undefined);
  }
  return undefined;
}

/** SPEC 8.2: an aborted login shows no toast, only this message. */
export const LOGIN_CANCELLED_MESSAGE = 'Login request was cancelled. Please try again.';

export function isCancelledError(error: unknown): boolean {
  if (isAbortLike(error)) return true;
  const msg = error instanceof Error ? error.message : '';
  return msg.toLowerCase().includes('cancelled');
}

export function isMarkedForDeletion(error: unknown): boolean {
  const msg = serverMessage(error) ?? (error instanceof Error ? error.message : '');
  return msg.toLowerCase().includes('marked for deletion');
}
