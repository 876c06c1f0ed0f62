import { Schema, type Connection, type Model } from 'mongoose';
import { storedWhole, outboxSchemaFields } from '@trap/kit';
import type { ChallengeType } from '@trap/contracts';

/**
 * practice_challenges (SPEC 3.2 challenges): a small collection, read whole; seeded ones have slug ids.
 * An admin's change is written with its audit event (outbox).
 */
export interface ChallengeDoc {
  _id: string;
  name: string;
  description: string;
  type: ChallengeType;
  requiredCount: number;
  skillId: string | null;
  xpReward: number;
  iconUrl: string | null;
  periodDays: number | null;
  station: number | null;
  startsOn: string | null;
  endsOn: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function challengeModel(conn: Connection): Model<ChallengeDoc> {
  if (conn.models.PracticeChallenge) return conn.models.PracticeChallenge as Model<ChallengeDoc>;
  const schema = new Schema<ChallengeDoc>(
    {
      _id: { type: String, required: true },
      name: { type: String, required: true },
      description: { type: String, required: true },
      type: { type: String, required: true },
      requiredCount: { type: Number, required: true },
      skillId: { type: String, default: null },
      xpReward: { type: Number, required: true },
      iconUrl: { type: String, default: null },
      periodDays: { type: Number, default: null },
      station: { type: Number, default: null },
      startsOn: { type: String, default: null },
      endsOn: { type: String, default: null },
      isActive: { type: Boolean, default: true },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'practice_challenges', versionKey: false },
  );
  return conn.model<ChallengeDoc>('PracticeChallenge', schema);
}

/** A member's challenge_progress of one challenge. */
export interface ProgressEntry {
  currentCount: number;
  completedAt: string | null;
}

/**
 * practice_challenge_progress: one document per member (`_id` = userId: each read is one lookup by `_id`),
 * SPEC 3.2 challenge_progress of every challenge keyed by challenge id (read and written whole: the kit's
 * `storedWhole`). A completion is
 * written with its practice.challenge.completed event (outbox), and never undone.
 */
export interface ChallengeProgressDoc {
  _id: string;
  /** by challenge id */
  progress: Record<string, ProgressEntry>;
  updatedAt: Date;
}

export function challengeProgressModel(conn: Connection): Model<ChallengeProgressDoc> {
  if (conn.models.PracticeChallengeProgress) return conn.models.PracticeChallengeProgress as Model<ChallengeProgressDoc>;
  const schema = new Schema<ChallengeProgressDoc>(
    {
      _id: { type: String, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'practice_challenge_progress', versionKey: false, minimize: false },
  );
  storedWhole(schema, ['progress']);
  return conn.model<ChallengeProgressDoc>('PracticeChallengeProgress', schema);
}
