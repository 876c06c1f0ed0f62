import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { storedWhole, outboxSchemaFields } from '@trap/kit';
import type { Discipline, RoundInput, SessionAggregate, WeatherConditions } from '@trap/contracts';

/**
 * practice_sessions (SPEC 3.2 plus discipline, rounds with shots, range, equipment). `scores` holds
 * the rounds as recorded; totalScore, totalTargets, dtlPoints and `agg` are derived from them at
 * write time so statistics over thousands of sessions never re-read the shots. Deletion is a soft
 * delete so the `practice.session.deleted` event travels in the same single-document write.
 */
export interface PracticeSessionDoc {
  _id: Types.ObjectId;
  userId: string;
  date: Date;
  discipline: Discipline;
  title: string;
  location: string | null;
  rangeId: string | null;
  notes: string;
  feedback: string | null;
  targetType: string | null;
  weatherConditions: WeatherConditions | null;
  equipmentIds: string[];
  scores: RoundInput[];
  totalScore: number;
  totalTargets: number;
  dtlPoints: number | null;
  agg: SessionAggregate;
  /** unique per user: a re-sent offline session is found, not duplicated */
  idempotencyKey: string;
  /** seeded demo data (DEMO_MODE) */
  demo: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function practiceSessionModel(conn: Connection): Model<PracticeSessionDoc> {
  if (conn.models.PracticeSession) return conn.models.PracticeSession as Model<PracticeSessionDoc>;
  const schema = new Schema<PracticeSessionDoc>(
    {
      userId: { type: String, required: true },
      date: { type: Date, required: true },
      discipline: { type: String, required: true },
      title: { type: String, default: '' },
      location: { type: String, default: null },
      rangeId: { type: String, default: null },
      notes: { type: String, default: '' },
      feedback: { type: String, default: null },
      targetType: { type: String, default: null },
      weatherConditions: { type: Schema.Types.Mixed, default: null },
      equipmentIds: { type: [String], default: [] },
      totalScore: { type: Number, required: true },
      totalTargets: { type: Number, required: true },
      dtlPoints: { type: Number, default: null },
      idempotencyKey: { type: String, required: true },
      demo: { type: Boolean, default: false },
      deletedAt: { type: Date, default: null },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'practice_sessions', versionKey: false, minimize: false },
  );
  // the rounds (hundreds of shots) and their aggregate, read and written whole: the kit picks their stored form
  storedWhole(schema, ['scores', 'agg']);
  schema.index({ userId: 1, idempotencyKey: 1 }, { unique: true });
  schema.index({ userId: 1, date: 1 });
  return conn.model<PracticeSessionDoc>('PracticeSession', schema);
}
