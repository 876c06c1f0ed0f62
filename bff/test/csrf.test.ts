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
});
