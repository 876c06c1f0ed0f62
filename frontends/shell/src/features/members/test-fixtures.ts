/**
 * What the member profile's component tests share (English and Hindi): Arjun's public profile, his
 * coach card, a stranger's view of it and his activity. Each test overrides what it is about. Test
 * support: never imported by app code (lint keeps it out of the bundles).
 */
import type { MemberProfilePage as Profile } from '@trap/contracts';
import type { ActivityItem } from './member-queries.ts';

export const MEMBER_ID = 'u-arjun';

/** Arjun's profile as a guest reads it: a member, not a coach. */
export const profile = (over: Partial<Profile> = {}): Profile => ({
  member: {
    id: MEMBER_ID,
    displayName: 'Arjun Mehta',
    avatarUrl: null,
    level: null,
    clubAffiliation: 'Pune Rifle Club',
    isPublicProfile: true,
    location: 'Pune',
    isCoach: false,
    bio: 'Trap since college; now chasing a 24.',
    memberSince: '2025-03-10T00:00:00.000Z',
    socialLinks: { instagram: 'https://instagram.com/arjun.shoots' },
    shootingSince: '2015-01-01T00:00:00.000Z',
    nraiShooterId: 'NRAI-1234',
    issfId: null,
  },
  coach: null,
  friendsCount: 1,
  viewer: null,
  ...over,
});

/** Arjun's coach card: mental game, eight years, ₹1,500 a session. */
export const coachCard: NonNullable<Profile['coach']> = {
  id: MEMBER_ID,
  displayName: 'Arjun Mehta',
  avatarUrl: null,
  level: 3,
  clubAffiliation: 'Pune Rifle Club',
  isPublicProfile: true,
  location: 'Pune',
  speciality: 'Mental game',
  city: 'Pune',
  experienceYears: 8,
  ratePerSession: 1500,
  about: '',
  acceptingRequests: true,
  followersCount: 12,
};

/** A signed-in member who is not Arjun's friend, student or follower. */
export const strangerViewer: NonNullable<Profile['viewer']> = { self: false, friendship: null, coaching: null, following: false, blocked: false };

/** Arjun's practice session of 30 November 2026, with kudos and a comment. */
export const session: ActivityItem = {
  id: 'practice_session:s1',
  kind: 'practice_session',
  owner: { id: MEMBER_ID, displayName: 'Arjun Mehta', avatarUrl: null },
  title: 'Practice session',
  summary: '23 / 25 at Dr. Karni Singh Range',
  link: null,
  occurredAt: '2026-11-30T06:00:00.000Z',
  kudosCount: 2,
  kudosByMe: false,
  commentCount: 1,
};
