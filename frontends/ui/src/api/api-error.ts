import type { ErrorBody } from '@trap/contracts';

/**
 * SPEC 8.1: every failure is an Error whose message is `${status}: ${body or statusText}`.
 * The parsed server error (our one error format) is kept beside it so screens can show
 * the server's message and its field messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The raw body text, or the status text when the body was empty. */
    readonly detail: string,
    /** The error object of `{ error: { code, message, fields } }`, when the body had that shape. */
    readonly body?: ErrorBody['error'],
  ) {
    super(`${status}: ${detail}`);
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  get fields(): Record<string, string> | undefined {
    return this.body?.fields;
  }
}

/** Synthetic statuses of SPEC 8.1. */
export const TIMEOUT_MESSAGE = '499: Request cancelled';
export const NETWORK_MESSAGE = '503: Network error, please check your connection';
export const UNKNOWN_MESSAGE = '500: Unknown error occurred';

function parseErrorBody(text: string): ErrorBody['error'] | undefined {
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === 'object' && 'error' in json) {
      const err = (json as { error: unknown }).error;
      if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') {
        return err as ErrorBody['error'];
      }
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return undefined;
}

export function apiErrorFrom(status: number, statusText: string, bodyText: string): ApiError {
  const body = parseErrorBody(bodyText);
  return new ApiError(status, bodyText || statusText, body);
}

/**
 * The human message of any error: the server's `error.message` when there is one,
 * else the text after the `NNN: ` prefix, else the error's message.
 */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    return error.detail || fallback;
  }
  if (error instanceof Error) {
    const parsed = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (parsed?.[1]) {
      return parseErrorBody(parsed[1])?.message ?? parsed[1];
    }
    return error.message || fallback;
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** Abort, cancel and time-out errors (SPEC 4.8, 8.1): screens ignore them silently. */
export function isAbortLike(error: unknown): boolean {
  if (!error) return false;
  const name = (error as { name?: unknown }).name;
  if (name === 'AbortError' || name === 'CancelledError' || name === 'TimeoutError') return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\b(abort(ed)?|cancel(l)?ed|timed? ?out)\b/i.test(message) || message === TIMEOUT_MESSAGE;
}
