import { type ShotPatternRecord } from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { ShotPatternDoc } from './shot-pattern.model.ts';
import type { ShotPatternRepository } from './shot-pattern.repository.ts';
import { shotPattern } from './shot-pattern.ts';

const toApi = (d: ShotPatternDoc): ShotPatternRecord => ({
  id: d._id,
  userId: d.userId,
  sessionId: d.sessionId,
  date: d.date.toISOString(),
  title: d.title,
  discipline: d.discipline,
  stationData: d.stationData,
  totalHits: d.totalHits,
  totalMisses: d.totalMisses,
  analysis: d.analysis,
  computedAt: d.computedAt.toISOString(),
});

/**
 * Shot patterns are stored when first read and derived again when their session has changed since:
 * the session is read anyway (owner check), so this costs one small extra read, and sessions seeded
 * or logged offline get a pattern without any event having to run.
 */
export class ShotPatternService {
  private readonly sessions: SessionRepository;
  private readonly patterns: ShotPatternRepository;
  constructor(sessions: SessionRepository, patterns: ShotPatternRepository) {
    this.sessions = sessions;
    this.patterns = patterns;
  }

  async forSession(userId: string, sessionId: string): Promise<ShotPatternRecord> {
    const session = await this.sessions.findLive(sessionId);
    if (!session || session.userId !== userId) {
      // a deleted session leaves no pattern behind
      if (!session) await this.patterns.removeForSession(sessionId, userId);
      throw notFound('Practice session');
    }
    const stored = await this.patterns.findBySession(sessionId);
    if (stored && stored.sessionUpdatedAt.getTime() === session.updatedAt.getTime()) return toApi(stored);
    const doc: ShotPatternDoc = {
      _id: sessionId,
      userId,
      sessionId,
      date: session.date,
      title: session.title,
      ...shotPattern(session.discipline, session.scores),
      sessionUpdatedAt: session.updatedAt,
      computedAt: new Date(),
    };
    await this.patterns.save(doc);
    return toApi(doc);
  }
}
