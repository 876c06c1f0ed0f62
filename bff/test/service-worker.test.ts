import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrontends, startTestBff, type TestBff } from './support/bff.ts';

/**
 * The installable app: the shell's service worker and web app manifest are served
 * from the site's root with their own types, revalidated on every check (never an old worker from
 * an HTTP cache), and the page's CSP lets the worker and the manifest load.
 */
describe('the service worker and the web app manifest', () => {
  let bff: TestBff;
  let frontends: ReturnType<typeof fakeFrontends>;

  beforeAll(async () => {
    frontends = fakeFrontends();
    const shell = path.join(frontends.dir, 'shell', 'dist');
    writeFileSync(path.join(shell, 'sw.js'), "self.addEventListener('fetch', () => {});");
    writeFileSync(
      path.join(shell, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Trap India', start_url: '/practice', display: 'standalone' }),
    );
    bff = await startTestBff({ FRONTENDS_DIR: frontends.dir });
  });
  afterAll(async () => {
    await bff?.stop();
    frontends?.remove();
  });

  it('when the browser fetches /sw.js, then it gets JavaScript from the root, revalidated every time', async () => {
    const res = await fetch(`${bff.url}/sw.js`, { headers: { 'service-worker': 'script' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain("addEventListener('fetch'");
  });

  it('when the browser fetches the manifest, then it is application/manifest+json, revalidated', async () => {
    const res = await fetch(`${bff.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ start_url: '/practice', display: 'standalone' });
  });

  it('when a page is served, then its CSP allows a same-origin worker and manifest', async () => {
    const res = await fetch(`${bff.url}/practice`, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
