import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { membershipCheckSchema } from '@trap/contracts';
import { eventsFor, publishedEvents, registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

const DAY = 24 * 60 * 60 * 1000;
const check = (id: string, token?: string) => svc.call(`/api/users/${id}/check-membership`, { method: 'POST', token });

describe('POST /api/users/{id}/check-membership', () => {
  it('when a Range Pass member checks their own membership, then it is active with no end', async () => {
    const { user, token } = await registerUser(svc);
    const res = await check(user.id, token);
    expect(res.status).toBe(200);
    expect(membershipCheckSchema.parse(res.body)).toMatchObject({
      success: true,
      membershipStatus: 'active',
      isTrialMember: false,
      daysRemaining: null,
      user: { id: user.id, membershipTier: 'range_pass' },
    });
  });

  it('when a trial member has two and a half days left, then isTrialMember is true and daysRemaining is 3', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'pro_lane' });
    const now = Date.now();
    await setUser(svc, user.id, {
      membershipStatus: 'trial',
      isTrialMember: true,
      trialStartDate: new Date(now - 4.5 * DAY),
      trialEndDate: new Date(now + 2.5 * DAY),
      membershipEndDate: new Date(now + 2.5 * DAY),
    });
    const res = await check(user.id, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, membershipStatus: 'trial', isTrialMember: true, daysRemaining: 3 });
    expect(res.body.user).toMatchObject({ isTrialMember: true, daysRemaining: 3, membershipStatus: 'trial' });
  });

  it('when a member checks someone else, then 403; an admin (users.manage) may', async () => {
    const { user: other } = await registerUser(svc);
    const { token: memberToken } = await registerUser(svc);
    const denied = await check(other.id, memberToken);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('FORBIDDEN');

    const { user: admin, token: adminToken } = await registerUser(svc);
    await setUser(svc, admin.id, { role: 'admin' });
    // the role travels in the token, so the admin logs in again
    const login = await svc.call('/api/login', { json: { username: admin.username, password: 'Clay#Target9' } });
    const allowed = await check(other.id, login.headers.get('x-session-token')!);
    expect(allowed.status).toBe(200);
    expect(allowed.body.user.id).toBe(other.id);
    void adminToken;
  });

  it('answers 401 when anonymous, 400 for a malformed id and 404 for an unknown one (admin)', async () => {
    const { user } = await registerUser(svc);
    expect((await check(user.id)).status).toBe(401);
    const { token } = await registerUser(svc);
    expect((await check('not-an-id', token)).status).toBe(400);
    const adminToken = await svc.loginAs({ userId: '0123456789abcdef01234567', role: 'admin' });
    expect((await check('0123456789abcdef01234567', adminToken)).status).toBe(404);
  });

  it('when the trial ended before the daily job ran, then the check expires it at once and publishes the change', async () => {
    const { user, token } = await registerUser(svc, { membershipTier: 'shooters_circle' });
    await setUser(svc, user.id, {
      membershipStatus: 'trial',
      isTrialMember: true,
      trialStartDate: new Date(Date.now() - 8 * DAY),
      trialEndDate: new Date(Date.now() - 60_000),
    });
    const res = await check(user.id, token);
    expect(res.body).toMatchObject({ success: true, membershipStatus: 'expired', isTrialMember: false, daysRemaining: 0 });
    const events = await eventually(async () => {
      const all = await publishedEvents(svc.ctx.bus);
      return eventsFor(all, 'auth.membership.expired', user.id).length ? all : null;
    });
    expect(eventsFor(events, 'auth.membership.changed', user.id).at(-1)!.data).toMatchObject({
      membershipTier: 'shooters_circle',
      membershipStatus: 'expired',
      previousStatus: 'trial',
    });
  });
});
