import {
  DEFAULT_PROFILE_VISIBILITY,
  accountExportSchema,
  authorSchema,
  ownProfileSchema,
  type AccountExport,
  type AdminUser,
  type OwnProfile,
  type ProfileVisibility,
  currentUserSchema,
  publicMemberSchema,
  type Author,
  type CurrentUser,
  type PublicMember,
  type UserSnapshot,
} from '@trap/contracts';
import type { Language } from '@trap/contracts/language';
import { daysRemaining } from '../membership/membership.rules.ts';
import type { UserRecord } from './users.model.ts';

/** Plain user views; the only place a stored user becomes something a caller sees. */
export type UserView = Omit<UserRecord, 'password'>;

/** Who the account is and what it holds: the part the member's own view and the admin list share. */
const accountBasics = (u: UserView) => ({
  id: u._id.toString(),
  username: u.username,
  displayName: u.displayName,
  email: u.email,
  avatarUrl: u.avatarUrl ?? null,
  role: u.role,
  isCoach: !!u.isCoach,
  membershipTier: u.membershipTier,
  membershipStatus: u.membershipStatus,
});

export function toCurrentUser(u: UserView, now = new Date()): CurrentUser {
  return currentUserSchema.parse({
    ...accountBasics(u),
    isTrialMember: !!u.isTrialMember,
    daysRemaining: daysRemaining(u, now),
    accountStatus: u.accountStatus,
    bio: u.bio ?? null,
    level: u.level ?? null,
    clubAffiliation: u.clubAffiliation ?? null,
    isPublicProfile: !!u.isPublicProfile,
    createdAt: u.createdAt.toISOString(),
    emailVerified: verifiedEmailOf(u) !== null,
    language: languageOf(u),
  });
}

/** The member's language: their choice, else the one their account started with; accounts older than the choice read English. */
export const languageOf = (u: Pick<UserRecord, 'language'>): Language => u.language ?? 'en';

/** The account's current address, lower-cased, once a link sent to it was opened; else null. */
export const verifiedEmailOf = (u: Pick<UserRecord, 'email' | 'verifiedEmail'>): string | null =>
  u.verifiedEmail && u.verifiedEmail.toLowerCase() === u.email.toLowerCase() ? u.email.toLowerCase() : null;

/** auth.verified_email.changed's data for the account as a write leaves it. */
export const toVerifiedEmail = (u: Pick<UserRecord, '_id' | 'email' | 'verifiedEmail'>) => ({
  userId: u._id.toString(),
  verifiedEmail: verifiedEmailOf(u),
});

/** An entry of the public author list: the role is withheld (null), so staff accounts cannot be picked out. */
export const toAuthor = (u: Pick<UserView, '_id' | 'displayName' | 'avatarUrl'>): Author =>
  authorSchema.parse({ id: u._id.toString(), displayName: u.displayName, avatarUrl: u.avatarUrl ?? null, role: null });

export const toPublicMember = (
  u: Pick<UserView, '_id' | 'displayName' | 'avatarUrl' | 'level' | 'clubAffiliation' | 'isPublicProfile' | 'profileVisibility'>,
): PublicMember =>
  publicMemberSchema.parse({
    id: u._id.toString(),
    displayName: u.displayName,
    avatarUrl: u.avatarUrl ?? null,
    level: u.level ?? null,
    clubAffiliation: visibilityOf(u).showClub ? (u.clubAffiliation ?? null) : null,
    isPublicProfile: !!u.isPublicProfile,
  });

/** The member's choices, with the defaults for accounts stored before there were any. */
export const visibilityOf = (u: Pick<UserView, 'profileVisibility'>): ProfileVisibility => ({
  ...DEFAULT_PROFILE_VISIBILITY,
  ...(u.profileVisibility ?? {}),
});

const isoDay = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** GET /api/user/profile: everything the member edits (their eyes only). */
export function toOwnProfile(u: UserView): OwnProfile {
  return ownProfileSchema.parse({
    id: u._id.toString(),
    username: u.username,
    email: u.email,
    displayName: u.displayName,
    bio: u.bio ?? null,
    avatarUrl: u.avatarUrl ?? null,
    level: u.level ?? null,
    clubAffiliation: u.clubAffiliation ?? null,
    isPublicProfile: !!u.isPublicProfile,
    profileVisibility: visibilityOf(u),
    socialLinks: u.socialLinks ?? null,
    mobileNumber: u.mobileNumber ?? null,
    emergencyContact: u.emergencyContact ?? null,
    location: u.location ?? null,
    gender: u.gender ?? null,
    height: u.height ?? null,
    weight: u.weight ?? null,
    bloodGroup: u.bloodGroup ?? null,
    nraiShooterId: u.nraiShooterId ?? null,
    issfId: u.issfId ?? null,
    experience: u.experience ?? null,
    shootingSince: isoDay(u.shootingSince),
    memberSince: iso(u.memberSince),
    createdAt: u.createdAt.toISOString(),
    language: languageOf(u),
  });
}

/** GET /api/user/export: the account as stored, without the password hash and internal keys. */
export function toAccountExport(u: UserView, now = new Date()): AccountExport {
  return accountExportSchema.parse({
    exportedAt: now.toISOString(),
    service: 'auth',
    account: {
      ...toOwnProfile(u),
      role: u.role,
      membershipTier: u.membershipTier,
      membershipStatus: u.membershipStatus,
      membershipStartDate: iso(u.membershipStartDate),
      membershipEndDate: iso(u.membershipEndDate),
      isTrialMember: !!u.isTrialMember,
      trialEndDate: iso(u.trialEndDate),
      autoRenew: !!u.autoRenew,
      accountStatus: u.accountStatus,
      lastLogin: iso(u.lastLogin),
      freestyleNotes: u.freestyleNotes ?? null,
    },
  });
}

/**
 * The public-safe snapshot other services keep as read models (auth.user.* events). Fields the
 * member chose to hide are null; private fields (mobile number, emergency contact, blood group,
 * height, weight, e-mail) are never in it.
 */
export function toSnapshot(u: UserView): UserSnapshot {
  const show = visibilityOf(u);
  const links = u.socialLinks && Object.values(u.socialLinks).some(Boolean) ? u.socialLinks : null;
  return {
    userId: u._id.toString(),
    username: u.username,
    displayName: u.displayName,
    avatarUrl: u.avatarUrl ?? null,
    role: u.role,
    isCoach: !!u.isCoach,
    level: u.level ?? null,
    clubAffiliation: show.showClub ? (u.clubAffiliation ?? null) : null,
    location: show.showLocation ? (u.location ?? null) : null,
    bio: show.showBio ? (u.bio ?? null) : null,
    isPublicProfile: !!u.isPublicProfile,
    socialLinks: show.showSocialLinks ? links : null,
    shootingSince: show.showShootingSince ? isoDay(u.shootingSince) : null,
    nraiShooterId: show.showShooterIds ? (u.nraiShooterId ?? null) : null,
    issfId: show.showShooterIds ? (u.issfId ?? null) : null,
    membershipTier: u.membershipTier,
    accountStatus: u.accountStatus,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    language: languageOf(u),
  };
}

/** Whether other services must hear about a change (auth.user.updated): the snapshot itself changed. */
export function snapshotChanged(before: UserView, after: UserView): boolean {
  const comparable = (u: UserView) => JSON.stringify({ ...toSnapshot(u), updatedAt: null });
  return comparable(before) !== comparable(after);
}

/** A user as the super-admin's user list shows them (also each row of its read model, users-directory.ts). */
export const toAdminUser = (u: UserView): AdminUser => ({
  ...accountBasics(u),
  membershipEndDate: u.membershipEndDate?.toISOString() ?? null,
  isTrialMember: !!u.isTrialMember,
  accountStatus: u.accountStatus,
  deleteAfter: u.deleteAfter?.toISOString() ?? null,
  lastLogin: u.lastLogin?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});
