/** Data the screens' component tests share, typed from the contracts. */
import type { CurrentUser } from '@trap/contracts';

/** A signed-in member (Pro Lane, active, public profile); `overrides` changes what a test is about. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u-priya',
    username: 'priya_k',
    displayName: 'Priya Kapoor',
    email: 'priya@example.com',
    avatarUrl: null,
    role: 'member',
    isCoach: false,
    membershipTier: 'pro_lane',
    membershipStatus: 'active',
    isTrialMember: false,
    daysRemaining: null,
    accountStatus: 'active',
    bio: null,
    level: null,
    clubAffiliation: null,
    isPublicProfile: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    emailVerified: true,
    ...overrides,
  };
}
