import type { Request, Response } from 'express';
import type { RequestHandler } from 'express';
import { SESSION_HINT_COOKIE } from '@trap/contracts';
import { SESSION_COOKIE } from '@trap/kit';

export { SESSION_COOKIE };

/** Reads a JWT's claims without verifying (only ever used on tokens already verified or just issued by auth). */
export function jwtClaims(token: string): { exp?: number; iat?: number } {
  try {
    const payload = token.split('.')[1];
    return payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number; iat?: number }) : {};
  } catch {
    return {};
  }
}

const baseOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' });
/** The hint is readable by the page's code (it says only that a session cookie is there). */
const hintOptions = (req: Request) => ({ ...baseOptions(req), httpOnly: false });

const maxAgeOf = (token: string, expiresAtSeconds?: number) => {
  const exp = expiresAtSeconds && Number.isFinite(expiresAtSeconds) ? expiresAtSeconds : jwtClaims(token).exp;
  return exp ? Math.max(0, exp * 1000 - Date.now()) : 0;
};

/** The session cookie lives exactly as long as the token it carries; its readable hint with it. */
export function setSessionCookie(req: Request, res: Response, token: string, expiresAtSeconds?: number): void {
  const maxAgeMs = maxAgeOf(token, expiresAtSeconds);
  if (maxAgeMs <= 0) return clearSessionCookie(req, res);
  res.cookie(SESSION_COOKIE, token, { ...baseOptions(req), maxAge: maxAgeMs });
  res.cookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(req), maxAge: maxAgeMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, baseOptions(req));
  res.clearCookie(SESSION_HINT_COOKIE, hintOptions(req));
}

/**
 * Keeps the readable hint in step with the session cookie on every page and API request (so the
 * page's first `GET /api/user` decision is right): a session cookie without the hint (one set
 * before the hint existed) gets it, a hint without a session cookie is cleared. Whether the session
 * is valid is still only decided by the session middleware, which clears both when it is not.
 */
export const sessionHint: RequestHandler = (req, res, next) => {
  // pages and API answers only: files (hashed chunks kept a year by shared caches) never carry a cookie
  if (/\.[a-z0-9]+$/i.test(req.path)) return next();
  const cookies = req.cookies as Record<string, string> | undefined;
  const token = cookies?.[SESSION_COOKIE];
  const hint = cookies?.[SESSION_HINT_COOKIE];
  if (token && !hint) {
    const maxAgeMs = maxAgeOf(token);
    if (maxAgeMs > 0) res.cookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(req), maxAge: maxAgeMs });
  } else if (!token && hint) res.clearCookie(SESSION_HINT_COOKIE, hintOptions(req));
  next();
};
