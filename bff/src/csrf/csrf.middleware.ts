import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { AppError } from '@trap/kit';
import { ERROR_CODES } from '@trap/contracts';

export const CSRF_COOKIE = 'trap_csrf';
const CSRF_HEADER = 'x-csrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;
/**
 * RFC 8058 one-click unsubscribe: mail clients POST without any cookie. The request carries its own
 * HMAC-signed token (checked by the notifications service) and can only ever unsubscribe.
 */
const EXEMPT = new Set([
  '/api/newsletter/unsubscribe/one-click',
  // the payment gateway's webhook: no cookie, its body is HMAC-signed with the webhook secret (checked by auth)
  '/api/payments/webhook',
]);

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Double-submit CSRF protection. Every response that finds no token cookie sets one (readable by
 * the page, so its API client can echo it); every unsafe /api request must echo the cookie in
 * `x-csrf-token`. A cross-site page can make the browser send the cookie but cannot read it.
 */
export const hasValidCsrfCookie = (cookie: unknown): cookie is string => typeof cookie === 'string' && TOKEN_SHAPE.test(cookie);

/** A new token cookie, readable by the page (the one home of its attributes: the chain and the cache's fast path set it). */
export const csrfCookieHeader = (secure: boolean): string =>
  `${CSRF_COOKIE}=${newToken()}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * 32 random bytes per token, drawn from a pool filled 128 tokens at a time (as Node's randomUUID
 * does): one call into the system's generator per token was the biggest cost of a /healthz probe
 * or a first visit's cached read. Each byte is handed out once.
 */
const TOKEN_BYTES = 32;
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let poolAt = pool.length;
const newToken = (): string => {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const token = pool.toString('base64url', poolAt, poolAt + TOKEN_BYTES);
  poolAt += TOKEN_BYTES;
  return token;
};

/** The origin (`scheme://host[:port]`) of a URL, or undefined when it is not one with a host (`null`, garbage). */
const originOf = (value: string): string | undefined => {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.host ? url.origin : undefined;
};

/**
 * Why a write came from another site, or undefined when nothing says so (OWASP's check of the
 * source origin, beside the token). The browser's own word first: `Sec-Fetch-Site: cross-site`;
 * then `Origin`, else `Referer`, which must name this site: the configured public origin or the
 * address the request came to (scheme and host as Express reads them, which honours the proxies
 * `TRUST_PROXY` trusts). A request with neither header (a server-side client, a mail client, a
 * test) is left to the token alone: browsers send Origin on every cross-origin write.
 */
export function crossSiteReason(req: Request, siteOrigin: string | undefined): string | undefined {
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site request refused';
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const claimed = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : undefined;
  if (claimed === undefined) return undefined;
  const source = originOf(claimed);
  const own = req.host ? originOf(`${req.protocol}://${req.host}`) : undefined;
  if (source && (source === siteOrigin || source === own)) return undefined;
  return `Cross-site request refused: the ${typeof origin === 'string' ? 'Origin' : 'Referer'} is not this site`;
}

/**
 * Every unsafe /api request (but the signed exemptions) must come from this site and echo the
 * token. `siteOrigin` is the configured public origin (SITE_ORIGIN).
 */
export function csrfProtection(opts: { siteOrigin?: string } = {}): RequestHandler {
  const siteOrigin = opts.siteOrigin ? originOf(opts.siteOrigin) : undefined;
  return (req, res, next) => {
    const cookie = req.cookies?.[CSRF_COOKIE] as string | undefined;
    const valid = hasValidCsrfCookie(cookie);
    if (!valid) res.append('Set-Cookie', csrfCookieHeader(req.secure));
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if (isApi && UNSAFE.has(req.method) && !EXEMPT.has(req.path)) {
      const crossSite = crossSiteReason(req, siteOrigin);
      if (crossSite) return next(new AppError(403, ERROR_CODES.crossSite, crossSite));
      const header = req.headers[CSRF_HEADER];
      if (!valid || typeof header !== 'string' || !sameToken(header, cookie)) {
        return next(new AppError(403, ERROR_CODES.csrf, 'Invalid or missing CSRF token'));
      }
    }
    next();
  };
}
