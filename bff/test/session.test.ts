import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '@trap/kit';
import { loginAs, signTestToken, testKeys } from '@trap/kit/testing';
import { generateKeyPairSync } from 'node:crypto';
import { browser, signToken, startTestBff, startUpstream, type TestBff } from './support/bff.ts';

describe('the session cookie', () => {
  let bff: TestBff;
  let redis: Redis;
  let sessions: SessionStore;
  let auth: Awaited<ReturnType<typeof startUpstream>>;
  let content: Awaited<ReturnType<typeof startUpstream>>;
  const seenAuth: (string | undefined)[] = [];
  let refreshCalls = 0;
  let refreshMode: 'renew' | 'revoked' | 'slow' = 'renew';

  beforeAll(async () => {
    testKeys();
    auth = await startUpstream((app) => {
      app.post('/api/login', async (_req, res) => {
        const token = await loginAs(sessions, { userId: 'u1', ttlSeconds: 7200 });
        res.set({ 'x-session-token': token, 'x-session-expires': String(Math.floor(Date.now() / 1000) + 7200) }).json({ id: 'u1' });
      });
      app.get('/api/user', (req, res) => {
        seenAuth.push(req.headers.authorization);
        if (!req.headers.authorization) return res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not logged in' } });
        res.json({ id: 'u1' });
      });
      app.post('/api/logout', (_req, res) => {
        res.json({ success: true });
      });
      app.post('/api/users/:id/kick', (_req, res) => {
        res.set('x-session-clear', '1').json({ ok: true });
      });
      app.post('/internal/session/refresh', async (req, res) => {
        refreshCalls++;
        if (refreshMode === 'revoked') return res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Session expired' } });
        if (refreshMode === 'slow') await new Promise((r) => setTimeout(r, 1500));
        const token = await loginAs(sessions, { userId: 'u1', ttlSeconds: 7200 });
        if (!res.writableEnded)
          res
            .set({ 'x-session-token': token, 'x-session-expires': String(Math.floor(Date.now() / 1000) + 7200) })
            .json({ ok: true, old: req.headers.authorization });
      });
    });
    content = await startUpstream((app) => {
      app.get('/api/blog', (req, res) => {
        seenAuth.push(req.headers.authorization);
        // only auth may hand out sessions
        res.set({ 'x-session-token': 'forged', 'x-session-expires': '9999999999' }).json([]);
      });
    });
    bff = await startTestBff({ AUTH_URL: auth.url, CONTENT_URL: content.url, SESSION_REFRESH_TIMEOUT_MS: '400', TRUST_PROXY: 'loopback' });
    redis = new Redis(bff.env.REDIS_URL!);
    sessions = new SessionStore(redis, bff.env.REDIS_PREFIX);
  });
  afterAll(async () => {
    await bff?.stop();
    await auth?.close();
    await content?.close();
    redis?.disconnect();
  });
  beforeEach(() => {
    seenAuth.length = 0;
    refreshCalls = 0;
    refreshMode = 'renew';
  });

  const loggedIn = async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const res = await client.request('/api/login', { json: { username: 'member', password: 'x' } });
    expect(res.status).toBe(200);
    return { client, res };
  };

  it('when auth answers a login with the token headers, then the browser gets an httpOnly cookie and never the headers', async () => {
    const { client, res } = await loggedIn();
    expect(res.headers.get('x-session-token')).toBeNull();
    expect(res.headers.get('x-session-expires')).toBeNull();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('trap_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(7100);
    expect(maxAge).toBeLessThanOrEqual(7200);
    expect(client.jar.cookies.get('trap_session')).toMatch(/^ey/);
  });

  it('when the request is https behind a trusted proxy, then the cookie is Secure', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const res = await client.request('/api/login', { json: {}, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('trap_session='))).toMatch(/Secure/i);
  });

  it('when the browser sends the cookie, then services get the token as a Bearer header', async () => {
    const { client } = await loggedIn();
    const res = await client.request('/api/user');
    expect(res.status).toBe(200);
    expect(seenAuth).toEqual([`Bearer ${client.jar.cookies.get('trap_session')}`]);
    await client.request('/api/blog');
    expect(seenAuth[1]).toBe(`Bearer ${client.jar.cookies.get('trap_session')}`);
  });

  it('when a service other than auth sends session headers, then they are stripped and ignored', async () => {
    const { client } = await loggedIn();
    const token = client.jar.cookies.get('trap_session');
    const res = await client.request('/api/blog');
    expect(res.headers.get('x-session-token')).toBeNull();
    expect(client.jar.cookies.get('trap_session')).toBe(token);
  });

  it('when the session was revoked, then the cookie is cleared and the request goes on anonymous', async () => {
    const { client } = await loggedIn();
    const token = client.jar.cookies.get('trap_session')!;
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    await sessions.revoke(jti);
    const res = await client.request('/api/user');
    expect(res.status).toBe(401);
    expect(seenAuth).toEqual([undefined]);
    expect(client.jar.cookies.has('trap_session')).toBe(false);
  });

  it('when the cookie is not a valid token, or is signed by another key, then it is cleared', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const bad of [
      'garbage',
      await signTestToken({ userId: 'u1', privateKeyPem: other }),
      await signTestToken({ userId: 'u1', ttlSeconds: -10 }),
    ]) {
      const client = browser(bff.url);
      client.jar.cookies.set('trap_session', bad);
      const res = await client.request('/api/user');
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('trap_session=;'))).toBe(true);
      expect(client.jar.cookies.has('trap_session')).toBe(false);
    }
    expect(seenAuth).toEqual([undefined, undefined, undefined]);
  });

  it('when auth logs the user out, then the cookie is cleared', async () => {
    const { client } = await loggedIn();
    const res = await client.request('/api/logout', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(client.jar.cookies.has('trap_session')).toBe(false);
  });

  it('when auth answers x-session-clear: 1, then the cookie is cleared', async () => {
    const { client } = await loggedIn();
    const res = await client.request('/api/users/u1/kick', { method: 'POST' });
    expect(res.headers.get('x-session-clear')).toBeNull();
    expect(client.jar.cookies.has('trap_session')).toBe(false);
  });

  describe('the readable session hint', () => {
    const hintOf = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith('trap_signed_in='));

    it('when a login sets the session cookie, then a readable trap_signed_in=1 lives exactly as long; a logout, a kick and a revoked session clear it', async () => {
      const { client, res } = await loggedIn();
      const hint = hintOf(res)!;
      expect(hint).toMatch(/^trap_signed_in=1;/);
      expect(hint).not.toMatch(/HttpOnly/i);
      expect(hint).toMatch(/SameSite=Lax/i);
      const session = res.headers.getSetCookie().find((c) => c.startsWith('trap_session='))!;
      expect(/Max-Age=(\d+)/i.exec(hint)![1]).toBe(/Max-Age=(\d+)/i.exec(session)![1]);
      expect(client.jar.cookies.get('trap_signed_in')).toBe('1');

      await client.request('/api/logout', { method: 'POST' });
      expect(client.jar.cookies.has('trap_signed_in')).toBe(false);

      const kicked = (await loggedIn()).client;
      await kicked.request('/api/users/u1/kick', { method: 'POST' });
      expect(kicked.jar.cookies.has('trap_signed_in')).toBe(false);

      const revoked = (await loggedIn()).client;
      const { jti } = JSON.parse(Buffer.from(revoked.jar.cookies.get('trap_session')!.split('.')[1]!, 'base64url').toString());
      await sessions.revoke(jti);
      expect((await revoked.request('/api/user')).status).toBe(401);
      expect(revoked.jar.cookies.has('trap_signed_in')).toBe(false);
    });

    it('when a page is asked for with a session cookie and no hint, then it gets the hint; a hint without a session cookie is cleared', async () => {
      const { client } = await loggedIn();
      client.jar.cookies.delete('trap_signed_in');
      // a file never carries it (shared caches keep hashed files a year)
      expect(hintOf(await client.request('/static/js/index.abc123.js'))).toBeUndefined();
      await client.request('/forum');
      expect(client.jar.cookies.get('trap_signed_in')).toBe('1');

      const guest = browser(bff.url);
      guest.jar.cookies.set('trap_signed_in', '1');
      await guest.request('/forum');
      expect(guest.jar.cookies.has('trap_signed_in')).toBe(false);
    });

    it('when a guest with no cookies asks for a page, then no hint is set', async () => {
      const guest = browser(bff.url);
      const res = await guest.request('/forum');
      expect(hintOf(res)).toBeUndefined();
    });
  });

  describe('sliding refresh', () => {
    /** A session past half its life: issued 50 minutes ago, 10 minutes left of 60. */
    const agedSession = async () => {
      const sessionId = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      await sessions.create(sessionId, 'u1', 600);
      const token = signToken({ userId: 'u1', sessionId, iat: now - 3000, exp: now + 600 });
      const client = browser(bff.url);
      client.jar.cookies.set('trap_session', token);
      return { client, token };
    };

    it('when less than half the lifetime is left, then auth is asked once and the new token is used and set', async () => {
      const { client, token } = await agedSession();
      // a read the bff forwards every time (the member's own /api/user is kept in memory and shared by concurrent reads)
      const results = await Promise.all([client.request('/api/blog'), client.request('/api/blog'), client.request('/api/blog')]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(refreshCalls).toBe(1);
      const fresh = client.jar.cookies.get('trap_session')!;
      expect(fresh).not.toBe(token);
      expect(seenAuth).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`, `Bearer ${fresh}`]);
      const cookie = results[0]!.headers.getSetCookie().find((c) => c.startsWith('trap_session='))!;
      expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBeGreaterThan(7000);
    });

    it('when more than half the lifetime is left, then auth is not asked', async () => {
      const { client } = await loggedIn();
      await client.request('/api/user');
      expect(refreshCalls).toBe(0);
    });

    it('when auth is too slow to refresh, then the request goes on with the still valid token', async () => {
      refreshMode = 'slow';
      const { client, token } = await agedSession();
      const started = Date.now();
      const res = await client.request('/api/user');
      expect(Date.now() - started).toBeLessThan(1400);
      expect(res.status).toBe(200);
      expect(seenAuth).toEqual([`Bearer ${token}`]);
      expect(client.jar.cookies.get('trap_session')).toBe(token);
    });

    it('when auth says the session is gone, then the cookie is cleared and the request is anonymous', async () => {
      refreshMode = 'revoked';
      const { client } = await agedSession();
      const res = await client.request('/api/user');
      expect(res.status).toBe(401);
      expect(seenAuth).toEqual([undefined]);
      expect(client.jar.cookies.has('trap_session')).toBe(false);
    });
  });
});
