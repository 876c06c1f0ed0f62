import { Schema, type Connection, type Model } from 'mongoose';
import { storedWhole, outboxSchemaFields } from '@trap/kit';

/**
 * practice_achievements: one document per member (`_id` = userId: each read is one lookup by `_id`) with the
 * unlock date of each earned achievement (SPEC 3.2 achievements.unlockedAt) keyed by achievement id
 * (read and written whole: the kit's `storedWhole`). An unlock is written with its practice.achievement.unlocked event (outbox).
 */
export interface AchievementStateDoc {
  _id: string;
  /** unlockedAt (ISO) by achievement id */
  unlocked: Record<string, string>;
  updatedAt: Date;
}

export function achievementStateModel(conn: Connection): Model<AchievementStateDoc> {
  if (conn.models.PracticeAchievementState) return conn.models.PracticeAchievementState as Model<AchievementStateDoc>;
  const schema = new Schema<AchievementStateDoc>(
    {
      _id: { type: String, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'practice_achievements', versionKey: false, minimize: false },
  );
  storedWhole(schema, ['unlocked']);
  return conn.model<AchievementStateDoc>('PracticeAchievementState', schema);
}
