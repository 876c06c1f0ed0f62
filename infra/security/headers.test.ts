import { describe, expect, it } from 'vitest';
import { Client } from './support/client.ts';

/** The directives of a Content-Security-Policy header. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  const client = new Client();

  it.for([
    ['a page', '/'],
    ['a public API read', '/api/podcasts'],
    ['a refused API call', '/api/user'],
    ['an unknown API path', '/api/no-such-thing'],
    ['the API documentation', '/api/docs'],
  ])('%s (%s) carries CSP, HSTS, nosniff, frame and referrer policies and no X-Powered-By', async ([, path]) => {
    const res = await client.get(path!, { headers: { accept: 'text/html,application/json' } });
    const h = res.headers;
    const csp = directives(h.get('content-security-policy') ?? '');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(h.get('strict-transport-security')).toMatch(/max-age=(\d{8,}|[2-9]\d{6,})/);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('x-powered-by')).toBeNull();
  });

  it('API answers are JSON, never sniffable as HTML', async () => {
    for (const path of ['/api/podcasts', '/api/user', '/api/no-such-thing']) {
      const res = await client.get(path);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('cookies: the session is httpOnly and SameSite, the CSRF cookie readable by the page only', async () => {
    const c = new Client();
    const res = await c.get('/healthz');
    const csrf = res.headers.getSetCookie().find((l) => l.startsWith('trap_csrf='))!;
    expect(csrf).toMatch(/SameSite=Lax/i);
    expect(csrf).toMatch(/Path=\//i);
  });
});
