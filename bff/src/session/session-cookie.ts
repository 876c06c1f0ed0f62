import type { Request, Response } from 'express';
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

/** The session cookie lives exactly as long as the token it carries. */
export function setSessionCookie(req: Request, res: Response, token: string, expiresAtSeconds?: number): void {
  const exp = expiresAtSeconds && Number.isFinite(expiresAtSeconds) ? expiresAtSeconds : jwtClaims(token).exp;
  const maxAgeMs = exp ? Math.max(0, exp * 1000 - Date.now()) : 0;
  if (maxAgeMs <= 0) return clearSessionCookie(req, res);
  res.cookie(SESSION_COOKIE, token, { ...baseOptions(req), maxAge: maxAgeMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, baseOptions(req));
}
