import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registration, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  // Budgets smaller than the defaults (20 registrations an hour, 100 failed logins an hour per
  // address) keep this file fast; the mechanism is the same.
  svc = await startAuthService({ REGISTER_MAX_PER_IP: '5', LOGIN_MAX_FAILS_PER_IP: '20' });
});
afterAll(() => svc?.stop());

/** Each test acts from addresses of its own (auth trusts X-Forwarded-For from the bff on loopback). */
let ipSeq = 10;
const newAddress = () => `10.1.${ipSeq++}.1`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const register = (ip: string, over: Parameters<typeof registration>[0] = {}) =>
  svc.call('/api/register', { json: registration(over), headers: from(ip) });
const login = (ip: string, username: string, password: string) =>
  svc.call('/api/login', { json: { username, password }, headers: from(ip) });
/** A member who registered from an address of their own (this file's registration budget is small). */
async function newMember() {
  const body = registration();
  expect((await register(newAddress(), body)).status).toBe(201);
  return { username: body.username, password: body.password };
}

describe('registration budget per address', () => {
  it('when one address sends more registrations than its budget at once, then the rest get 429 with Retry-After and a clear message, and no password is hashed for them', async () => {
    const ip = newAddress();
    const hash = vi.spyOn(svc.auth.passwords, 'hash');
    try {
      const bodies = Array.from({ length: 9 }, () => registration());
      const answers = await Promise.all(bodies.map((json) => svc.call('/api/register', { json, headers: from(ip) })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429]);

      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(refused.body.error.message).toMatch(/^Too many registrations from your network\. Please try again in \d+ minutes?\.$/);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(59 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);

      // only the accepted ones paid for a hash and became accounts
      expect(hash).toHaveBeenCalledTimes(5);
      const stored = await svc.auth.User.countDocuments({ username: { $in: bodies.map((b) => b.username) } });
      expect(stored).toBe(5);
    } finally {
      hash.mockRestore();
    }
    // another address is not affected
    expect((await register(newAddress())).status).toBe(201);
  });

  it('when a registration is refused for bad input, then it costs nothing from the budget', async () => {
    const ip = newAddress();
    for (let i = 0; i < 6; i++) expect((await register(ip, { password: 'short' })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await register(ip)).status).toBe(201);
    expect((await register(ip)).status).toBe(429);
  });

  it('when registrations come from many addresses of one IPv6 /64, then they share one budget', async () => {
    for (let i = 1; i <= 5; i++) expect((await register(`2001:db8:7:${ipSeq}::${i.toString(16)}`)).status).toBe(201);
    expect((await register(`2001:db8:7:${ipSeq}:ffff::1`)).status).toBe(429);
    expect((await register(`2001:db8:7:${ipSeq + 1}::1`)).status).toBe(201);
  });
});

describe('login lock-out by username and address, with a gentler ceiling per address', () => {
  it('after 10 failures for a username from one address, then 429 RATE_LIMITED with Retry-After, even with the right password; another address is fine', async () => {
    const { username, password } = await newMember();
    const ip = newAddress();
    for (let i = 0; i < 10; i++) expect((await login(ip, username, 'Wrong#Pass1')).status).toBe(401);
    const blocked = await login(ip, username, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(blocked.body.error.message).toMatch(/^Too many login attempts\. Please try again in 15 minutes\.$/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(newAddress(), username, password)).status).toBe(200);
  });

  it('a successful login clears the username failures', async () => {
    const { username, password } = await newMember();
    const ip = newAddress();
    for (let i = 0; i < 9; i++) expect((await login(ip, username, 'Wrong#Pass1')).status).toBe(401);
    expect((await login(ip, username, password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(ip, username, 'Wrong#Pass1')).status).toBe(401);
    expect((await login(ip, username, password)).status).toBe(200);
  });

  it('when an attacker behind one address fails many times on member A, then A is locked for that address only, and member B behind it logs in fine', async () => {
    const a = await newMember();
    const b = await newMember();
    const club = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(club, a.username, `Guess#${i}x`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

    expect((await login(club, a.username, a.password)).status).toBe(429);
    expect((await login(newAddress(), a.username, a.password)).status).toBe(200);
    // the neighbour: refused attempts on A were not counted against the club's address
    expect((await login(club, b.username, 'Wrong#Pass1')).status).toBe(401);
    expect((await login(club, b.username, b.password)).status).toBe(200);
  });

  it('when failures spread over many usernames use up the address ceiling, then members known at that address still get in with their password, while names never seen there wait without a password check', async () => {
    const club = newAddress();
    // a regular who has logged in from the club before, one who registered there, one who never came
    const regular = await newMember();
    expect((await login(club, regular.username, regular.password)).status).toBe(200);
    const joined = registration();
    expect((await svc.call('/api/register', { json: joined, headers: from(club) })).status).toBe(201);
    const newcomer = await newMember();

    // password spraying from the club's address: 20 names, one guess each
    for (let i = 0; i < 20; i++) expect((await login(club, `spray_${ipSeq}_${i}`, 'Summer#2026')).status).toBe(401);

    const verify = vi.spyOn(svc.auth.passwords, 'verify');
    try {
      const refused = await login(club, newcomer.username, newcomer.password);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Too many login attempts from your network\. Please try again in \d+ minutes?\.$/);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect((await login(club, `spray_${ipSeq}_x`, 'Summer#2026')).status).toBe(429);
      // refused before any password hash: spraying past the ceiling costs the attacker, not the server
      expect(verify).not.toHaveBeenCalled();

      // the neighbours the attacker did not lock out
      expect((await login(club, regular.username, regular.password)).status).toBe(200);
      expect((await login(club, joined.username, joined.password)).status).toBe(200);
      // a known member who mistypes gets the honest answer, and the try counts on their own budget
      expect((await login(club, regular.username, 'Wrong#Pass1')).status).toBe(401);
    } finally {
      verify.mockRestore();
    }
    // a successful login (the attacker's own account, say) does not reset the address's ceiling
    expect((await login(club, newcomer.username, newcomer.password)).status).toBe(429);
    // the newcomer is fine from anywhere else
    expect((await login(newAddress(), newcomer.username, newcomer.password)).status).toBe(200);
  });
});
