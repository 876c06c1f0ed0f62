import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authenticate,
  createHttpApp,
  createLogger,
  createRedis,
  createTokenVerifier,
  requireAuth,
  requireCapability,
  SessionStore,
} from '@trap/kit';
import {
  cleanupTestEnv,
  fetchJson,
  listen,
  loginAs,
  signTestToken,
  testEnv,
  testKeys,
  TEST_AUDIENCE,
  TEST_ISSUER,
} from '@trap/kit/testing';

const env = testEnv('kitauth');

describe('authentication and capabilities', () => {
  const redis = createRedis(env.REDIS_URL!);
  const sessions = new SessionStore(redis, env.REDIS_PREFIX);
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const verify = await createTokenVerifier({ publicKeyPem: testKeys().publicKeyPem, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    const app = createHttpApp({
      logger: createLogger('auth-test', 'silent'),
      routes: (app) => {
        app.get('/me', authenticate({ verify, sessions, required: true }), (req, res) => {
          res.json({ userId: req.auth!.userId, role: req.auth!.role, isCoach: req.auth!.isCoach, sessionId: req.auth!.sessionId });
        });
        app.get('/maybe', authenticate({ verify, sessions }), (req, res) => {
          res.json({ userId: req.auth?.userId ?? null });
        });
        app.get('/members-only', authenticate({ verify, sessions }), requireAuth, (_req, res) => {
          res.json({ ok: true });
        });
        app.get(
          '/admin/settings',
          authenticate({ verify, sessions, required: true }),
          requireCapability('settings.manage'),
          (_req, res) => {
            res.json({ ok: true });
          },
        );
        app.get('/superadmin', authenticate({ verify, sessions }), requireCapability('superadmin.area'), (_req, res) => {
          res.json({ ok: true });
        });
      },
    });
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    redis.disconnect();
    await cleanupTestEnv(env);
  });

  const me = (token?: string) => fetchJson(`${server.url}/me`, { token });

  it('when a member sends a token signed by auth with a live session, then the request knows who they are', async () => {
    const token = await loginAs(sessions, { userId: 'u-member', role: 'member', isCoach: true, sessionId: 'sess-member-1' });
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'u-member', role: 'member', isCoach: true, sessionId: 'sess-member-1' });
  });

  it('when no token is sent, then a protected route answers 401 "Not logged in" and an optional one passes anonymously', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not logged in' });
    expect((await fetchJson(`${server.url}/maybe`)).body).toEqual({ userId: null });
    expect((await fetchJson(`${server.url}/members-only`)).status).toBe(401);
  });

  describe('when the token itself is not acceptable, then it is a 401', () => {
    it.each([
      ['expired', () => loginAs(sessions, { userId: 'u1', ttlSeconds: -60 })],
      [
        'signed with another key',
        async () => {
          const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
          await sessions.create('sess-other-key', 'u1', 600);
          return signTestToken({ userId: 'u1', sessionId: 'sess-other-key', privateKeyPem: other });
        },
      ],
      [
        'for another audience',
        async () => {
          await sessions.create('sess-aud', 'u1', 600);
          return signTestToken({ userId: 'u1', sessionId: 'sess-aud', audience: 'some-other-app' });
        },
      ],
      [
        'from another issuer',
        async () => {
          await sessions.create('sess-iss', 'u1', 600);
          return signTestToken({ userId: 'u1', sessionId: 'sess-iss', issuer: 'evil' });
        },
      ],
      [
        'tampered (role raised to superadmin)',
        async () => {
          const token = await loginAs(sessions, { userId: 'u1', role: 'member' });
          const [header, payload, signature] = token.split('.');
          const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
          const forged = Buffer.from(JSON.stringify({ ...claims, role: 'superadmin' })).toString('base64url');
          return `${header}.${forged}.${signature}`;
        },
      ],
      ['garbage', async () => 'not.a.jwt'],
    ])('%s', async (_name, makeToken) => {
      const token = await makeToken();
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
      // an optional route treats a bad token as anonymous, never as the claimed user
      expect((await fetchJson(`${server.url}/maybe`, { token })).body).toEqual({ userId: null });
    });
  });

  describe('when the session behind a valid token is gone, then it is a 401', () => {
    it('never created (not issued by a login)', async () => {
      const token = await signTestToken({ userId: 'u2', sessionId: 'sess-never' });
      expect((await me(token)).status).toBe(401);
    });

    it('revoked by logout', async () => {
      const token = await loginAs(sessions, { userId: 'u3', sessionId: 'sess-logout' });
      expect((await me(token)).status).toBe(200);
      await sessions.revoke('sess-logout');
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Session expired, please log in again');
      expect(await sessions.isActive('sess-logout')).toBe(false);
    });

    it('all sessions of a user revoked (suspension), other users untouched', async () => {
      const phone = await loginAs(sessions, { userId: 'u4' });
      const laptop = await loginAs(sessions, { userId: 'u4' });
      const someoneElse = await loginAs(sessions, { userId: 'u5' });
      await sessions.revokeAllForUser('u4');
      expect((await me(phone)).status).toBe(401);
      expect((await me(laptop)).status).toBe(401);
      expect((await me(someoneElse)).status).toBe(200);
    });

    it('a replaced session kept alive briefly (sliding refresh) ends after its grace period', async () => {
      const token = await loginAs(sessions, { userId: 'u6', sessionId: 'sess-refresh' });
      await sessions.expireSoon('sess-refresh', 1);
      expect((await me(token)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1200));
      expect((await me(token)).status).toBe(401);
    });
  });

  describe('capabilities', () => {
    it('when a member asks for an admin capability, then it is a 403 in the error format', async () => {
      const token = await loginAs(sessions, { userId: 'u-m', role: 'member' });
      const res = await fetchJson(`${server.url}/admin/settings`, { token });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
    });

    it('when an admin or a superadmin asks, then it passes', async () => {
      for (const role of ['admin', 'superadmin'] as const) {
        const token = await loginAs(sessions, { userId: `u-${role}`, role });
        expect((await fetchJson(`${server.url}/admin/settings`, { token })).status).toBe(200);
      }
    });

    it('when an admin asks for the superadmin area, then it is a 403; a superadmin passes; nobody logged in gets 401', async () => {
      const admin = await loginAs(sessions, { userId: 'u-a', role: 'admin' });
      const superadmin = await loginAs(sessions, { userId: 'u-s', role: 'superadmin' });
      expect((await fetchJson(`${server.url}/superadmin`, { token: admin })).status).toBe(403);
      expect((await fetchJson(`${server.url}/superadmin`, { token: superadmin })).status).toBe(200);
      expect((await fetchJson(`${server.url}/superadmin`)).status).toBe(401);
    });
  });
});
