import {
  authorSchema,
  currentUserSchema,
  publicMemberSchema,
  type Author,
  type CurrentUser,
  type PublicMember,
  type UserSnapshot,
} from '@trap/contracts';
import { daysRemaining } from '../membership/membership.rules.ts';
import type { UserRecord } from './users.model.ts';

/** Plain user views; the only place a stored user becomes something a caller sees. */
export type UserView = Omit<UserRecord, 'password'>;

export function toCurrentUser(u: UserView, now = new Date()): CurrentUser {
  return currentUserSchema.parse({
    id: u._id.toString(),
    username: u.username,
    displayName: u.displayName,
    email: u.email,
    avatarUrl: u.avatarUrl ?? null,
    role: u.role,
    isCoach: !!u.isCoach,
    membershipTier: u.membershipTier,
    membershipStatus: u.membershipStatus,
    isTrialMember: !!u.isTrialMember,
    daysRemaining: daysRemaining(u, now),
    accountStatus: u.accountStatus,
    bio: u.bio ?? null,
    level: u.level ?? null,
    clubAffiliation: u.clubAffiliation ?? null,
    isPublicProfile: !!u.isPublicProfile,
    createdAt: u.createdAt.toISOString(),
  });
}

export const toAuthor = (u: Pick<UserView, '_id' | 'displayName' | 'avatarUrl' | 'role'>): Author =>
  authorSchema.parse({ id: u._id.toString(), displayName: u.displayName, avatarUrl: u.avatarUrl ?? null, role: u.role });

export const toPublicMember = (
  u: Pick<UserView, '_id' | 'displayName' | 'avatarUrl' | 'level' | 'clubAffiliation' | 'isPublicProfile'>,
): PublicMember =>
  publicMemberSchema.parse({
    id: u._id.toString(),
    displayName: u.displayName,
    avatarUrl: u.avatarUrl ?? null,
    level: u.level ?? null,
    clubAffiliation: u.clubAffiliation ?? null,
    isPublicProfile: !!u.isPublicProfile,
  });

/** The public-safe snapshot other services keep as read models (auth.user.* events). */
export function toSnapshot(u: UserView): UserSnapshot {
  return {
    userId: u._id.toString(),
    username: u.username,
    displayName: u.displayName,
    avatarUrl: u.avatarUrl ?? null,
    role: u.role,
    isCoach: !!u.isCoach,
    level: u.level ?? null,
    clubAffiliation: u.clubAffiliation ?? null,
    isPublicProfile: !!u.isPublicProfile,
    membershipTier: u.membershipTier,
    accountStatus: u.accountStatus,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** Snapshot fields whose change other services must hear about (auth.user.updated). */
export const SNAPSHOT_FIELDS = [
  'username',
  'displayName',
  'avatarUrl',
  'role',
  'isCoach',
  'level',
  'clubAffiliation',
  'isPublicProfile',
  'membershipTier',
  'accountStatus',
] as const satisfies readonly (keyof UserView)[];

export function snapshotChanged(before: UserView, after: UserView): boolean {
  return SNAPSHOT_FIELDS.some((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));
}
