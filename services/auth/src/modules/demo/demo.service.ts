import type { Logger } from '@trap/kit';
import type { Role, Tier } from '@trap/contracts';
import { hashPassword } from '../session/session.passwords.ts';
import { usernameKey } from '../users/users.model.ts';
import type { NewAccount, UsersService } from '../users/users.service.ts';

/** DECISIONS: demo accounts, only in demo mode, all with DEMO_PASSWORD. */
const DEMO_ACCOUNTS: {
  username: string;
  role: Role;
  displayName: string;
  email: string;
  /** DECISIONS: the demo member holds Pro Lane (active for a year from seeding), `rangepass` the free tier */
  tier?: Tier;
  extra?: NewAccount['extra'];
}[] = [
  // Elite Trigger: the admin organises the demo's shoots (match day is Elite Trigger's, for staff too)
  { username: 'admin', role: 'admin', displayName: 'Site Admin', email: 'admin@trapindia.example', tier: 'elite_trigger' },
  { username: 'superadmin', role: 'superadmin', displayName: 'Super Admin', email: 'superadmin@trapindia.example' },
  { username: 'moderator', role: 'moderator', displayName: 'Forum Moderator', email: 'moderator@trapindia.example' },
  {
    username: 'member',
    role: 'member',
    displayName: 'Arjun Mehta',
    email: 'member@trapindia.example',
    tier: 'pro_lane',
    // SPEC 3.2: every field a member owns, as a six-month member would have filled them in
    extra: {
      isPublicProfile: true,
      clubAffiliation: 'Delhi Shooting Club',
      level: 'intermediate',
      location: 'New Delhi',
      bio: 'Olympic trap at Dr. Karni Singh Range, weekends and Wednesday evenings. Working on hard rights from station 5 and a steadier second barrel.',
      shootingSince: new Date('2021-03-01T00:00:00Z'),
      socialLinks: { instagram: 'https://instagram.com/arjun.trap', youtube: 'https://youtube.com/@arjunmehtatrap' },
      nraiShooterId: 'NRAI/DL/2021/1184',
      issfId: null,
      mobileNumber: '+91 98110 45327',
      emergencyContact: 'Priya Mehta (spouse), +91 98110 45328',
      gender: 'Male',
      height: 178,
      weight: 76,
      bloodGroup: 'B+',
      profileVisibility: {
        showClub: true,
        showLocation: true,
        showBio: true,
        showSocialLinks: true,
        showShootingSince: true,
        showShooterIds: true,
      },
    },
  },
  {
    username: 'rangepass',
    role: 'member',
    displayName: 'Rohan Verma',
    email: 'rangepass@trapindia.example',
    tier: 'range_pass',
    extra: { clubAffiliation: 'Pune Rifle Club', level: 'beginner', location: 'Pune' },
  },
  {
    username: 'coach',
    role: 'coach',
    displayName: 'Meera Iyer',
    email: 'coach@trapindia.example',
    extra: {
      isPublicProfile: true,
      clubAffiliation: 'Madras Rifle and Shotgun Club',
      level: 'expert',
      location: 'Chennai',
      bio: 'Olympic trap coach; answers coaching requests on the coach finder.',
    },
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
        membershipTier: a.tier ?? 'range_pass',
        role: a.role,
        // demo addresses are fictional: marked verified, so no verification mail is asked for
        extra: {
          ...a.extra,
          verifiedEmail: a.email,
          // a paid demo tier is active at once (no checkout), for a year from seeding
          ...(a.tier && a.tier !== 'range_pass'
            ? {
                membershipStatus: 'active' as const,
                membershipStartDate: new Date(),
                membershipEndDate: new Date(Date.now() + 365 * 86_400_000),
              }
            : {}),
        },
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
