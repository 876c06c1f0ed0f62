import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { LAST_SUPERADMIN_MESSAGE, adminUserSchema, type Role } from '@trap/contracts';
import {
  eventsFor,
  publishedEvents,
  registerStaff,
  registerUser,
  startAuthService,
  type AuthTestService,
} from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

const staff = (role: Role) => registerStaff(svc, role);

const put = (path: string, token: string, json: unknown) => svc.call(path, { method: 'PUT', token, json });

describe('staff user management (/api/superadmin/users)', () => {
  it('refuses every call to a member (403) and role changes to an admin, who may list and set a membership', async () => {
    const { user: target } = await registerUser(svc);
    const member = await registerUser(svc);
    for (const [method, path, json] of [
      ['GET', '/api/superadmin/users'],
      ['GET', `/api/superadmin/users/${target.id}`],
      ['PUT', `/api/superadmin/users/${target.id}/role`, { role: 'admin' }],
      ['PUT', `/api/superadmin/users/${target.id}/status`, { accountStatus: 'suspended' }],
      ['POST', `/api/superadmin/users/${target.id}/password-reset`],
      ['PUT', `/api/users/${target.id}/membership`, { membershipTier: 'elite_trigger', membershipStatus: 'active' }],
    ] as const) {
      const res = await svc.call(path, { method, token: member.token, json });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const admin = await staff('admin');
    expect((await put(`/api/superadmin/users/${target.id}/role`, admin.token, { role: 'admin' })).status).toBe(403);
    const list = await svc.call(`/api/superadmin/users?q=${encodeURIComponent(target.username)}`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((u: { id: string }) => u.id)).toEqual([target.id]);
    for (const u of list.body.items) adminUserSchema.strict().parse(u);

    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const set = await put(`/api/users/${target.id}/membership`, admin.token, {
      membershipTier: 'elite_trigger',
      membershipStatus: 'active',
      membershipEndDate: end,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ membershipTier: 'elite_trigger', membershipStatus: 'active', membershipEndDate: end });
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.membership.changed', target.id).length === 2);
    const bad = await put(`/api/users/${target.id}/membership`, admin.token, { membershipTier: 'gold', membershipStatus: 'active' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.membershipTier).toBeTruthy();
  });

  it('when the superadmin changes a role, the user has it, filters find it, and the staff action is published with before and after', async () => {
    const boss = await staff('superadmin');
    const { user } = await registerUser(svc);
    const res = await put(`/api/superadmin/users/${user.id}/role`, boss.token, { role: 'moderator', reason: 'helps on the forum' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('moderator');
    const found = await svc.call(`/api/superadmin/users?role=moderator&limit=100`, { token: boss.token });
    expect(found.body.items.map((u: { id: string }) => u.id)).toContain(user.id);
    const action = await eventually(async () =>
      (await publishedEvents(svc.ctx.bus)).find((e) => e.subject === 'auth.staff_action.recorded' && e.data.itemId === user.id),
    );
    expect(action!.data).toMatchObject({
      actorId: boss.user.id,
      action: 'user.change_role',
      itemType: 'user',
      before: { role: 'member' },
      after: { role: 'moderator' },
      reason: 'helps on the forum',
    });
    await eventually(async () =>
      eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.updated', user.id).some((e) => e.data.role === 'moderator'),
    );
  });

  it('never removes the last superadmin, even with two demotions at once', async () => {
    // every other superadmin of this run steps down first, so exactly two remain
    await svc.auth.User.updateMany({ role: 'superadmin' }, { $set: { role: 'admin' } });
    const a = await staff('superadmin');
    const b = await staff('superadmin');
    const [ab, ba] = await Promise.all([
      put(`/api/superadmin/users/${b.user.id}/role`, a.token, { role: 'member' }),
      put(`/api/superadmin/users/${a.user.id}/role`, b.token, { role: 'member' }),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 409]);
    expect(await svc.auth.User.countDocuments({ role: 'superadmin', accountStatus: 'active' })).toBe(1);
    const last = ab.status === 200 ? a : b;
    const self = await put(`/api/superadmin/users/${last.user.id}/role`, last.token, { role: 'admin' });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(LAST_SUPERADMIN_MESSAGE);
    const suspend = await put(`/api/superadmin/users/${last.user.id}/status`, last.token, { accountStatus: 'suspended' });
    expect(suspend.status).toBe(409);
  });

  it('suspends (login refused), reactivates and marks for deletion; an admin cannot suspend a superadmin; a reset link is e-mailed', async () => {
    const boss = await staff('superadmin');
    const admin = await staff('admin');
    const { user, username, password } = await registerUser(svc);
    const suspended = await put(`/api/superadmin/users/${user.id}/status`, admin.token, { accountStatus: 'suspended', reason: 'spam' });
    expect(suspended.status).toBe(200);
    expect((await svc.call('/api/login', { json: { username, password } })).status).toBe(403);
    expect((await put(`/api/superadmin/users/${user.id}/status`, admin.token, { accountStatus: 'active' })).status).toBe(200);
    expect((await svc.call('/api/login', { json: { username, password } })).status).toBe(200);
    const marked = await put(`/api/superadmin/users/${user.id}/status`, admin.token, { accountStatus: 'marked_for_deletion' });
    expect(marked.body.accountStatus).toBe('marked_for_deletion');
    expect(marked.body.deleteAfter).not.toBeNull();
    expect((await put(`/api/superadmin/users/${boss.user.id}/status`, admin.token, { accountStatus: 'suspended' })).status).toBe(403);

    const reset = await svc.call(`/api/superadmin/users/${user.id}/password-reset`, { method: 'POST', token: admin.token });
    expect(reset.status).toBe(200);
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.password_reset.requested', user.id).length === 1);
    expect((await svc.call('/api/superadmin/users/0123456789abcdef01234567', { token: admin.token })).status).toBe(404);
  });
});
