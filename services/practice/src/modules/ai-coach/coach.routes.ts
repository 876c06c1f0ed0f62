import type { Express, Request } from 'express';
import { AI_COACH_MESSAGES } from '@trap/contracts';
import { authenticate, notFound, unauthenticated, type ServiceContext } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { EquipmentService } from '../equipment/equipment.service.ts';
import { sessionFeedback, equipmentTips, trendAnalysis } from './coach.ts';

const NINETY_DAYS = 90 * 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** SPEC 7 / 8.4: feedback, trends and tips, one text each; logged-out callers get the SPEC messages. */
export function coachRoutes(app: Express, ctx: ServiceContext, repo: SessionRepository, equipment: Pick<EquipmentService, 'names'>): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions });
  const userOf = (req: Request, message: string) => {
    if (!req.auth) throw unauthenticated(message);
    return req.auth.userId;
  };

  app.get('/api/ai-coach/feedback/:sessionId', auth, async (req, res) => {
    const userId = userOf(req, AI_COACH_MESSAGES.loggedOut.feedback);
    const doc = await repo.findLive(String(req.params.sessionId));
    if (!doc || doc.userId !== userId) throw notFound('Practice session');
    const [session] = await repo
      .forStats({ userId, from: isoDay(doc.date.getTime()), to: isoDay(doc.date.getTime()) })
      .then((list) => list.filter((s) => s.id === String(doc._id)));
    const history = await repo.forStats({ userId, from: isoDay(doc.date.getTime() - NINETY_DAYS), to: isoDay(doc.date.getTime()) });
    const feedback = session ? sessionFeedback(session, history) : AI_COACH_MESSAGES.empty.feedback;
    if (session && feedback !== doc.feedback) await repo.setFeedback(doc._id, feedback);
    res.json({ feedback });
  });

  app.get('/api/ai-coach/trends', auth, async (req, res) => {
    const userId = userOf(req, AI_COACH_MESSAGES.loggedOut.trends);
    res.json({ analysis: trendAnalysis(await repo.forStats({ userId })) });
  });

  app.get('/api/ai-coach/equipment-tips', auth, async (req, res) => {
    const userId = userOf(req, AI_COACH_MESSAGES.loggedOut.tips);
    const [sessions, names] = await Promise.all([repo.forStats({ userId }), equipment.names(userId)]);
    res.json({ tips: equipmentTips(sessions, names) });
  });
}
