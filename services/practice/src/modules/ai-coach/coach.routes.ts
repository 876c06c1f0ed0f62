import { AI_COACH_MESSAGES } from '@trap/contracts';
import { practiceApi } from '@trap/contracts/api/index';
import { notFound, type ApiRouter } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { EquipmentService } from '../equipment/equipment.service.ts';
import { sessionFeedback, equipmentTips, trendAnalysis } from './coach.ts';

const NINETY_DAYS = 90 * 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** SPEC 7 / 8.4: feedback, trends and tips, one text each; logged-out callers get the SPEC messages. */
export function coachRoutes(api: ApiRouter, repo: SessionRepository, equipment: Pick<EquipmentService, 'names'>): void {
  const { loggedOut } = AI_COACH_MESSAGES;

  api.handle(
    practiceApi.getCoachFeedback,
    async ({ params, auth }) => {
      const { userId } = auth;
      const doc = await repo.findLive(params.sessionId);
      if (!doc || doc.userId !== userId) throw notFound('Practice session');
      const [session] = await repo
        .forStats({ userId, from: isoDay(doc.date.getTime()), to: isoDay(doc.date.getTime()) })
        .then((list) => list.filter((s) => s.id === String(doc._id)));
      const history = await repo.forStats({ userId, from: isoDay(doc.date.getTime() - NINETY_DAYS), to: isoDay(doc.date.getTime()) });
      const feedback = session ? sessionFeedback(session, history) : AI_COACH_MESSAGES.empty.feedback;
      if (session && feedback !== doc.feedback) await repo.setFeedback(doc._id, feedback);
      return { feedback };
    },
    { unauthenticated: loggedOut.feedback },
  );

  api.handle(practiceApi.getCoachTrends, async ({ auth }) => ({ analysis: trendAnalysis(await repo.forStats({ userId: auth.userId })) }), {
    unauthenticated: loggedOut.trends,
  });

  api.handle(
    practiceApi.getCoachEquipmentTips,
    async ({ auth }) => {
      const [sessions, names] = await Promise.all([repo.forStats({ userId: auth.userId }), equipment.names(auth.userId)]);
      return { tips: equipmentTips(sessions, names) };
    },
    { unauthenticated: loggedOut.tips },
  );
}
