import { describe, expect, it } from 'vitest';
import { STAFF_NAME_MESSAGES } from '@trap/contracts';
import { Client, loginAs, newMember, uniqueName } from './support/client.ts';

/** A member cannot pass for staff by name: registration and renaming refuse look-alikes; staff keep theirs. */
describe('look-alike staff names', () => {
  it('when a visitor registers as admin., superadmin_ or moderator. or as "Site Admin", then 400 names the field and no account is made', async () => {
    const visitor = await new Client('impostor').visit();
    const register = (over: Record<string, string>) => {
      const username = uniqueName('r');
      return visitor.request('/api/register', {
        json: {
          username,
          password: 'Str0ng#Pass1',
          email: `${username}@example.com`,
          displayName: 'New Shooter',
          membershipTier: 'range_pass',
          ...over,
        },
      });
    };
    for (const username of ['admin.', 'superadmin_', 'moderator.', 'Adm1n-2']) {
      const res = await register({ username });
      expect(res.status, username).toBe(400);
      expect(res.body.error.fields.username, username).toBe(STAFF_NAME_MESSAGES.username);
      const login = await visitor.request('/api/login', { json: { username, password: 'Str0ng#Pass1' } });
      expect(login.status, username).not.toBe(200);
    }
    for (const displayName of ['Site Admin', 'Forum M0derator']) {
      const res = await register({ displayName });
      expect(res.status, displayName).toBe(400);
      expect(res.body.error.fields.displayName, displayName).toBe(STAFF_NAME_MESSAGES.displayName);
    }
  });

  it('when a member renames themselves "Site Admin", then 400; the staff accounts still log in with their names', async () => {
    const member = await newMember('renamer', undefined, { tier: 'range_pass' });
    const res = await member.client.request('/api/user', { method: 'PATCH', json: { displayName: 'Site_Admin' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.displayName).toBe(STAFF_NAME_MESSAGES.displayName);
    expect((await member.client.get('/api/user')).body.displayName).toBe('Security Tester');
    for (const role of ['admin', 'moderator', 'superadmin'] as const) expect((await loginAs(role)).role).toBe(role);
  });
});
