import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signToken, startTestBff, type TestBff } from './support/bff.ts';
import { startAuthService, type AuthProcess } from './support/auth-service.ts';

describe('a visitor registering, using and leaving a session through the bff and the real auth service', () => {
  let auth: AuthProcess;
  let bff: TestBff;

  beforeAll(async () => {
    auth = await startAuthService();
    // the bff reads the same Redis prefix as auth, where sessions live
    bff = await startTestBff({ AUTH_URL: auth.url, REDIS_PREFIX: auth.env.REDIS_PREFIX! });
  });
  afterAll(async () => {
    await bff?.stop();
    await auth?.stop();
  });

  const newMember = () => ({
    username: `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
    password: 'Str0ng#Pass',
    email: `m${Date.now()}@example.com`,
    displayName: 'Test Shooter',
    membershipTier: 'range_pass',
  });

  it('when a visitor registers, then the session is an httpOnly cookie, /api/user knows them, and logout ends it', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');

    const anonymous = await client.request('/api/user');
    expect(anonymous.status).toBe(401);

    const member = newMember();
    const registered = await client.request('/api/register', { json: member });
    expect(registered.status).toBe(201);
    expect(registered.body.username).toBe(member.username);
    expect(registered.headers.get('x-session-token')).toBeNull();
    expect(registered.headers.get('x-session-expires')).toBeNull();
    const cookie = registered.headers.getSetCookie().find((c) => c.startsWith('trap_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBeGreaterThan(60 * 60);

    const me = await client.request('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: member.username, displayName: 'Test Shooter', role: 'member' });

    const out = await client.request('/api/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.get('x-session-clear')).toBeNull();
    expect(client.jar.cookies.has('trap_session')).toBe(false);
    expect((await client.request('/api/user')).status).toBe(401);
  });

  it('when a stolen cookie is replayed after logout, then the session is revoked and the cookie cleared', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const member = newMember();
    await client.request('/api/register', { json: member });
    const token = client.jar.cookies.get('trap_session')!;
    await client.request('/api/logout', { method: 'POST' });

    const thief = browser(bff.url);
    thief.jar.cookies.set('trap_session', token);
    const res = await thief.request('/api/user');
    expect(res.status).toBe(401);
    expect(thief.jar.cookies.has('trap_session')).toBe(false);
  });

  it('when a member logs in without the CSRF header, then it is refused, and with it they are logged in', async () => {
    const setup = browser(bff.url);
    await setup.request('/healthz');
    const member = newMember();
    await setup.request('/api/register', { json: member });

    const careless = browser(bff.url, { csrf: false });
    await careless.request('/healthz');
    const refused = await careless.request('/api/login', { json: { username: member.username, password: member.password } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('CSRF_FAILED');

    const client = browser(bff.url);
    await client.request('/healthz');
    const ok = await client.request('/api/login', { json: { username: member.username, password: member.password } });
    expect(ok.status).toBe(200);
    expect((await client.request('/api/user')).body.username).toBe(member.username);
  });

  it('when a login has a wrong password, then the auth error comes through unchanged', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const res = await client.request('/api/login', { json: { username: 'nobody_here', password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid username or password');
    expect(client.jar.cookies.has('trap_session')).toBe(false);
  });

  it('when a session is past half its life, then the bff gets a fresh token from auth and the member stays logged in', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const member = newMember();
    await client.request('/api/register', { json: member });
    const issued = client.jar.cookies.get('trap_session')!;
    const claims = JSON.parse(Buffer.from(issued.split('.')[1]!, 'base64url').toString());
    // the same session, as if its token had been issued long ago (signed with the same test key)
    const now = Math.floor(Date.now() / 1000);
    const aged = signToken({ userId: claims.sub, sessionId: claims.jti, role: claims.role, iat: now - 6000, exp: now + 1200 });
    client.jar.cookies.set('trap_session', aged);

    const me = await client.request('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(member.username);
    const fresh = client.jar.cookies.get('trap_session')!;
    expect(fresh).not.toBe(aged);
    const freshClaims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString());
    expect(freshClaims.sub).toBe(claims.sub);
    expect(freshClaims.exp).toBeGreaterThan(now + 1200);
    expect((await client.request('/api/user')).status).toBe(200);
  });
});
