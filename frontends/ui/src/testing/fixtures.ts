/** Data the screens' component tests share, typed from the contracts. */
import type { ClubEvent, CurrentUser } from '@trap/contracts';

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

/**
 * A member's approved club shoot at Pink City, 9:30 am to 4:00 pm in India on 10 January 2027, with
 * places left (organised by 'u-organiser'): the member app's event screens and the admin's review
 * of proposed events read the same event.
 */
export const clubEvent = (over: Partial<ClubEvent> = {}): ClubEvent => ({
  id: '6750a1b2c3d4e5f6a7b8c9d0',
  title: 'Pink City Members Cup',
  description: 'Two rounds of Olympic Trap.',
  eventType: 'club_shoot',
  location: 'Pink City Trap Club, Jaipur',
  state: 'Rajasthan',
  startDate: '2027-01-10T04:00:00.000Z',
  endDate: '2027-01-10T10:30:00.000Z',
  allDay: false,
  organizer: 'Pink City Trap Club',
  contactEmail: null,
  contactPhone: null,
  registrationUrl: null,
  registrationDeadline: null,
  maxParticipants: 24,
  imageUrl: null,
  createdBy: 'u-organiser',
  isActive: true,
  status: 'approved',
  approvedAt: '2026-12-01T04:00:00.000Z',
  rejectionReason: null,
  createdAt: '2026-12-01T04:00:00.000Z',
  registeredCount: 3,
  spotsLeft: 21,
  registrationOpen: true,
  registrationNote: null,
  isRegistered: false,
  ...over,
});
