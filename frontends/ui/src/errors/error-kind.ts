import { ApiError, NETWORK_MESSAGE } from '../api/api-error.ts';

/**
 * What the error screen says about an error (issue: offline, pages showed "Loading CSS chunk b
 * failed.\n(http://…)"). Bundler and browser texts are for the console, never for the member.
 */

/** A page's code (JS or CSS chunk, dynamic import) that did not arrive: only a fresh document load fetches it again. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /loading (css )?chunk \S+ failed|dynamically imported module|importing a module script failed/i.test(error.message);
}

const NETWORK_FAILURE = /^(failed to fetch|networkerror when attempting to fetch resource\.?|load failed|network error)$/i;

/**
 * Something the page needed could not be fetched: its code (a chunk, a remote area) or, with no
 * connection, its data. The screen says the page could not be loaded and retries once back online.
 */
export function isLoadFailure(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  if (error instanceof ApiError) return `${error.status}: ${error.detail}` === NETWORK_MESSAGE;
  if (!(error instanceof Error)) return false;
  // the shell's RemoteLoadError (a remote area's manifest or entry did not load)
  if (error.name === 'RemoteLoadError') return true;
  return error.message === NETWORK_MESSAGE || NETWORK_FAILURE.test(error.message.trim());
}

/** Engine errors (a bug): their text means nothing to a member. */
const TECHNICAL_NAMES = new Set(['TypeError', 'ReferenceError', 'SyntaxError', 'RangeError', 'EvalError', 'URIError', 'ChunkLoadError']);
const MAX_FRIENDLY_LENGTH = 200;

/**
 * The message the error screen shows: the server's words for an API error, an app's own plain
 * message, else the fallback; never a URL, a stack line, a multi-line text or an engine error's text.
 */
export function friendlyErrorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  let text: string;
  if (error instanceof ApiError) text = error.body?.message ?? error.detail;
  else if (error instanceof Error) {
    if (TECHNICAL_NAMES.has(error.name)) return fallback;
    text = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] ?? error.message;
  } else if (typeof error === 'string') text = error;
  else return fallback;
  text = text.trim();
  const technical =
    !text ||
    text.length > MAX_FRIENDLY_LENGTH ||
    /[\r\n]|\\n/.test(text) ||
    /\b[a-z][a-z0-9+.-]*:\/\/\S/i.test(text) ||
    /^\s*[{[<]/.test(text) ||
    /\bat \S+ \(|\bchunk\b|\bundefined\b|\bnull\b|is not a function|is not defined/i.test(text);
  return technical ? fallback : text;
}
