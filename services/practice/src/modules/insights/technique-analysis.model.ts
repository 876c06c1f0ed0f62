import { Schema, type Connection, type Model } from 'mongoose';
import type { Insight } from '@trap/contracts';

/**
 * technique_analysis (SPEC 3.2): the latest insights of a member (`<userId>:overall`) and, per
 * session, the analysis behind the coach's feedback (`<userId>:<sessionId>`). No outbox, so a
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
      createdAt: Date,
    },
    { collection: 'technique_analysis', versionKey: false, minimize: false },
  );
  return conn.model<TechniqueAnalysisDoc>('TechniqueAnalysis', schema);
}
