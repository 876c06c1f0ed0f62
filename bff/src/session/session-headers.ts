import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { SESSION_HEADERS, type ServiceName } from '@trap/contracts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Auth answers login, register and refresh with the token in `x-session-token` and
 * `x-session-expires`; the browser only ever gets it as the httpOnly cookie. `x-session-clear: 1`
 * (and any successful logout) clears the cookie. Only auth may set a session; the headers are
 * removed from every service's responses.
 */
export function applySessionHeaders(service: ServiceName, proxyRes: IncomingMessage, req: Request, res: Response): void {
  const token = first(proxyRes.headers[SESSION_HEADERS.token]);
  const expires = Number(first(proxyRes.headers[SESSION_HEADERS.expires]));
  const clear = first(proxyRes.headers[SESSION_HEADERS.clear]) === '1';
  delete proxyRes.headers[SESSION_HEADERS.token];
  delete proxyRes.headers[SESSION_HEADERS.expires];
  delete proxyRes.headers[SESSION_HEADERS.clear];
  if (service !== 'auth') return;

  const status = proxyRes.statusCode ?? 0;
  const loggedOut = req.method === 'POST' && req.path === '/api/logout' && status >= 200 && status < 300;
  if (clear || loggedOut) clearSessionCookie(req, res);
  else if (token) setSessionCookie(req, res, token, Number.isFinite(expires) ? expires : undefined);
}
