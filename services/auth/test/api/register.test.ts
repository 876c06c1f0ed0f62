import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { currentUserSchema, errorBodySchema, MESSAGES, SESSION_HEADERS } from '@trap/contracts';
import { eventsFor, publishedEvents, registration, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

const userCount = () => svc.auth.User.countDocuments();

describe('POST /api/register', () => {
  it('when a visitor registers for Range Pass, then the account is active, they are logged in and the answer is the current user', async () => {
    const body = registration({ bio: 'Trap shooter from Pune', avatarUrl: 'https://img.example/a.png' });
    const res = await svc.call('/api/register', { json: body });
    expect(res.status).toBe(201);
    expect(currentUserSchema.strict().parse(res.body)).toMatchObject({
      username: body.username,
      displayName: 'Test Shooter',
      email: 'shooter@example.com',
      bio: 'Trap shooter from Pune',
      avatarUrl: 'https://img.example/a.png',
      role: 'member',
      isCoach: false,
      membershipTier: 'range_pass',
      membershipStatus: 'active',
      isTrialMember: false,
      daysRemaining: null,
      accountStatus: 'active',
      level: 'beginner',
      isPublicProfile: false,
    });
    expect(res.body).not.toHaveProperty('password');

    // The session headers the bff turns into the cookie; the token opens GET /api/user.
    const token = res.headers.get(SESSION_HEADERS.token);
    const expires = Number(res.headers.get(SESSION_HEADERS.expires));
    expect(token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    // default session timeout: 120 minutes
    expect(expires - Math.floor(Date.now() / 1000)).toBeGreaterThan(119 * 60);
    expect(expires - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(120 * 60);
    const me = await svc.call('/api/user', { token: token! });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it('stores every SPEC 3.2 default and an argon2id hash, never the password', async () => {
    const body = registration();
    const res = await svc.call('/api/register', { json: body });
    const stored = await svc.auth.User.findById(res.body.id).select('+password').lean();
    expect(stored).toMatchObject({
      username: body.username,
      usernameKey: body.username.toLowerCase(),
      role: 'member',
      level: 'beginner',
      isPublicProfile: false,
      socialLinks: null,
      membershipTier: 'range_pass',
      membershipStatus: 'active',
      membershipBillingCycle: 'annual',
      isTrialMember: false,
      autoRenew: false,
      isCoach: false,
      accountStatus: 'active',
      bio: null,
      avatarUrl: null,
      lastLogin: null,
    });
    expect(stored!.password).toMatch(/^\$argon2id\$/);
    expect(stored!.membershipStartDate).toBeInstanceOf(Date);
    expect(stored!.memberSince).toBeInstanceOf(Date);
    expect(stored!.createdAt).toBeInstanceOf(Date);
  });

  it('when a visitor registers for a paid tier, then the membership waits for payment', async () => {
    const res = await svc.call('/api/register', { json: registration({ membershipTier: 'pro_lane' }) });
    expect(res.status).toBe(201);
    expect(res.body.membershipTier).toBe('pro_lane');
    expect(res.body.membershipStatus).toBe('pending_payment');
  });

  it('answers every SPEC 5 message as field messages and stores nothing', async () => {
    const before = await userCount();
    const res = await svc.call('/api/register', {
      json: { username: 'ab', password: '12345', email: 'not-an-email', displayName: 'A', membershipTier: 'gold' },
    });
    expect(res.status).toBe(400);
    const { error } = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      username: MESSAGES.username,
      password: MESSAGES.password,
      email: MESSAGES.email,
      displayName: MESSAGES.displayName,
      membershipTier: 'Please select a membership tier',
    });
    expect(error.fields!.username).toBe('Username must be at least 3 characters');
    expect(error.fields!.password).toBe('Password must be at least 6 characters');
    expect(error.fields!.email).toBe('Invalid email address');
    expect(error.fields!.displayName).toBe('Display name must be at least 2 characters');
    expect(await userCount()).toBe(before);
  });

  it('answers 400 with field messages for a missing or malformed body', async () => {
    const empty = await svc.call('/api/register', { json: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(
      expect.arrayContaining(['username', 'password', 'email', 'displayName', 'membershipTier']),
    );
    const broken = await svc.call('/api/register', { body: '{"username":' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['Short#1', 'Password must be at least 8 characters'],
    ['lowercase#1', 'Password must contain an upper-case letter'],
    ['NoNumbers#', 'Password must contain a number'],
    ['NoSpecial1', 'Password must contain a special character'],
  ])('when the password %s breaks the default policy, then 400 with fields.password = %s', async (password, message) => {
    const before = await userCount();
    const res = await svc.call('/api/register', { json: registration({ password }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: message });
    expect(await userCount()).toBe(before);
  });

  it('reports the password policy beside other field messages', async () => {
    const res = await svc.call('/api/register', { json: registration({ password: 'weakpassword', email: 'nope' }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: 'Invalid email address', password: 'Password must contain an upper-case letter' });
  });

  it('when the username is taken (in any letter case), then 409 with a clear field message and no second account', async () => {
    const first = registration();
    expect((await svc.call('/api/register', { json: first })).status).toBe(201);
    const before = await userCount();
    const res = await svc.call('/api/register', { json: registration({ username: first.username.toUpperCase() }) });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Username is already taken',
      fields: { username: 'Username is already taken' },
    });
    expect(await userCount()).toBe(before);
  });

  it('when two registrations race for one name, then exactly one wins', async () => {
    const name = registration().username;
    const results = await Promise.all([1, 2, 3].map(() => svc.call('/api/register', { json: registration({ username: name }) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await svc.auth.User.countDocuments({ usernameKey: name.toLowerCase() })).toBe(1);
  });

  it('publishes auth.user.registered and auth.membership.changed for a new account', async () => {
    const res = await svc.call('/api/register', { json: registration({ membershipTier: 'elite_trigger', displayName: 'Event Person' }) });
    const id = res.body.id as string;
    const events = await eventually(async () => {
      const all = await publishedEvents(svc.ctx.bus);
      return eventsFor(all, 'auth.user.registered', id).length && eventsFor(all, 'auth.membership.changed', id).length ? all : null;
    });
    const [registered] = eventsFor(events, 'auth.user.registered', id);
    expect(registered).toMatchObject({
      version: 1,
      data: {
        userId: id,
        username: res.body.username,
        displayName: 'Event Person',
        email: 'shooter@example.com',
        role: 'member',
        isPublicProfile: false,
        membershipTier: 'elite_trigger',
      },
    });
    const [changed] = eventsFor(events, 'auth.membership.changed', id);
    expect(changed!.data).toMatchObject({
      membershipTier: 'elite_trigger',
      membershipStatus: 'pending_payment',
      previousTier: null,
      previousStatus: null,
    });
    // the outbox is empty once published
    await eventually(async () => {
      const doc = await svc.auth.User.findById(id).select('+_outbox').lean();
      return !(doc as { _outbox?: unknown[] })._outbox?.length;
    });
  });
});
