import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestBff, type TestBff } from './support/bff.ts';
import { startServiceProcess, type AuthProcess } from './support/auth-service.ts';

/**
 * A member's hot reads answered from the bff's memory (cache/member-reads.ts), against the real
 * auth, practice and notifications services on FerretDB, Redis and NATS, through two bff replicas:
 * never stale after the member's own write, never another member's, never after the session ends.
 */
describe("a member's hot reads from the bff's memory", () => {
  let auth: AuthProcess;
  let practice: AuthProcess;
  let notifications: AuthProcess;
  let one: TestBff;
  let two: TestBff;

  beforeAll(async () => {
    auth = await startServiceProcess('auth');
    // one Redis prefix (sessions) and one event namespace for every part
    const shared = { REDIS_PREFIX: auth.env.REDIS_PREFIX!, EVENT_NAMESPACE: auth.env.EVENT_NAMESPACE! };
    [practice, notifications] = await Promise.all([startServiceProcess('practice', shared), startServiceProcess('notifications', shared)]);
    const env = { ...shared, AUTH_URL: auth.url, PRACTICE_URL: practice.url, NOTIFICATIONS_URL: notifications.url };
    [one, two] = await Promise.all([startTestBff(env), startTestBff(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await Promise.all([practice?.stop(), notifications?.stop()]);
    await auth?.stop();
  }, 60_000);

  const newMember = async (bff: TestBff) => {
    const client = browser(bff.url);
    await client.request('/healthz');
    const username = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const registered = await client.request('/api/register', {
      json: { username, password: 'Str0ng#Pass', email: `${username}@example.com`, displayName: 'Test Shooter', membershipTier: 'range_pass' },
    });
    expect(registered.status).toBe(201);
    return { client, username, cookie: () => client.jar.header() };
  };

  /** the same cookies on another replica (a load balancer may send any request to either) */
  const on = (bff: TestBff, cookie: string) => (path: string) => fetch(bff.url + path, { headers: { cookie, accept: 'application/json' } });

  /** reads until the replica answers from memory (its feeds attach in the background after start-up) */
  const cached = async (read: (path: string) => Promise<Response>, path: string) => {
    await expect
      .poll(async () => (await read(path)).headers.get('x-cache'), { timeout: 30_000, interval: 200 })
      .toBe('HIT');
    return (await read(path)).json();
  };

  it('when a member changes their profile, then /api/user right after shows it on either replica', async () => {
    const member = await newMember(one);
    expect((await cached(on(one, member.cookie()), '/api/user')).displayName).toBe('Test Shooter');
    expect((await cached(on(two, member.cookie()), '/api/user')).displayName).toBe('Test Shooter');

    for (const name of ['Changed Once', 'Changed Twice']) {
      const saved = await member.client.request('/api/user', { method: 'PATCH', json: { displayName: name } });
      expect(saved.status).toBe(200);
      expect((await (await on(one, member.cookie())('/api/user')).json()).displayName).toBe(name);
      expect((await (await on(two, member.cookie())('/api/user')).json()).displayName).toBe(name);
    }
  });

  it('when a member logs a session, then their stats right after count it', async () => {
    const member = await newMember(one);
    const read = on(one, member.cookie());
    const before = await cached(read, '/api/practice/stats');
    const today = new Date().toISOString().slice(0, 10);
    const logged = await member.client.request('/api/practice/sessions', { json: { date: today, scores: [{ total: 21 }] } });
    expect(logged.status).toBe(201);
    const after = await (await read('/api/practice/stats')).json();
    expect(after.basis.sessions).toBe(before.basis.sessions + 1);
    expect(after.kills).toBe(before.kills + 21);
    const history = await (await read('/api/practice/sessions?limit=20')).json();
    expect(history.total).toBe(before.basis.sessions + 1);
  });

  it('when a member reads a notification, then their unread count right after drops', async () => {
    const member = await newMember(one);
    const read = on(one, member.cookie());
    const sent = await member.client.request('/api/notifications/test', { json: {} });
    expect(sent.status).toBe(201);
    const unread = (await cached(read, '/api/notifications/count')).count;
    expect(unread).toBeGreaterThan(0);
    const first = sent.body.items?.[0] ?? sent.body[0];
    const marked = await member.client.request(`/api/notifications/${first.id}/read`, { method: 'PATCH' });
    expect(marked.status).toBe(200);
    expect((await (await read('/api/notifications/count')).json()).count).toBe(unread - 1);
  });

  it('when two members read the same paths, then each gets only their own answer, and a forged cookie gets none', async () => {
    const a = await newMember(one);
    const b = await newMember(one);
    expect((await cached(on(one, a.cookie()), '/api/user')).username).toBe(a.username);
    expect((await cached(on(one, b.cookie()), '/api/user')).username).toBe(b.username);
    for (let i = 0; i < 5; i++) {
      expect((await (await on(one, a.cookie())('/api/user')).json()).username).toBe(a.username);
      expect((await (await on(one, b.cookie())('/api/user')).json()).username).toBe(b.username);
    }
    // a's session token with another signature: the chain refuses it, memory never answers it
    const forged = a.cookie().replace(/(trap_session=[^.;]+\.[^.;]+\.)[^;]+/, '$1AAAA');
    expect(forged).not.toBe(a.cookie());
    const res = await on(one, forged)('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('x-cache')).toBeNull();
  });

  it('when a member logs out, then their old cookie gets no answer from memory on either replica', async () => {
    const member = await newMember(one);
    const cookie = member.cookie();
    await cached(on(one, cookie), '/api/user');
    await cached(on(two, cookie), '/api/user');
    expect((await member.client.request('/api/logout', { method: 'POST' })).status).toBe(200);
    expect((await on(one, cookie)('/api/user')).status).toBe(401);
    expect((await on(two, cookie)('/api/user')).status).toBe(401);
  });
  // last: it stops practice
  it('when the service is down, then a member read not held in memory gets the proxy\'s 503 naming it, not a 500', async () => {
    const member = await newMember(one);
    const read = on(one, member.cookie());
    await practice.stop();
    practice = undefined as never;
    const res = await read('/api/practice/sessions?limit=7');
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The practice service is unavailable, please try again shortly' });
  }, 60_000);
});
