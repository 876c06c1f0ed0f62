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

/**
 * A readable companion of the httpOnly session cookie, set and cleared with it by the bff: `1` while
 * the browser holds a session. It carries nothing secret and grants nothing; it only tells the
 * browser's code whether asking `GET /api/user` can answer anything but 401 (SPEC 7: "401 means
 * anonymous"), so a guest's pages do not send a request bound to fail on every load.
 */
export const SESSION_HINT_COOKIE = 'trap_signed_in';

/** Sliding sessions: the bff calls this with `Authorization: Bearer <jwt>`; never proxied from browsers. */
export const SESSION_REFRESH_PATH = '/internal/session/refresh';

/** An old session stays valid this long after a refresh, for requests already in flight. */
export const SESSION_REFRESH_GRACE_SECONDS = 30;

/** SPEC 8.2: the default login failure text, also the server's answer for bad credentials. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const USERNAME_TAKEN_MESSAGE = 'Username is already taken';
