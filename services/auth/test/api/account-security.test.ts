import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, uniqueSuffix } from '@trap/kit/testing';
import { ACCOUNT_MESSAGES, SESSION_HEADERS, SESSION_REFRESH_PATH } from '@trap/contracts';
import { readPrivateKey } from '../../src/config.ts';
import { AccountLinks } from '../../src/modules/account-security/account-links.ts';
import { eventsFor, outboxDrained, publishedEvents, registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  // a small per-address budget for forgot/reset/verify keeps the budget test short
  svc = await startAuthService({ ACCOUNT_MAX_PER_IP: '8', SITE_ORIGIN: 'https://trap.example' });
});
afterAll(() => svc?.stop());

/** Each test acts from addresses of its own, so one test's budgets never touch another's. */
let ipSeq = 10;
const newIp = () => `10.7.${ipSeq++}.1`;
const from = (ip: string, ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36') => ({
  'x-forwarded-for': ip,
  'user-agent': ua,
});
const uniqueEmail = (tag: string) => `${tag}.${uniqueSuffix()}@example.com`;

const forgot = (email: string, ip = newIp()) => svc.call('/api/password/forgot', { json: { email }, headers: from(ip) });
const login = (username: string, password: string, ip = newIp(), ua?: string) =>
  svc.call('/api/login', { json: { username, password }, headers: from(ip, ua) });
const tokenOf = (res: { headers: Headers }) => res.headers.get(SESSION_HEADERS.token)!;

/** The link of the newest event of `subject` for this member, once published. */
async function linkOf(subject: string, userId: string): Promise<{ link: string; token: string; data: any }> {
  let data: any;
  await eventually(async () => {
    const events = eventsFor(await publishedEvents(svc.ctx.bus), subject, userId);
    data = events.at(-1)?.data;
    return !!data;
  });
  const token = decodeURIComponent(/[?&]token=([^&]+)/.exec(data.link)![1]!);
  return { link: data.link, token, data };
}
const countOf = async (subject: string, userId: string) => eventsFor(await publishedEvents(svc.ctx.bus), subject, userId).length;

describe('forgot password (POST /api/password/forgot)', () => {
  it('when a registered and an unknown address ask, then both get the same answer, and only the account gets a 1-hour link to /reset-password by e-mail', async () => {
    const email = uniqueEmail('Forgot.Me');
    const { user, username } = await registerUser(svc, { email });
    const known = await forgot(email.toLowerCase());
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetRequested });
    expect(unknown.text).toBe(known.text);

    const { link, data } = await linkOf('auth.password_reset.requested', user.id);
    expect(link).toMatch(/^https:\/\/trap\.example\/reset-password\?token=/);
    expect(data).toMatchObject({ userId: user.id, email, username, displayName: user.displayName });
    const ttl = Date.parse(data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    await svc.auth.passwordAccount.settled();
  });

  it('when one address is asked for more than 3 times in an hour, then the 4th gets 429 whether or not it is registered', async () => {
    const email = uniqueEmail('flood');
    await registerUser(svc, { email });
    const other = uniqueEmail('flood-unknown');
    for (let i = 0; i < 3; i++) {
      expect((await forgot(email)).status).toBe(202);
      expect((await forgot(other)).status).toBe(202);
    }
    const [a, b] = [await forgot(email), await forgot(other)];
    expect(a.status).toBe(429);
    expect(b.status).toBe(429);
    expect(a.body.error.message.replace(/\d+ minutes?/, 'N')).toBe(b.body.error.message.replace(/\d+ minutes?/, 'N'));
    expect(a.body.error.message).toMatch(/^Too many password reset requests for this address\. Please try again in \d+ minutes?\.$/);
    expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when one client asks for many addresses, then its budget (ACCOUNT_MAX_PER_IP) runs out with 429 and another client is not affected', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i++) expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(202);
    const refused = await forgot(uniqueEmail('spray'), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many requests from your network\./);
    expect((await forgot(uniqueEmail('spray'))).status).toBe(202);
  });

  it('when the address is not an e-mail address, then 400 on email', async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: 'Invalid email address' });
  });
});

describe('the per-client budget shared by forgot, reset and verify (ACCOUNT_MAX_PER_IP)', () => {
  const reset = (ip: string) =>
    svc.call('/api/password/reset', { json: { token: 'garbage', password: 'New#Clay2026' }, headers: from(ip) });
  const verify = (ip: string) => svc.call('/api/email/verify', { json: { token: 'garbage' }, headers: from(ip) });

  it('when one client spends its budget on reset and verify attempts, then reset, verify and forgot are all refused with 429 and Retry-After, and another client is not affected', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) {
      expect((await reset(ip)).status).toBe(400);
      expect((await verify(ip)).status).toBe(400);
    }
    for (const refused of [await reset(ip), await verify(ip), await forgot(uniqueEmail('after-reset'), ip)]) {
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const elsewhere = newIp();
    expect((await reset(elsewhere)).status).toBe(400);
    expect((await verify(elsewhere)).status).toBe(400);
  });

  it('when one client spends its budget on forgot requests, then its reset and verify are refused with 429 too', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i++) expect((await forgot(uniqueEmail('spend'), ip)).status).toBe(202);
    expect((await reset(ip)).status).toBe(429);
    expect((await verify(ip)).status).toBe(429);
  });
});

describe('reset password (POST /api/password/reset)', () => {
  it('when the e-mailed link is used, then the new password works, the old one does not, every session is signed out, and the link works only once', async () => {
    const email = uniqueEmail('reset');
    const { user, username, password, token: session } = await registerUser(svc, { email });
    const second = tokenOf(await login(username, password));
    await forgot(email);
    const { token } = await linkOf('auth.password_reset.requested', user.id);

    const res = await svc.call('/api/password/reset', { json: { token, password: 'New#Clay2026' }, headers: from(newIp()) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordReset });
    expect((await svc.call('/api/user', { token: session })).status).toBe(401);
    expect((await svc.call('/api/user', { token: second })).status).toBe(401);
    expect((await login(username, password)).status).toBe(401);
    expect((await login(username, 'New#Clay2026')).status).toBe(200);
    await eventually(async () => (await countOf('auth.password.changed', user.id)) === 1);

    const again = await svc.call('/api/password/reset', { json: { token, password: 'Other#Clay2026' }, headers: from(newIp()) });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ token: ACCOUNT_MESSAGES.resetLinkInvalid });
    expect((await login(username, 'New#Clay2026')).status).toBe(200);
  });

  it('when a link has expired, was tampered with or belongs to no account, then 400 on token and nothing changes', async () => {
    const { user, username, password } = await registerUser(svc);
    const stored = await svc.auth.User.findById(user.id).select('+password').lean();
    const links = new AccountLinks(readPrivateKey(svc.ctx.config));
    const expired = links.sign({ purpose: 'reset', userId: user.id, expiresAt: Date.now() - 1000 }, stored!.password);
    const valid = links.sign({ purpose: 'reset', userId: user.id, expiresAt: Date.now() + 60_000 }, stored!.password);
    const tampered = `${valid.slice(0, -3)}${valid.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const otherKey = new AccountLinks('another key').sign(
      { purpose: 'reset', userId: user.id, expiresAt: Date.now() + 60_000 },
      stored!.password,
    );
    const verifyToken = links.sign({ purpose: 'verify', userId: user.id, email: 'x@example.com', expiresAt: Date.now() + 60_000 });
    for (const token of [expired, tampered, otherKey, verifyToken, 'garbage']) {
      const res = await svc.call('/api/password/reset', { json: { token, password: 'New#Clay2026' }, headers: from(newIp()) });
      expect(res.status, token).toBe(400);
      expect(res.body.error.fields).toEqual({ token: ACCOUNT_MESSAGES.resetLinkInvalid });
    }
    expect((await login(username, password)).status).toBe(200);
  });

  it('when the new password breaks the policy, then 400 on password and the link still works', async () => {
    const email = uniqueEmail('policy');
    const { user, username } = await registerUser(svc, { email });
    await forgot(email);
    const { token } = await linkOf('auth.password_reset.requested', user.id);
    const weak = await svc.call('/api/password/reset', { json: { token, password: 'short' }, headers: from(newIp()) });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBe('Password must be at least 6 characters');
    const ok = await svc.call('/api/password/reset', { json: { token, password: 'Fine#Pass99' }, headers: from(newIp()) });
    expect(ok.status).toBe(200);
    expect((await login(username, 'Fine#Pass99')).status).toBe(200);
  });

  it('when the password changes after a link was sent, then that link no longer works', async () => {
    const email = uniqueEmail('stale');
    const { user, password, token: session } = await registerUser(svc, { email });
    await forgot(email);
    const { token } = await linkOf('auth.password_reset.requested', user.id);
    const changed = await svc.call('/api/password/change', {
      json: { currentPassword: password, newPassword: 'Changed#2026' },
      token: session,
    });
    expect(changed.status).toBe(200);
    const res = await svc.call('/api/password/reset', { json: { token, password: 'New#Clay2026' }, headers: from(newIp()) });
    expect(res.status).toBe(400);
  });
});

describe('change password (POST /api/password/change)', () => {
  it('when the current password is right, then the password changes, this session stays and the other sessions are signed out', async () => {
    const { user, username, password, token: current } = await registerUser(svc);
    const phone = tokenOf(await login(username, password, newIp(), 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36'));
    const res = await svc.call('/api/password/change', {
      json: { currentPassword: password, newPassword: 'Brand#New2026' },
      token: current,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await svc.call('/api/user', { token: current })).status).toBe(200);
    expect((await svc.call('/api/user', { token: phone })).status).toBe(401);
    expect((await login(username, 'Brand#New2026')).status).toBe(200);
    await eventually(async () => (await countOf('auth.password.changed', user.id)) === 1);
  });

  it('when the current password is wrong, then 400 on currentPassword and nothing changes; a weak new one is a 400 on newPassword', async () => {
    const { username, password, token } = await registerUser(svc);
    const wrong = await svc.call('/api/password/change', { json: { currentPassword: 'Wrong#Pass1', newPassword: 'Brand#New2026' }, token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
    const weak = await svc.call('/api/password/change', { json: { currentPassword: password, newPassword: 'abc' }, token });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.error.fields)).toEqual(['newPassword']);
    const same = await svc.call('/api/password/change', { json: { currentPassword: password, newPassword: password }, token });
    expect(same.body.error.fields).toEqual({ newPassword: ACCOUNT_MESSAGES.newPasswordSame });
    expect((await login(username, password)).status).toBe(200);
  });

  it('when a session tries more than 5 times in 15 minutes, then 429', async () => {
    const { token } = await registerUser(svc);
    for (let i = 0; i < 5; i++) {
      const res = await svc.call('/api/password/change', {
        json: { currentPassword: `Guess#${i}xx`, newPassword: 'Brand#New2026' },
        token,
      });
      expect(res.status).toBe(400);
    }
    const refused = await svc.call('/api/password/change', { json: { currentPassword: 'Guess#9xx', newPassword: 'Brand#New2026' }, token });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many password changes\./);
  });

  it('when a guest calls it, then 401', async () => {
    expect((await svc.call('/api/password/change', { json: { currentPassword: 'a', newPassword: 'Brand#New2026' } })).status).toBe(401);
  });
});

describe('e-mail verification', () => {
  it('when a member registers, then a verification link is mailed, the account works unverified, and the link verifies the address', async () => {
    const email = uniqueEmail('Verify');
    const { user, token } = await registerUser(svc, { email });
    expect(user.emailVerified).toBe(false);
    const { token: link, data } = await linkOf('auth.email_verification.requested', user.id);
    expect(data).toMatchObject({ email, reason: 'registration' });
    expect(data.link).toMatch(/^https:\/\/trap\.example\/verify-email\?token=/);

    const res = await svc.call('/api/email/verify', { json: { token: link }, headers: from(newIp()) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.emailVerified });
    expect((await svc.call('/api/user', { token })).body.emailVerified).toBe(true);
    // a second use is harmless
    expect((await svc.call('/api/email/verify', { json: { token: link }, headers: from(newIp()) })).status).toBe(200);
    // and there is nothing to resend
    const resend = await svc.call('/api/email/verification', { method: 'POST', token });
    expect(resend.body.message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
  });

  it('when the member changes the address, then it is unverified until the link sent to the new one is used; the old link no longer verifies', async () => {
    const { user, token } = await registerUser(svc, { email: uniqueEmail('old') });
    const { token: oldLink } = await linkOf('auth.email_verification.requested', user.id);
    const next = uniqueEmail('new');
    const patched = await svc.call('/api/user', { method: 'PATCH', json: { email: next }, token });
    expect(patched.status).toBe(200);
    expect(patched.body.emailVerified).toBe(false);
    await eventually(async () => (await countOf('auth.email_verification.requested', user.id)) === 2);
    const { token: newLink, data } = await linkOf('auth.email_verification.requested', user.id);
    expect(data).toMatchObject({ email: next, reason: 'change' });

    const stale = await svc.call('/api/email/verify', { json: { token: oldLink }, headers: from(newIp()) });
    expect(stale.status).toBe(400);
    expect(stale.body.error.fields).toEqual({ token: ACCOUNT_MESSAGES.verifyLinkInvalid });
    expect((await svc.call('/api/email/verify', { json: { token: newLink }, headers: from(newIp()) })).status).toBe(200);
    expect((await svc.call('/api/user', { token })).body).toMatchObject({ email: next, emailVerified: true });
  });

  it('when a member verifies, changes the address and verifies the new one, then auth publishes the verified address each time: none, the first, none, the new one', async () => {
    const first = uniqueEmail('First');
    const { user, token } = await registerUser(svc, { email: first });
    const verifiedAddresses = async () =>
      eventsFor(await publishedEvents(svc.ctx.bus), 'auth.verified_email.changed', user.id).map((e) => e.data.verifiedEmail);
    const { token: firstLink } = await linkOf('auth.email_verification.requested', user.id);
    // registering proves nothing about the address
    expect(await verifiedAddresses()).toEqual([]);
    expect((await svc.call('/api/email/verify', { json: { token: firstLink }, headers: from(newIp()) })).status).toBe(200);
    await eventually(async () => (await verifiedAddresses()).length === 1);
    expect(await verifiedAddresses()).toEqual([first.toLowerCase()]);

    const next = uniqueEmail('Next');
    expect((await svc.call('/api/user', { method: 'PATCH', json: { email: next }, token })).status).toBe(200);
    await eventually(async () => (await verifiedAddresses()).length === 2);
    expect((await verifiedAddresses())[1]).toBeNull();
    await eventually(async () => (await countOf('auth.email_verification.requested', user.id)) === 2);
    const { token: nextLink } = await linkOf('auth.email_verification.requested', user.id);
    expect((await svc.call('/api/email/verify', { json: { token: nextLink }, headers: from(newIp()) })).status).toBe(200);
    // using the link again publishes nothing more
    expect((await svc.call('/api/email/verify', { json: { token: nextLink }, headers: from(newIp()) })).status).toBe(200);
    await outboxDrained(svc, user.id);
    expect(await verifiedAddresses()).toEqual([first.toLowerCase(), null, next.toLowerCase()]);
  });

  it('when an expired or forged link is used, then 400 on token', async () => {
    const { user } = await registerUser(svc);
    const links = new AccountLinks(readPrivateKey(svc.ctx.config));
    const expired = links.sign({ purpose: 'verify', userId: user.id, email: user.email.toLowerCase(), expiresAt: Date.now() - 1 });
    const forged = new AccountLinks('not auth').sign({
      purpose: 'verify',
      userId: user.id,
      email: user.email.toLowerCase(),
      expiresAt: Date.now() + 60_000,
    });
    for (const token of [expired, forged]) {
      const res = await svc.call('/api/email/verify', { json: { token }, headers: from(newIp()) });
      expect(res.status).toBe(400);
    }
  });

  it('when a member asks for the link again, then it is mailed, at most 3 times an hour', async () => {
    const { user, token } = await registerUser(svc);
    for (let i = 0; i < 3; i++) {
      const res = await svc.call('/api/email/verification', { method: 'POST', token });
      expect(res.status).toBe(202);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.verificationSent);
    }
    expect((await svc.call('/api/email/verification', { method: 'POST', token })).status).toBe(429);
    await eventually(async () => (await countOf('auth.email_verification.requested', user.id)) === 4);
  });
});

describe('active sessions (/api/sessions)', () => {
  it('when a member is logged in on two browsers, then both are listed with browser and address, the current one marked, and a refresh keeps one entry', async () => {
    const { username, password } = await registerUser(svc);
    const laptop = tokenOf(await login(username, password, '10.9.0.1'));
    const phone = tokenOf(
      await login(
        username,
        password,
        '10.9.0.2',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    );
    const list = await svc.call('/api/sessions', { token: laptop });
    expect(list.status).toBe(200);
    // the registration's session, the laptop and the phone
    expect(list.body.items).toHaveLength(3);
    const current = list.body.items.filter((s: any) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome on Linux', ip: '10.9.0.1' });
    expect(list.body.items.find((s: any) => s.ip === '10.9.0.2')).toMatchObject({ device: 'Safari on iOS', current: false });

    const refreshed = await svc.call(SESSION_REFRESH_PATH, { method: 'POST', token: phone });
    const phone2 = tokenOf(refreshed);
    const after = await svc.call('/api/sessions', { token: phone2 });
    expect(after.body.items).toHaveLength(3);
    expect(after.body.items.find((s: any) => s.current)).toMatchObject({
      ip: '10.9.0.2',
      id: list.body.items.find((s: any) => s.ip === '10.9.0.2').id,
    });
  });

  it('when a member signs one session out, then its token stops working at once; another member cannot sign it out (404)', async () => {
    const { username, password } = await registerUser(svc);
    const a = tokenOf(await login(username, password, '10.9.1.1'));
    const b = tokenOf(await login(username, password, '10.9.1.2'));
    const target = (await svc.call('/api/sessions', { token: a })).body.items.find((s: any) => s.ip === '10.9.1.2');
    const stranger = await registerUser(svc);
    const denied = await svc.call(`/api/sessions/${target.id}`, { method: 'DELETE', token: stranger.token });
    expect(denied.status).toBe(404);
    expect((await svc.call('/api/user', { token: b })).status).toBe(200);

    const res = await svc.call(`/api/sessions/${target.id}`, { method: 'DELETE', token: a });
    expect(res.status).toBe(204);
    expect((await svc.call('/api/user', { token: b })).status).toBe(401);
    expect((await svc.call('/api/user', { token: a })).status).toBe(200);
    expect((await svc.call(`/api/sessions/${target.id}`, { method: 'DELETE', token: a })).status).toBe(404);
    expect((await svc.call('/api/sessions/not-an-id', { method: 'DELETE', token: a })).status).toBe(400);
  });

  it('when a member signs out every other session, then only this one is left', async () => {
    const { username, password, token: first } = await registerUser(svc);
    const second = tokenOf(await login(username, password));
    const third = tokenOf(await login(username, password));
    const res = await svc.call('/api/sessions/sign-out-others', { method: 'POST', token: second });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, signedOut: 2 });
    expect((await svc.call('/api/user', { token: first })).status).toBe(401);
    expect((await svc.call('/api/user', { token: third })).status).toBe(401);
    const left = await svc.call('/api/sessions', { token: second });
    expect(left.body.items).toHaveLength(1);
    expect(left.body.items[0].current).toBe(true);
  });

  it('when a member makes more than 60 session requests in 10 minutes, then the next is 429 with Retry-After, sign-outs included, and another member is not affected', async () => {
    const { token } = await registerUser(svc);
    for (let i = 0; i < 58; i++) expect((await svc.call('/api/sessions', { token })).status).toBe(200);
    // a sign-out of an unknown session and of the others spend the same budget
    expect((await svc.call('/api/sessions/0123456789abcdef01234567', { method: 'DELETE', token })).status).toBe(404);
    expect((await svc.call('/api/sessions/sign-out-others', { method: 'POST', token })).status).toBe(200);
    for (const refused of [
      await svc.call('/api/sessions', { token }),
      await svc.call('/api/sessions/sign-out-others', { method: 'POST', token }),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Too many session requests\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // the member's other pages still work, and another member's budget is their own
    expect((await svc.call('/api/user', { token })).status).toBe(200);
    const other = await registerUser(svc);
    expect((await svc.call('/api/sessions', { token: other.token })).status).toBe(200);
  });

  it('when a guest asks, then 401', async () => {
    expect((await svc.call('/api/sessions')).status).toBe(401);
    expect((await svc.call('/api/sessions/sign-out-others', { method: 'POST' })).status).toBe(401);
  });
});
