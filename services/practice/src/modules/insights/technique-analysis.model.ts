import { Schema, type Connection, type Model } from 'mongoose';
import type { Insight } from '@trap/contracts';

/**
 * technique_analysis (SPEC 3.2): the latest insights of a member (`<userId>:overall`) and, per
 * session, the analysis behind the coach's feedback (`<userId>:<sessionId>`); the analyses a member runs
 * from Technique Insights are kept as history under 24-hex ids with a `scope`. No outbox, so a
 * plain replace is safe.
 */
export interface TechniqueAnalysisDoc {
  _id: string;
  userId: string;
  sessionId: string | null;
  analysis: string;
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
  overallScore: number | null;
  findings: Insight[];
  basis: string;
  /** set on the analyses stored by POST /api/practice/technique-analysis (the member's history) */
  scope?: { lastSessions: number; discipline: string | null; sessions: number; from: string | null; to: string | null };
  previousScore?: number | null;
  createdAt: Date;
}

export function techniqueAnalysisModel(conn: Connection): Model<TechniqueAnalysisDoc> {
  if (conn.models.TechniqueAnalysis) return conn.models.TechniqueAnalysis as Model<TechniqueAnalysisDoc>;
  const schema = new Schema<TechniqueAnalysisDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true, index: true },
      sessionId: { type: String, default: null },
      analysis: String,
      strengths: [String],
      weaknesses: [String],
      recommendations: [String],
      overallScore: { type: Number, default: null },
      findings: { type: Schema.Types.Mixed, default: [] },
      basis: String,
      scope: { type: Schema.Types.Mixed, default: undefined },
      previousScore: { type: Number, default: undefined },
      createdAt: Date,
    },
    { collection: 'technique_analysis', versionKey: false, minimize: false },
  );
  schema.index({ userId: 1, createdAt: -1 });
  return conn.model<TechniqueAnalysisDoc>('TechniqueAnalysis', schema);
}
