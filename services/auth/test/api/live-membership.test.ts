import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

/**
 * The membership every service's tier check reads (Redis, beside the sessions): written at
 * registration and login, and kept in step with every change of membership by auth's consumer.
 */
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

describe('the live membership the tier checks read', () => {
  it('when a member registers, then Range Pass is live at once; when staff give them Pro Lane, then the next call sees it without a new login', async () => {
    const { user } = await registerUser(svc);
    expect(await svc.ctx.sessions.membership(user.id)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });

    const admin = await registerUser(svc, { displayName: 'Club Official' });
    await setUser(svc, admin.user.id, { role: 'admin' });
    const token = await svc.loginAs({ userId: admin.user.id, role: 'admin' });
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await svc.call(`/api/users/${user.id}/membership`, {
      method: 'PUT',
      token,
      json: { membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: end },
    });
    expect(res.status, res.text).toBe(200);
    await eventually(async () => (await svc.ctx.sessions.membership(user.id))?.membershipTier === 'pro_lane' || undefined, {
      timeoutMs: 15_000,
    });
    expect(await svc.ctx.sessions.membership(user.id)).toMatchObject({ membershipStatus: 'active', membershipEndDate: Date.parse(end) });
  });

  it('when a paid member logs in while pending payment, then the live copy says pending payment (Range Pass for the tier checks)', async () => {
    const { user, username, password } = await registerUser(svc, { membershipTier: 'elite_trigger' });
    const login = await svc.call('/api/login', { json: { username, password } });
    expect(login.status, login.text).toBe(200);
    expect(await svc.ctx.sessions.membership(user.id)).toMatchObject({
      membershipTier: 'elite_trigger',
      membershipStatus: 'pending_payment',
    });
  });
});
