import { verifiedEmailChanged, type UserSnapshot } from '@trap/contracts';
import type { Language } from '@trap/contracts/language';
import { publishTestEvent } from '@trap/kit/testing';
import type { NotificationsTestService } from './notifications-service.ts';

/**
 * What auth publishes when the member opens the link sent to `email`, or with null when
 * they change to an address not verified yet. Call waitForConsumers before relying on it.
 */
export const verifiedEmail = (svc: NotificationsTestService, userId: string, email: string | null) =>
  publishTestEvent(svc, verifiedEmailChanged, { userId, verifiedEmail: email });

/**
 * auth's public snapshot of a member (Meera Joshi, Pro Lane), as its profile events carry it, reading
 * `language`: publish it with userUpdated (or spread it into userRegistered) to set the member's language.
 */
export const memberSnapshot = (userId: string, language: Language, over: Partial<UserSnapshot> = {}): UserSnapshot => ({
  userId,
  username: `member_${userId.slice(0, 4)}`,
  displayName: 'Meera Joshi',
  avatarUrl: null,
  role: 'member',
  isCoach: false,
  level: 'beginner',
  clubAffiliation: null,
  location: null,
  bio: null,
  isPublicProfile: false,
  membershipTier: 'pro_lane',
  accountStatus: 'active',
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  language,
  ...over,
});
