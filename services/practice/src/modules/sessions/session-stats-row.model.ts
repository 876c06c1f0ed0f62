import { Schema, type Connection, type Model } from 'mongoose';
import { storedWhole } from '@trap/kit';
import type { Discipline, SessionAggregate, WeatherConditions } from '@trap/contracts';

/**
 * practice_session_stats: one small row per live session with what statistics read (its aggregate,
 * date, discipline, location, weather, equipment), so stats never load the shots. Written after
 * the session itself; it is derived data, rebuilt from the session on every write of it (and when
 * an offline sync re-sends a stored session), so a row missed by a crash heals on the next touch.
 */
export interface SessionStatsRowDoc {
  _id: string;
  userId: string;
  date: Date;
  discipline: Discipline;
  location: string | null;
  rangeId: string | null;
  weatherConditions: WeatherConditions | null;
  equipmentIds: string[];
  /** read and written whole, ~150 nested fields (the kit's `storedWhole` picks the stored form) */
  agg: SessionAggregate;
}

export function sessionStatsRowModel(conn: Connection): Model<SessionStatsRowDoc> {
  if (conn.models.PracticeSessionStats) return conn.models.PracticeSessionStats as Model<SessionStatsRowDoc>;
  const schema = new Schema<SessionStatsRowDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true },
      date: { type: Date, required: true },
      discipline: { type: String, required: true },
      location: { type: String, default: null },
      rangeId: { type: String, default: null },
      weatherConditions: { type: Schema.Types.Mixed, default: null },
      equipmentIds: { type: [String], default: [] },
    },
    { collection: 'practice_session_stats', versionKey: false, minimize: false },
  );
  storedWhole(schema, ['agg']);
  schema.index({ userId: 1, date: 1 });
  return conn.model<SessionStatsRowDoc>('PracticeSessionStats', schema);
}
