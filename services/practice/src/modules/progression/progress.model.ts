import { Schema, type Connection, type Model } from 'mongoose';
import { storedWhole, outboxSchemaFields } from '@trap/kit';
import { type SkillXp } from './skills.ts';

/** What one session earned: its date (for lastPracticed) and XP per skill. */
export interface SessionEarning {
  date: string;
  xp: SkillXp;
}

/**
 * practice_progress: one document per member (`_id` = userId), so every read and write is one `_id`
 * lookup. It holds what each live session earned per skill (SPEC 3.2 user_progress is
 * derived from it: xp, level, lastPracticed per skill) and the XP reward of each completed
 * challenge, keyed by session and challenge, so a replayed event sets the same key to the same
 * value. The maps are read and written whole (the kit's `storedWhole` picks their stored form).
 * `level` is the level last published in practice.member.level_changed and `revision` counts its changes.
 */
export interface ProgressDoc {
  _id: string;
  /** by session id */
  sessions: Record<string, SessionEarning>;
  /** the XP reward by challenge id */
  challenges: Record<string, number>;
  level: number;
  revision: number;
  updatedAt: Date;
}

export function progressModel(conn: Connection): Model<ProgressDoc> {
  if (conn.models.PracticeProgress) return conn.models.PracticeProgress as Model<ProgressDoc>;
  const schema = new Schema<ProgressDoc>(
    {
      _id: { type: String, required: true },
      level: { type: Number, required: true },
      revision: { type: Number, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'practice_progress', versionKey: false, minimize: false },
  );
  storedWhole(schema, ['sessions', 'challenges']);
  return conn.model<ProgressDoc>('PracticeProgress', schema);
}
