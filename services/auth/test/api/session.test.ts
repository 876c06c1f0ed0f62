import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestToken } from '@trap/kit/testing';
import { currentUserSchema, SESSION_HEADERS, SESSION_REFRESH_PATH } from '@trap/contracts';
import { registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

/** Each test logs in from its own client address, so the address budgets of one never touch another. */
let ipSeq = 10;
const fromIp = () => ({ 'x-forwarded-for': `10.0.${ipSeq++}.1` });
const login = (username: string, password: string, headers: Record<string, string> = fromIp()) =>
  svc.call('/api/login', { json: { username, password }, headers });

describe('POST /api/login', () => {
  it('when a member logs in, then the answer is the current user with a session, and lastLogin is recorded', async () => {
    const { username, password, user } = await registerUser(svc);
    const res = await login(username.toUpperCase(), password);
    expect(res.status).toBe(200);
    expect(currentUserSchema.parse(res.body).id).toBe(user.id);
    const token = res.headers.get(SESSION_HEADERS.token)!;
    expect(Number(res.headers.get(SESSION_HEADERS.expires))).toBeGreaterThan(Date.now() / 1000);
    // the token carries the fixed claims and a live session
    const verified = await svc.ctx.verify(token);
    expect(verified).toMatchObject({ userId: user.id, role: 'member', isCoach: false });
    expect(await svc.ctx.sessions.isActive(verified.sessionId)).toBe(true);
    expect((await svc.call('/api/user', { token })).body.username).toBe(username);
    const stored = await svc.auth.User.findById(user.id).lean();
    expect(stored!.lastLogin).toBeInstanceOf(Date);
  });

  it('when the password is wrong, then 401 Invalid username or password', async () => {
    const { username } = await registerUser(svc);
    const res = await login(username, 'Wrong#Pass1');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid username or password');
    expect(res.headers.get(SESSION_HEADERS.token)).toBeNull();
  });

  it('when the user does not exist, then the same 401', async () => {
    const res = await login('nobody_here', 'Wrong#Pass1');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid username or password');
  });

  it('answers SPEC 5 field messages for bad input', async () => {
    const res = await svc.call('/api/login', { json: { username: 'ab', password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it.each([
    ['marked_for_deletion', 'This account is marked for deletion. Contact support to restore it.'],
    ['suspended', 'This account is suspended. Contact support for help.'],
    ['deleted', 'This account has been deleted.'],
  ] as const)('when the account is %s, then 403 with a clear message', async (status, message) => {
    const { username, password, user } = await registerUser(svc);
    await setUser(svc, user.id, { accountStatus: status });
    const res = await login(username, password);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(message);
    expect(res.headers.get(SESSION_HEADERS.token)).toBeNull();
    if (status === 'marked_for_deletion') expect(res.body.error.message).toContain('marked for deletion');
  });

  it('when a non-active account has the wrong password, then only the generic 401 (status is not revealed)', async () => {
    const { username, user } = await registerUser(svc);
    await setUser(svc, user.id, { accountStatus: 'marked_for_deletion' });
    const res = await login(username, 'Wrong#Pass1');
    expect(res.status).toBe(401);
  });
  // Lock-out and the address ceiling: rate-limits.test.ts.
});

describe('GET /api/user and POST /api/logout', () => {
  it('when nobody is logged in, then GET /api/user answers 401 (anonymous)', async () => {
    const res = await svc.call('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token that was not signed by auth', async () => {
    const { user } = await registerUser(svc);
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = await signTestToken({ userId: user.id, role: 'superadmin', privateKeyPem: other });
    expect((await svc.call('/api/user', { token: forged })).status).toBe(401);
  });

  it('when a member logs out, then the old token is refused at once and the bff is told to clear the cookie', async () => {
    const { token } = await registerUser(svc);
    expect((await svc.call('/api/user', { token })).status).toBe(200);
    const out = await svc.call('/api/logout', { method: 'POST', token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.headers.get(SESSION_HEADERS.clear)).toBe('1');
    expect((await svc.call('/api/user', { token })).status).toBe(401);
  });

  it('logout works without a session too', async () => {
    const out = await svc.call('/api/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.headers.get(SESSION_HEADERS.clear)).toBe('1');
    const junk = await svc.call('/api/logout', { method: 'POST', token: 'not-a-token' });
    expect(junk.status).toBe(200);
  });

  it('when the account is suspended while logged in, then its session stops working', async () => {
    const { token, user } = await registerUser(svc);
    await setUser(svc, user.id, { accountStatus: 'suspended' });
    expect((await svc.call('/api/user', { token })).status).toBe(401);
  });
});

describe('POST /internal/session/refresh (sliding session)', () => {
  it('when the bff refreshes a live session, then a new token arrives and the old one lives on briefly', async () => {
    const { token, user } = await registerUser(svc);
    const old = await svc.ctx.verify(token);
    const res = await svc.call(SESSION_REFRESH_PATH, { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    const fresh = res.headers.get(SESSION_HEADERS.token)!;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    const next = await svc.ctx.verify(fresh);
    expect(next.sessionId).not.toBe(old.sessionId);
    expect(Number(res.headers.get(SESSION_HEADERS.expires))).toBe(next.expiresAt);
    expect((await svc.call('/api/user', { token: fresh })).status).toBe(200);
    // the old session is still valid for requests in flight, but only for about 30 s
    expect((await svc.call('/api/user', { token })).status).toBe(200);
    const ttl = await svc.ctx.redis.ttl(`${svc.ctx.config.REDIS_PREFIX}session:${old.sessionId}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
  });

  it('answers 401 without a token, or for a revoked session', async () => {
    expect((await svc.call(SESSION_REFRESH_PATH, { method: 'POST' })).status).toBe(401);
    const { token } = await registerUser(svc);
    await svc.call('/api/logout', { method: 'POST', token });
    const res = await svc.call(SESSION_REFRESH_PATH, { method: 'POST', token });
    expect(res.status).toBe(401);
    expect(res.headers.get(SESSION_HEADERS.token)).toBeNull();
  });

  it('picks up a role change in the new token', async () => {
    const { token, user } = await registerUser(svc);
    await setUser(svc, user.id, { role: 'moderator' });
    const res = await svc.call(SESSION_REFRESH_PATH, { method: 'POST', token });
    expect((await svc.ctx.verify(res.headers.get(SESSION_HEADERS.token)!)).role).toBe('moderator');
  });
});
