import { describe, expect, it } from 'vitest';
import { Client, newMember, uniqueName } from './support/client.ts';

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; jti: string };

describe('session fixation', () => {
  it('when a visitor arrives with a session cookie planted by someone else and logs in, then they get a new session and the planted one never becomes theirs', async () => {
    const attacker = await newMember('attacker');
    const victim = await newMember('victim');
    const planted = attacker.client.cookies.get('trap_session')!;
    await victim.client.request('/api/logout', { method: 'POST' });

    // the victim's browser now carries the attacker's session cookie
    victim.client.cookies.set('trap_session', planted);
    const login = await victim.client.request('/api/login', { json: { username: victim.username, password: victim.password } });
    expect(login.status).toBe(200);
    const issued = victim.client.cookies.get('trap_session')!;
    expect(issued).not.toBe(planted);
    expect(claims(issued).jti).not.toBe(claims(planted).jti);
    expect((await victim.client.get('/api/user')).body.username).toBe(victim.username);

    // the planted token still names the attacker only: it was not upgraded to the victim
    const replay = new Client('replay');
    replay.cookies.set('trap_session', planted);
    expect((await replay.get('/api/user')).body.username).toBe(attacker.username);
  });

  it('when a made-up session cookie is sent, then it is refused and cleared, and logging in replaces it', async () => {
    const member = await newMember();
    await member.client.request('/api/logout', { method: 'POST' });
    member.client.cookies.set('trap_session', 'attacker-chosen-session-id');
    const anonymous = await member.client.get('/api/user');
    expect(anonymous.status).toBe(401);
    expect(member.client.cookies.has('trap_session')).toBe(false);

    member.client.cookies.set('trap_session', 'attacker-chosen-session-id');
    await member.client.request('/api/login', { json: { username: member.username, password: member.password } });
    expect(member.client.cookies.get('trap_session')).not.toBe('attacker-chosen-session-id');
    expect((await member.client.get('/api/user')).status).toBe(200);
  });
});

describe('revocation after logout', () => {
  it('when a member logs out, then the old cookie is refused at once for reads and writes, everywhere', async () => {
    const member = await newMember();
    const token = member.client.cookies.get('trap_session')!;
    expect((await member.client.get('/api/practice/sessions')).status).toBe(200);
    expect((await member.client.request('/api/logout', { method: 'POST' })).status).toBe(200);

    const thief = await new Client('thief').visit();
    thief.cookies.set('trap_session', token);
    expect((await thief.get('/api/user')).status).toBe(401);
    thief.cookies.set('trap_session', token);
    expect((await thief.get('/api/notifications')).status).toBe(401);
    thief.cookies.set('trap_session', token);
    const write = await thief.request('/api/user', { method: 'PATCH', json: { displayName: 'Hijacked' } });
    expect(write.status).toBe(401);
    // nor as a bearer token
    const bearer = await new Client('bearer').get('/api/user', { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(401);
  });
});

describe('login rate limiting', () => {
  it('when one username gets ten wrong passwords, then the eleventh attempt is refused with 429 and Retry-After, even with the right password or a forged client address', async () => {
    const member = await newMember();
    const client = await new Client('guesser').visit();
    for (let i = 0; i < 10; i++) {
      const res = await client.request('/api/login', { json: { username: member.username, password: `wrong-${i}-password` } });
      expect(res.status).toBe(401);
    }
    const right = await client.request('/api/login', { json: { username: member.username, password: member.password } });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.body.error.message).toMatch(/Too many login attempts/);
    expect(client.cookies.has('trap_session')).toBe(false);

    const forged = await client.request('/api/login', {
      json: { username: member.username, password: member.password },
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' },
    });
    expect(forged.status).toBe(429);

    // other accounts are not locked out by one account's attacker
    const other = await newMember();
    const fine = await (await new Client().visit()).request('/api/login', { json: { username: other.username, password: other.password } });
    expect(fine.status).toBe(200);
  });

  it("when an attacker behind the members' shared address keeps failing on one account, then only that account is locked there and a neighbour behind it logs in fine", async () => {
    // every client of this stack speaks from 127.0.0.1: attacker and neighbours share one address, as on a club's Wi-Fi
    const target = await newMember('target');
    const neighbour = await newMember('neighbour');
    const attacker = await new Client('attacker').visit();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push(
        (await attacker.request('/api/login', { json: { username: target.username, password: `guess-${i}-password` } })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const locked = await new Client('target').visit();
    expect((await locked.request('/api/login', { json: { username: target.username, password: target.password } })).status).toBe(429);

    const next = await new Client('neighbour').visit();
    // a typo gets the honest answer: the refused guesses did not spend the address's budget
    expect((await next.request('/api/login', { json: { username: neighbour.username, password: 'typo-password' } })).status).toBe(401);
    const fine = await next.request('/api/login', { json: { username: neighbour.username, password: neighbour.password } });
    expect(fine.status).toBe(200);
    expect(next.cookies.has('trap_session')).toBe(true);
  });

  it('when a username does not exist, then failures count the same (no way to tell real accounts by the limiter)', async () => {
    const client = await new Client('prober').visit();
    const ghost = uniqueName('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.request('/api/login', { json: { username: ghost, password: 'wrong-password' } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
