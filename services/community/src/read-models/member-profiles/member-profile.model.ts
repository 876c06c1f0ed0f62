import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A local copy of each user's public-safe profile, written only by auth.user.registered and
 * auth.user.updated (no e-mail: this service never needs it). `updatedAt` is the source's, so an
 * older event arriving late can be recognised and ignored.
 */
export interface MemberProfileDoc {
  _id: string;
  username: string;
  displayName: string;
  /** lower-cased display name, for a case-insensitive order without collations */
  sortKey: string;
  avatarUrl: string | null;
  role: string;
  isCoach: boolean;
  level: string | number | null;
  /** the level practice computes from XP (practice.member.level_changed) and its revision; shown instead of `level` */
  progressLevel?: number | null;
  progressLevelRevision?: number;
  clubAffiliation: string | null;
  /** a city (auth's `location`), for the member search */
  location: string | null;
  bio: string | null;
  /** shown on the public profile as the member chose (auth leaves hidden ones null); absent on older copies */
  socialLinks?: Record<string, string> | null;
  shootingSince?: string | null;
  nraiShooterId?: string | null;
  issfId?: string | null;
  isPublicProfile: boolean;
  membershipTier: string;
  accountStatus: string;
  createdAt: Date;
  updatedAt: Date;
  syncedAt: Date;
}

export function memberProfileModel(conn: Connection): Model<MemberProfileDoc> {
  if (conn.models.MemberProfile) return conn.models.MemberProfile as Model<MemberProfileDoc>;
  const schema = new Schema<MemberProfileDoc>(
    {
      _id: { type: String, required: true },
      username: String,
      displayName: String,
      sortKey: String,
      avatarUrl: { type: String, default: null },
      role: String,
      isCoach: Boolean,
      level: { type: Schema.Types.Mixed, default: null },
      progressLevel: { type: Number, default: null },
      progressLevelRevision: { type: Number, default: 0 },
      clubAffiliation: { type: String, default: null },
      location: { type: String, default: null },
      bio: { type: String, default: null },
      socialLinks: { type: Schema.Types.Mixed, default: null },
      shootingSince: { type: String, default: null },
      nraiShooterId: { type: String, default: null },
      issfId: { type: String, default: null },
      isPublicProfile: Boolean,
      membershipTier: String,
      accountStatus: String,
      createdAt: Date,
      updatedAt: Date,
      syncedAt: Date,
    },
    { collection: 'member_profiles', versionKey: false },
  );
  schema.index({ isPublicProfile: 1, accountStatus: 1, sortKey: 1 });
  return conn.model<MemberProfileDoc>('MemberProfile', schema);
}

/** The level a member shows: practice's, from their XP, once it has one; auth's otherwise. */
export const shownLevel = (p: Pick<MemberProfileDoc, 'level' | 'progressLevel'>): string | number | null =>
  p.progressLevel ?? p.level ?? null;
