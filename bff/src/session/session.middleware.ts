import type { RequestHandler } from 'express';
import { AppError, type SessionStore, type TokenVerifier } from '@trap/kit';
import { ERROR_CODES } from '@trap/contracts';
import { clearSessionCookie, jwtClaims, SESSION_COOKIE, setSessionCookie } from './session-cookie.ts';
import type { SessionRefresher } from './session-refresher.ts';

/** Sessions are refreshed once less than this share of their lifetime is left. */
const REFRESH_AT_REMAINING = 0.5;

/**
 * Turns the session cookie into `Authorization: Bearer <jwt>` for the services. A cookie that does
 * not verify, or whose session was revoked, is cleared and the request goes on anonymous.
 * Mounted on /api only: static files never need the session.
 */
export function sessionMiddleware(deps: { verify: TokenVerifier; sessions: SessionStore; refresher: SessionRefresher }): RequestHandler {
  return async (req, res, next) => {
    const token = req.cookies?.[SESSION_COOKIE] as string | undefined;
    if (!token) return next();

    let claims: Awaited<ReturnType<TokenVerifier>>;
    try {
      claims = await deps.verify(token);
    } catch {
      clearSessionCookie(req, res);
      return next();
    }
    let active: boolean;
    try {
      active = await deps.sessions.isActive(claims.sessionId);
    } catch {
      // The store is down: neither log everyone out nor let an unchecked token through.
      return next(new AppError(503, ERROR_CODES.unavailable, 'The session store is unavailable, please try again shortly'));
    }
    if (!active) {
      clearSessionCookie(req, res);
      return next();
    }

    let current = token;
    const { iat } = jwtClaims(token);
    const now = Date.now() / 1000;
    const lifetime = iat ? claims.expiresAt - iat : 0;
    const isLogout = req.method === 'POST' && req.path === '/api/logout';
    if (lifetime > 0 && claims.expiresAt - now < lifetime * REFRESH_AT_REMAINING && !isLogout) {
      const outcome = await deps.refresher.refresh(token, claims.sessionId, req.headers['x-request-id'] as string | undefined);
      if (outcome.kind === 'revoked') {
        clearSessionCookie(req, res);
        return next();
      }
      if (outcome.kind === 'renewed') {
        current = outcome.token;
        setSessionCookie(req, res, outcome.token, outcome.expiresAt);
      }
    }
    req.auth = { ...claims, token: current };
    req.headers.authorization = `Bearer ${current}`;
    next();
  };
}
