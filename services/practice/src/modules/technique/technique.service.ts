import { Types } from 'mongoose';
import type { TechniqueAnalysisRecord, TechniqueAnalysisRequest } from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { techniqueFindings } from '../insights/insights.ts';
import type { TechniqueAnalysisDoc } from '../insights/technique-analysis.model.ts';
import type { TechniqueAnalysisRepository } from '../insights/technique-analysis.repository.ts';

function toRecord(doc: TechniqueAnalysisDoc): TechniqueAnalysisRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    sessionId: doc.sessionId ?? null,
    analysis: doc.analysis,
    strengths: doc.strengths,
    weaknesses: doc.weaknesses,
    recommendations: doc.recommendations,
    overallScore: doc.overallScore ?? null,
    findings: doc.findings ?? [],
    basis: doc.basis,
    scope: {
      lastSessions: doc.scope!.lastSessions,
      discipline: (doc.scope!.discipline ?? null) as TechniqueAnalysisRecord['scope']['discipline'],
      sessions: doc.scope!.sessions,
      from: doc.scope!.from,
      to: doc.scope!.to,
    },
    previousScore: doc.previousScore ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * Technique analyses a member runs on demand: the insights of their most recent sessions, stored
 * as technique_analysis records so Technique Insights can show how they change over time.
 */
export class TechniqueService {
  private readonly sessions: SessionRepository;
  private readonly analyses: TechniqueAnalysisRepository;
  constructor(sessions: SessionRepository, analyses: TechniqueAnalysisRepository) {
    this.sessions = sessions;
    this.analyses = analyses;
  }

  async create(userId: string, req: TechniqueAnalysisRequest): Promise<TechniqueAnalysisRecord> {
    const all = await this.sessions.forStats({ userId, discipline: req.discipline ?? undefined });
    // the most recent N sessions, by date
    const recent = all.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id)).slice(0, req.lastSessions);
    const previous = await this.analyses.latestHistory(userId);
    const doc: TechniqueAnalysisDoc = {
      _id: new Types.ObjectId().toHexString(),
      userId,
      sessionId: null,
      ...techniqueFindings(recent),
      scope: {
        lastSessions: req.lastSessions,
        discipline: req.discipline,
        sessions: recent.length,
        from: recent.at(-1)?.date ?? null,
        to: recent[0]?.date ?? null,
      },
      previousScore: previous?.overallScore ?? null,
      createdAt: new Date(),
    };
    await this.analyses.insertHistory(doc);
    return toRecord(doc);
  }

  async list(userId: string, limit: number, offset: number): Promise<{ items: TechniqueAnalysisRecord[]; total: number }> {
    const { items, total } = await this.analyses.history(userId, limit, offset);
    return { items: items.map(toRecord), total };
  }

  async get(userId: string, id: string): Promise<TechniqueAnalysisRecord> {
    const doc = await this.analyses.findHistory(id, userId);
    // another member's analysis is not shown to exist
    if (!doc) throw notFound('Technique analysis');
    return toRecord(doc);
  }
}
