import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_NAME_MESSAGES } from '@trap/contracts';
import { registerUser, registration, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

/** Look-alike staff names: a member may not register or rename themselves as one; staff keep theirs. */
let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

const register = (over: Record<string, string>) => svc.call('/api/register', { json: registration(over) });

describe('registering with a staff-like name', () => {
  it('when someone registers as admin., superadmin_ or moderator., then 400 names the username field and no account is made', async () => {
    for (const username of ['admin.', 'superadmin_', 'moderator.', 'Adm1n', 'site-admin', 'f0rum_moderator']) {
      const res = await register({ username });
      expect(res.status, username).toBe(400);
      expect(res.body.error.fields.username, username).toBe(STAFF_NAME_MESSAGES.username);
      expect(await svc.auth.User.findOne({ username }).lean()).toBeNull();
    }
  });

  it('when someone registers with the display name "Site Admin" or "F0rum M0derator", then 400 names the display name field', async () => {
    for (const displayName of ['Site Admin', 'F0rum M0derator', 'super.admin', 'Super Admin']) {
      const res = await register({ displayName });
      expect(res.status, displayName).toBe(400);
      expect(res.body.error.fields.displayName, displayName).toBe(STAFF_NAME_MESSAGES.displayName);
    }
  });

  it('when the name only has the letters in it (Badminton Fan, modern_shooter), then the account is made', async () => {
    const res = await register({ username: `modern_${Date.now().toString(36)}`, displayName: 'Badminton Fan' });
    expect(res.status, res.text).toBe(201);
  });
});

describe('renaming to a staff-like name', () => {
  it('when a member changes their display name to "Site Admin", then 400 and the name stays; a staff account may', async () => {
    const { user, token } = await registerUser(svc, { displayName: 'Plain Member' });
    const res = await svc.call('/api/user', { method: 'PATCH', token, json: { displayName: 'Site  Admin' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.displayName).toBe(STAFF_NAME_MESSAGES.displayName);
    expect((await svc.auth.User.findById(user.id).lean())!.displayName).toBe('Plain Member');

    const staff = await registerUser(svc, { displayName: 'New Staffer' });
    await setUser(svc, staff.user.id, { role: 'admin' });
    const token2 = await svc.loginAs({ userId: staff.user.id, role: 'admin' });
    const renamed = await svc.call('/api/user', { method: 'PATCH', token: token2, json: { displayName: 'Site Admin' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.displayName).toBe('Site Admin');
  });
});
