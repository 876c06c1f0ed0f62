import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, startUpstream, browser, type TestBff } from './support/bff.ts';

describe('CSRF double-submit', () => {
  let bff: TestBff;
  const extra: Awaited<ReturnType<typeof startUpstream>>[] = [];
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let writes = 0;
  let oneClicks = 0;

  beforeAll(async () => {
    upstream = await startUpstream((app) => {
      app.all('/api/forum/topics', (req, res) => {
        if (req.method !== 'GET') writes++;
        res.status(req.method === 'POST' ? 201 : 200).json({ ok: true });
      });
    });
    const newsletter = await startUpstream((app) => {
      app.post('/api/newsletter/unsubscribe/one-click', (_req, res) => {
        oneClicks++;
        res.json({ success: true });
      });
      app.post('/api/newsletter/subscribe', (_req, res) => {
        res.status(201).json({ success: true });
      });
    });
    extra.push(newsletter);
    bff = await startTestBff({ COMMUNITY_URL: upstream.url, NOTIFICATIONS_URL: newsletter.url });
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
    for (const u of extra) await u.close();
  });

  it('when a mail client POSTs a one-click unsubscribe (RFC 8058) without any cookie, then it passes, while other newsletter writes still need the token', async () => {
    const oneClick = await fetch(`${bff.url}/api/newsletter/unsubscribe/one-click?token=abc`, { method: 'POST' });
    expect(oneClick.status).toBe(200);
    expect(oneClicks).toBe(1);
    const subscribe = await fetch(`${bff.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    expect(subscribe.status).toBe(403);
  });

  it('when a response finds no token cookie, then it sets a readable SameSite=Lax one', async () => {
    const res = await fetch(`${bff.url}/healthz`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('trap_csrf='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('when the browser already holds the token, then it is not replaced', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const first = client.jar.cookies.get('trap_csrf');
    const res = await client.request('/api/forum/topics');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('trap_csrf='))).toBe(false);
    expect(client.jar.cookies.get('trap_csrf')).toBe(first);
  });

  it('when an unsafe /api request comes without the header, then it gets 403 CSRF_FAILED and the service never sees it', async () => {
    const client = browser(bff.url, { csrf: false });
    await client.request('/healthz');
    const before = writes;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await client.request('/api/forum/topics', { method, json: { title: 'x' } });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'CSRF_FAILED', message: 'Invalid or missing CSRF token' });
    }
    expect(writes).toBe(before);
  });

  it('when the header does not match the cookie, then it is refused', async () => {
    const client = browser(bff.url, { csrf: false });
    await client.request('/healthz');
    const res = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { 'x-csrf-token': 'A'.repeat(43) } });
    expect(res.status).toBe(403);
  });

  it('when there is no cookie at all, then even a matching-looking header is refused', async () => {
    const res = await fetch(`${bff.url}/api/forum/topics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'A'.repeat(43) },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('when the header echoes the cookie, then the request passes', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const res = await client.request('/api/forum/topics', { json: { title: 'x' } });
    expect(res.status).toBe(201);
  });

  it('when the request is a safe read, then no token is needed', async () => {
    const res = await fetch(`${bff.url}/api/forum/topics`);
    expect(res.status).toBe(200);
  });

  describe('the origin check beside the token', () => {
    const withToken = async () => {
      const client = browser(bff.url);
      await client.request('/healthz');
      return client;
    };

    it('when a write with a valid token names another site in Origin, then every unsafe method is refused with 403 CROSS_SITE_REFUSED and the service never sees it', async () => {
      const client = await withToken();
      const before = writes;
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await client.request('/api/forum/topics', { method, json: { title: 'x' }, headers: { origin: 'https://evil.example' } });
        expect(res.status, method).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'CROSS_SITE_REFUSED', message: expect.stringMatching(/origin/i), requestId: expect.any(String) });
      }
      expect(writes).toBe(before);
    });

    it('when Origin is "null" (a sandboxed frame, a redirect across sites) or not a URL, then the write is refused', async () => {
      const client = await withToken();
      for (const origin of ['null', 'not a url']) {
        const res = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { origin } });
        expect(res.status, origin).toBe(403);
        expect(res.body.error.code).toBe('CROSS_SITE_REFUSED');
      }
    });

    it('when Origin is the site itself (the configured public URL, or the address the request came to), then the write passes', async () => {
      const client = await withToken();
      for (const origin of ['https://trap.example', bff.url]) {
        const res = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { origin } });
        expect(res.status, origin).toBe(201);
      }
    });

    it('when Origin is absent, then Referer decides: another site is refused, the site itself passes', async () => {
      const client = await withToken();
      const evil = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { referer: 'https://evil.example/page' } });
      expect(evil.status).toBe(403);
      expect(evil.body.error.code).toBe('CROSS_SITE_REFUSED');
      const own = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { referer: `${bff.url}/forum/new` } });
      expect(own.status).toBe(201);
    });

    it('when the browser says Sec-Fetch-Site: cross-site, then the write is refused even without Origin; same-origin passes', async () => {
      const client = await withToken();
      const cross = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(cross.status).toBe(403);
      expect(cross.body.error.code).toBe('CROSS_SITE_REFUSED');
      const same = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(same.status).toBe(201);
    });

    it('when a write carries neither Origin nor Referer (a server-side client, a test), then the token alone decides as before', async () => {
      const client = await withToken();
      expect((await client.request('/api/forum/topics', { json: { title: 'x' } })).status).toBe(201);
    });

    it('when a mail client posts a one-click unsubscribe from elsewhere, then it still passes (signed, and no cookie to abuse)', async () => {
      const res = await fetch(`${bff.url}/api/newsletter/unsubscribe/one-click?token=abc`, {
        method: 'POST',
        headers: { origin: 'https://mail.example' },
      });
      expect(res.status).toBe(200);
    });

    it('when a cross-site page reads (GET), then the origin check does not apply', async () => {
      const res = await fetch(`${bff.url}/api/forum/topics`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(200);
    });
  });
});

describe('the origin check behind a trusted proxy', () => {
  let bff: TestBff;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    upstream = await startUpstream((app) => {
      app.post('/api/forum/topics', (_req, res) => void res.status(201).json({ ok: true }));
    });
    bff = await startTestBff({ COMMUNITY_URL: upstream.url, TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
  });

  it('when the proxy forwards the public host and scheme, then an Origin naming them passes and another is refused', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const forwarded = { 'x-forwarded-host': 'range.example:8443', 'x-forwarded-proto': 'https' };
    const own = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { ...forwarded, origin: 'https://range.example:8443' } });
    expect(own.status).toBe(201);
    const other = await client.request('/api/forum/topics', { json: { title: 'x' }, headers: { ...forwarded, origin: 'https://evil.example' } });
    expect(other.status).toBe(403);
  });
});
