import type { Logger } from '@trap/kit';
import type { Role } from '@trap/contracts';
import { hashPassword } from '../session/session.passwords.ts';
import { usernameKey } from '../users/users.model.ts';
import type { UsersService } from '../users/users.service.ts';

/** DECISIONS: demo accounts, only in demo mode, all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: {
  username: string;
  role: Role;
  displayName: string;
  email: string;
  extra?: { isPublicProfile?: boolean; clubAffiliation?: string; level?: string; location?: string };
}[] = [
  { username: 'admin', role: 'admin', displayName: 'Site Admin', email: 'admin@trapindia.example' },
  { username: 'superadmin', role: 'superadmin', displayName: 'Super Admin', email: 'superadmin@trapindia.example' },
  { username: 'moderator', role: 'moderator', displayName: 'Forum Moderator', email: 'moderator@trapindia.example' },
  {
    username: 'member',
    role: 'member',
    displayName: 'Arjun Mehta',
    email: 'member@trapindia.example',
    extra: { isPublicProfile: true, clubAffiliation: 'Delhi Shooting Club', level: 'intermediate', location: 'New Delhi' },
  },
];

/** Idempotent: an existing account is left as it is (a second run creates nothing). */
export async function seedDemoAccounts(users: UsersService, password: string, logger: Logger): Promise<number> {
  let created = 0;
  let passwordHash: string | undefined;
  for (const a of DEMO_ACCOUNTS) {
    if (await users.repo.findByUsernameKey(usernameKey(a.username))) continue;
    passwordHash ??= await hashPassword(password);
    try {
      await users.createAccount({
        username: a.username,
        passwordHash,
        email: a.email,
        displayName: a.displayName,
        membershipTier: 'range_pass',
        role: a.role,
        extra: a.extra,
      });
      created++;
    } catch (err) {
      // Another instance seeded the same account at the same moment.
      if ((err as { status?: number }).status !== 409) throw err;
    }
  }
  logger.info({ created, accounts: DEMO_ACCOUNTS.map((a) => a.username) }, 'demo accounts ready');
  return created;
}
