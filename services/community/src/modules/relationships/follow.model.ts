import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A member follows a coach (no approval: following is public interest, not access to anything).
 * `_id` is `<followerId>:<coachId>`, so follow and unfollow are bare `_id` writes.
 */
export interface FollowDoc {
  _id: string;
  followerId: string;
  coachId: string;
  createdAt: Date;
}

export const followIdFor = (followerId: string, coachId: string) => `${followerId}:${coachId}`;

export function followModel(conn: Connection): Model<FollowDoc> {
  if (conn.models.CoachFollow) return conn.models.CoachFollow as Model<FollowDoc>;
  const schema = new Schema<FollowDoc>(
    {
      _id: { type: String, required: true },
      followerId: { type: String, required: true },
      coachId: { type: String, required: true },
      createdAt: { type: Date, required: true },
    },
    { collection: 'coach_follows', versionKey: false },
  );
  schema.index({ followerId: 1, createdAt: -1 });
  schema.index({ coachId: 1, createdAt: -1 });
  return conn.model<FollowDoc>('CoachFollow', schema);
}
