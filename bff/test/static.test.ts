import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PATHS } from '@trap/contracts';
import { fakeFrontends, startTestBff, type TestBff } from './support/bff.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built frontends', () => {
  let bff: TestBff;
  let frontends: ReturnType<typeof fakeFrontends>;

  beforeAll(async () => {
    frontends = fakeFrontends();
    bff = await startTestBff({ FRONTENDS_DIR: frontends.dir, REMOTE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' });
  });
  afterAll(async () => {
    await bff?.stop();
    frontends?.remove();
  });

  it('when a browser opens /, then it gets the shell index.html, revalidated on every visit', async () => {
    const res = await fetch(`${bff.url}/`, { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('shell index');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('when a browser deep-links to a client route, then the SPA fallback serves index.html, while /api/nope stays a JSON 404', async () => {
    for (const route of ['/practice', '/blog/abc123', '/superadmin/users']) {
      const res = await fetch(`${bff.url}${route}`, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('shell index');
    }
    const api = await fetch(`${bff.url}/api/nope`, { headers: html });
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('NOT_FOUND');
  });

  it('when a missing file or a non-HTML request misses, then there is no fallback', async () => {
    expect((await fetch(`${bff.url}/static/js/missing.12345678.js`, { headers: html })).status).toBe(404);
    expect((await fetch(`${bff.url}/practice`, { headers: { accept: 'application/json' } })).status).toBe(404);
    expect((await fetch(`${bff.url}/practice`, { method: 'POST', headers: html })).status).toBe(404);
    expect((await fetch(`${bff.url}/remotes/member/nope`, { headers: html })).status).toBe(404);
  });

  it('when a hashed asset is served, then it is cached for a year as immutable; other files revalidate', async () => {
    const hashed = await fetch(`${bff.url}/static/js/index.3f2a1b4c.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await fetch(`${bff.url}/favicon.png`);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('when a remote is loaded, then its manifest, entry and version revalidate and its chunks are immutable', async () => {
    for (const app of ['member', 'admin', 'moderator']) {
      const manifest = await fetch(`${bff.url}/remotes/${app}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(await manifest.json()).toEqual({ name: app });
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const entry = await fetch(`${bff.url}/remotes/${app}/remoteEntry.js`);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      const version = await fetch(`${bff.url}/remotes/${app}/version.json`);
      expect(await version.json()).toEqual({ app, version: '1.2.3-abc1234' });
      expect(version.headers.get('cache-control')).toBe('no-cache');
      const chunk = await fetch(`${bff.url}/remotes/${app}/static/js/index.3f2a1b4c.js`);
      expect(await chunk.text()).toContain(app);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("when the player asks for part of a podcast's audio, then it gets that part (206), so the episode seeks; images go out as images", async () => {
    // a second of 8 kHz, 8-bit mono WAV, as the shell's build writes the demo episodes
    const wav = Buffer.alloc(44 + 8000, 128);
    wav.write('RIFF', 0, 'ascii');
    wav.writeUInt32LE(36 + 8000, 4);
    wav.write('WAVEfmt ', 8, 'ascii');
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20);
    wav.writeUInt16LE(1, 22);
    wav.writeUInt32LE(8000, 24);
    wav.writeUInt32LE(8000, 28);
    wav.writeUInt16LE(1, 32);
    wav.writeUInt16LE(8, 34);
    wav.write('data', 36, 'ascii');
    wav.writeUInt32LE(8000, 40);
    const shell = path.join(frontends.dir, 'shell', 'dist');
    mkdirSync(path.join(shell, 'audio', 'demo'), { recursive: true });
    writeFileSync(path.join(shell, 'audio', 'demo', 'episode-01.wav'), wav);
    mkdirSync(path.join(shell, 'images', 'shooters'), { recursive: true });
    writeFileSync(path.join(shell, 'images', 'shooters', 'aarav-mehta.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

    const whole = await fetch(`${bff.url}/audio/demo/episode-01.wav`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toMatch(/^audio\/(x-)?wav/);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(8044);

    const part = await fetch(`${bff.url}/audio/demo/episode-01.wav`, { headers: { range: 'bytes=4044-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 4044-8043/8044');
    expect((await part.arrayBuffer()).byteLength).toBe(4000);

    const portrait = await fetch(`${bff.url}/images/shooters/aarav-mehta.svg`);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('when a shell on another origin loads a remote from here, then CORS and the resource policy let it, as a static host would', async () => {
    const origin = { origin: 'https://shell.example' };
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/index.3f2a1b4c.js']) {
      const res = await fetch(`${bff.url}/remotes/member/${file}`, { headers: origin });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), file).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy'), file).toBe('cross-origin');
    }
    // the shell's own files and the API stay same-origin only
    const shellFile = await fetch(`${bff.url}/static/js/index.3f2a1b4c.js`, { headers: origin });
    expect(shellFile.headers.get('access-control-allow-origin')).toBeNull();
    expect(shellFile.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const config = await fetch(`${bff.url}/app-config.json`, { headers: origin });
    expect(config.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when a page is served, then the security headers are on it', async () => {
    const res = await fetch(`${bff.url}/`, { headers: html });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('when a response is large text, then it is compressed', async () => {
    const res = await fetch(`${bff.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('when a remote is configured on another origin, then the page may load its manifest, scripts, styles and fonts from there', async () => {
    const res = await fetch(`${bff.url}/`, { headers: html });
    const csp = Object.fromEntries(
      res.headers
        .get('content-security-policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    for (const directive of ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src']) {
      expect(csp[directive], directive).toContain('https://cdn.example');
    }
    // only the configured origin: the same-origin remotes add nothing
    expect(csp['script-src']).not.toContain('https:');
  });

  it('when the shell asks for its runtime config, then it gets the remote manifest URLs and no demo password outside demo mode', async () => {
    const res = await fetch(`${bff.url}/app-config.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      remotes: {
        member: '/remotes/member/mf-manifest.json',
        admin: 'https://cdn.example/admin/mf-manifest.json',
        moderator: '/remotes/moderator/mf-manifest.json',
      },
      demoMode: false,
      siteOrigin: 'https://trap.example',
    });
  });

  it('when crawlers ask, then robots.txt and sitemap.xml list the public routes on the fixed origin', async () => {
    const robots = await fetch(`${bff.url}/robots.txt`);
    const robotsText = await robots.text();
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    expect(robotsText).toContain('User-agent: *');
    expect(robotsText).toContain('Disallow: /api/');
    expect(robotsText).toContain('Disallow: /superadmin');
    // every member path (contracts' one list) is kept from crawlers, '/checkout/:tierName' as '/checkout/'
    const disallowed = [...robotsText.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    for (const p of MEMBER_PATHS)
      expect(
        disallowed.some((d) => p.replace(/:.*$/, '').startsWith(d)),
        p,
      ).toBe(true);
    expect(disallowed).toContain('/checkout/');
    expect(robotsText).toContain('Sitemap: https://trap.example/sitemap.xml');
    const sitemap = await fetch(`${bff.url}/sitemap.xml`);
    const xml = await sitemap.text();
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    for (const route of ['/podcasts', '/ama', '/blog', '/forum', '/shooters', '/shooting-ranges', '/membership', '/privacy-policy']) {
      expect(xml).toContain(`<loc>https://trap.example${route}</loc>`);
    }
    expect(xml).toContain('<loc>https://trap.example/</loc>');
    expect(xml).not.toContain('/auth<');
    expect(xml).not.toContain('/practice');
  });

  it('when the health endpoints are asked, then healthz answers and readyz reports each dependency', async () => {
    expect(await (await fetch(`${bff.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${bff.url}/readyz`);
    expect(ready.status).toBe(503); // the services are not running in this test
    const body = await ready.json();
    expect(body.checks.redis).toBe('ok');
    expect(body.checks.auth).toBe('down');
    expect(Object.keys(body.checks).sort()).toEqual(['auth', 'community', 'content', 'notifications', 'practice', 'redis', 'settings']);
  });
});

describe('when a frontend was never built', () => {
  let bff: TestBff;
  let frontends: ReturnType<typeof fakeFrontends>;

  beforeAll(async () => {
    frontends = fakeFrontends(['member']);
    rmSync(path.join(frontends.dir, 'member', 'dist', 'index.html'));
    bff = await startTestBff({ FRONTENDS_DIR: frontends.dir, DEMO_MODE: 'true', DEMO_PASSWORD: 'Demo#Pass1' });
  });
  afterAll(async () => {
    await bff?.stop();
    frontends?.remove();
  });

  it('then pages get a 503 page that says to run the build, and the bff keeps serving the rest', async () => {
    const page = await fetch(`${bff.url}/practice`, { headers: html });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build:frontends');
    const remote = await fetch(`${bff.url}/remotes/admin/mf-manifest.json`);
    expect(remote.status).toBe(503);
    expect(await remote.text()).toContain('admin frontend is not built');
    // a remote built with only a manifest still serves
    expect((await fetch(`${bff.url}/remotes/member/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
  });

  it('then in demo mode the runtime config carries the demo password', async () => {
    const body = await (await fetch(`${bff.url}/app-config.json`)).json();
    expect(body.demoMode).toBe(true);
    expect(body.demoPassword).toBe('Demo#Pass1');
  });
});
