import { AI_COACH_MESSAGES } from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { EquipmentService } from '../equipment/equipment.service.ts';
import { sessionFeedback, equipmentTips, trendAnalysis } from './coach.ts';

const NINETY_DAYS = 90 * 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** SPEC 7 / 8.4: the AI coach's feedback, trends and tips over the member's own sessions. */
export class CoachService {
  private readonly repo: SessionRepository;
  private readonly equipment: Pick<EquipmentService, 'names'>;
  constructor(repo: SessionRepository, equipment: Pick<EquipmentService, 'names'>) {
    this.repo = repo;
    this.equipment = equipment;
  }

  /**
   * Feedback on one of the member's sessions, against their 90 days before it; kept on the session
   * (SPEC 3.2 `feedback`, shown with it) when it changed.
   */
  async feedback(userId: string, sessionId: string): Promise<{ feedback: string }> {
    const doc = await this.repo.findLive(sessionId);
    if (!doc || doc.userId !== userId) throw notFound('Practice session');
    const [session] = await this.repo
      .forStats({ userId, from: isoDay(doc.date.getTime()), to: isoDay(doc.date.getTime()) })
      .then((list) => list.filter((s) => s.id === String(doc._id)));
    const history = await this.repo.forStats({ userId, from: isoDay(doc.date.getTime() - NINETY_DAYS), to: isoDay(doc.date.getTime()) });
    const feedback = session ? sessionFeedback(session, history) : AI_COACH_MESSAGES.empty.feedback;
    if (session && feedback !== doc.feedback) await this.repo.setFeedback(doc._id, feedback);
    return { feedback };
  }

  async trends(userId: string): Promise<{ analysis: string }> {
    return { analysis: trendAnalysis(await this.repo.forStats({ userId })) };
  }

  async tips(userId: string): Promise<{ tips: string }> {
    const [sessions, names] = await Promise.all([this.repo.forStats({ userId }), this.equipment.names(userId)]);
    return { tips: equipmentTips(sessions, names) };
  }
}
