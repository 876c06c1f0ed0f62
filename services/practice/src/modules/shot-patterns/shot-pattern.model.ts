import { Schema, type Connection, type Model } from 'mongoose';
import type { Discipline } from '@trap/contracts';
import { type StationPattern } from './shot-pattern.ts';

/**
 * shot_patterns (SPEC 3.2): one record per session (`_id` = the session's id), derived from its
 * shots. `sessionUpdatedAt` is the version of the session it was derived from; a read that finds
 * an older version derives it again, so an edited session never shows a stale pattern.
 */
export interface ShotPatternDoc {
  _id: string;
  userId: string;
  sessionId: string;
  date: Date;
  title: string;
  discipline: Discipline;
  stationData: StationPattern[];
  analysis: string;
  totalHits: number;
  totalMisses: number;
  sessionUpdatedAt: Date;
  computedAt: Date;
}

export function shotPatternModel(conn: Connection): Model<ShotPatternDoc> {
  if (conn.models.ShotPattern) return conn.models.ShotPattern as Model<ShotPatternDoc>;
  const schema = new Schema<ShotPatternDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true, index: true },
      sessionId: { type: String, required: true },
      date: Date,
      title: String,
      discipline: String,
      stationData: { type: Schema.Types.Mixed, default: [] },
      analysis: String,
      totalHits: Number,
      totalMisses: Number,
      sessionUpdatedAt: Date,
      computedAt: Date,
    },
    { collection: 'shot_patterns', versionKey: false, minimize: false },
  );
  return conn.model<ShotPatternDoc>('ShotPattern', schema);
}
