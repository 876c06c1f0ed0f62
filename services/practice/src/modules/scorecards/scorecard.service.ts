import { DISCIPLINE_RULES } from '@trap/contracts';
import type { PublicScorecard, ScorecardShare } from '@trap/contracts/http/practice/scorecard';
import { scorecardSvg } from './scorecard-svg.ts';
import { notFound } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { ScorecardRepository } from './scorecard.repository.ts';
import { shotPattern } from '../shot-patterns/shot-pattern.ts';

const day = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const pageOf = (token: string) => `/scorecard/${token}`;
const imageOf = (token: string) => `/api/practice/scorecards/${token}/image.svg`;

/** A session's public scorecard: the owner's switch, and what anyone with the link sees. */
export class ScorecardService {
  private readonly sessions: SessionRepository;
  private readonly scorecards: ScorecardRepository;
  constructor(sessions: SessionRepository, scorecards: ScorecardRepository) {
    this.sessions = sessions;
    this.scorecards = scorecards;
  }

  /** The caller's live session; another member's, or a deleted one, is not found. */
  private async own(userId: string, sessionId: string) {
    const session = await this.sessions.findLive(sessionId);
    if (!session || session.userId !== userId) throw notFound('Practice session');
    return session;
  }

  private shareOf(token: string | null): ScorecardShare {
    return token ? { shared: true, url: pageOf(token), imageUrl: imageOf(token) } : { shared: false, url: null, imageUrl: null };
  }

  async status(userId: string, sessionId: string): Promise<ScorecardShare> {
    await this.own(userId, sessionId);
    return this.shareOf((await this.scorecards.bySession(sessionId))?._id ?? null);
  }

  async share(userId: string, sessionId: string): Promise<ScorecardShare> {
    await this.own(userId, sessionId);
    return this.shareOf((await this.scorecards.share(sessionId, userId))._id);
  }

  async stop(userId: string, sessionId: string): Promise<ScorecardShare> {
    await this.own(userId, sessionId);
    await this.scorecards.stop(sessionId);
    return this.shareOf(null);
  }

  /** The shared session as it is now (an edit shows at once); 404 once unshared or deleted. */
  private async shared(token: string) {
    const card = await this.scorecards.byToken(token);
    const session = card ? await this.sessions.findLive(card.sessionKey) : null;
    if (!card || !session || session.userId !== card.userId) throw notFound('Scorecard');
    return { card, session, pattern: shotPattern(session.discipline, session.scores) };
  }

  async publicCard(token: string): Promise<PublicScorecard> {
    const { card, session, pattern } = await this.shared(token);
    return {
      token: card._id,
      ownerId: card.userId,
      title: session.title || 'Practice session',
      date: session.date.toISOString(),
      discipline: session.discipline,
      disciplineLabel: DISCIPLINE_RULES[session.discipline].label,
      location: session.location,
      totalScore: session.totalScore,
      totalTargets: session.totalTargets,
      rounds: session.scores.length,
      analysis: pattern.analysis,
      imageUrl: imageOf(card._id),
    };
  }

  async image(token: string): Promise<string> {
    const { session, pattern } = await this.shared(token);
    return scorecardSvg({
      title: session.title || 'Practice session',
      subtitle: [day(session.date), DISCIPLINE_RULES[session.discipline].label, session.location].filter(Boolean).join(' · '),
      totalScore: session.totalScore,
      totalTargets: session.totalTargets,
      stationData: pattern.stationData,
      analysis: pattern.analysis,
    });
  }
}
