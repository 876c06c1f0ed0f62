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
  clubAffiliation: string | null;
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
      clubAffiliation: { type: String, default: null },
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
