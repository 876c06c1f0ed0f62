/**
 * How auth hands a session to the bff (fixed design, see the team brief): the body is the user, the
 * token travels in response headers that the bff turns into the httpOnly `trap_session` cookie.
 */
export const SESSION_HEADERS = {
  /** the signed RS256 JWT */
  token: 'x-session-token',
  /** unix seconds when the token (and its Redis session) expires */
  expires: 'x-session-expires',
  /** `1` tells the bff to clear the session cookie (logout) */
  clear: 'x-session-clear',
} as const;

/** Sliding sessions: the bff calls this with `Authorization: Bearer <jwt>`; never proxied from browsers. */
export const SESSION_REFRESH_PATH = '/internal/session/refresh';

/** An old session stays valid this long after a refresh, for requests already in flight. */
export const SESSION_REFRESH_GRACE_SECONDS = 30;

/** SPEC 8.2: the default login failure text, also the server's answer for bad credentials. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const USERNAME_TAKEN_MESSAGE = 'Username is already taken';
