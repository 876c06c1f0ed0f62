import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADERS, type Role } from '@trap/contracts';
import { registerStaff, registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

/**
 * A change that lowers what a member may do counts from their next request: a role change ends the
 * sessions signed with the old role; a lowered tier is in the live membership every tier check reads.
 */
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

const staff = (role: Role) => registerStaff(svc, role);
const put = (path: string, token: string, json: unknown) => svc.call(path, { method: 'PUT', token, json });

describe('a demotion', () => {
  it('when a superadmin sets a moderator back to member, then the session signed as moderator is refused on the next request', async () => {
    const boss = await staff('superadmin');
    const mod = await registerUser(svc);
    expect((await put(`/api/superadmin/users/${mod.user.id}/role`, boss.token, { role: 'moderator' })).status).toBe(200);
    const login = await svc.call('/api/login', { json: { username: mod.username, password: mod.password } });
    expect(login.status, login.text).toBe(200);
    const modToken = login.headers.get(SESSION_HEADERS.token)!;
    expect((await svc.call('/api/user', { token: modToken })).body.role).toBe('moderator');

    const demoted = await put(`/api/superadmin/users/${mod.user.id}/role`, boss.token, { role: 'member', reason: 'stepped down' });
    expect(demoted.status).toBe(200);
    // the old token still verifies (signed with role moderator) but its session is gone
    expect((await svc.call('/api/user', { token: modToken })).status).toBe(401);
    expect((await svc.call('/api/user', { token: mod.token })).status).toBe(401);

    const again = await svc.call('/api/login', { json: { username: mod.username, password: mod.password } });
    expect(again.status).toBe(200);
    expect(again.body.role).toBe('member');
    expect((await svc.call('/api/user', { token: again.headers.get(SESSION_HEADERS.token)! })).status).toBe(200);
  });

  it('when a coach is set back to member, then their coach session ends too', async () => {
    const boss = await staff('superadmin');
    const coach = await staff('coach');
    expect((await put(`/api/superadmin/users/${coach.user.id}/role`, boss.token, { role: 'member' })).status).toBe(200);
    expect((await svc.call('/api/user', { token: coach.token })).status).toBe(401);
  });

  it('when the role asked for is the one held, then nothing changes and the session stays', async () => {
    const boss = await staff('superadmin');
    const m = await registerUser(svc);
    expect((await put(`/api/superadmin/users/${m.user.id}/role`, boss.token, { role: 'member' })).status).toBe(200);
    expect((await svc.call('/api/user', { token: m.token })).status).toBe(200);
  });
});

describe('a lowered tier', () => {
  it('when staff set an Elite Trigger member back to Range Pass, then the live membership the tier checks read says so when the call returns', async () => {
    const admin = await staff('admin');
    const { user } = await registerUser(svc);
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const up = await put(`/api/users/${user.id}/membership`, admin.token, {
      membershipTier: 'elite_trigger',
      membershipStatus: 'active',
      membershipEndDate: end,
    });
    expect(up.status).toBe(200);
    expect(await svc.ctx.sessions.membership(user.id)).toMatchObject({ membershipTier: 'elite_trigger' });
    const down = await put(`/api/users/${user.id}/membership`, admin.token, { membershipTier: 'range_pass', membershipStatus: 'active' });
    expect(down.status).toBe(200);
    expect(await svc.ctx.sessions.membership(user.id)).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });
  });
});
