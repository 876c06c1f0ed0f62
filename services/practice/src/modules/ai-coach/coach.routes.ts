import { AI_COACH_MESSAGES } from '@trap/contracts';
import { practiceApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { CoachService } from './coach.service.ts';

/** SPEC 7 / 8.4: feedback, trends and tips, one text each; logged-out callers get the SPEC messages. */
export function coachRoutes(api: ApiRouter, coach: CoachService): void {
  const { loggedOut } = AI_COACH_MESSAGES;
  api.handle(practiceApi.getCoachFeedback, ({ params, auth }) => coach.feedback(auth.userId, params.sessionId), {
    unauthenticated: loggedOut.feedback,
  });
  api.handle(practiceApi.getCoachTrends, ({ auth }) => coach.trends(auth.userId), { unauthenticated: loggedOut.trends });
  api.handle(practiceApi.getCoachEquipmentTips, ({ auth }) => coach.tips(auth.userId), { unauthenticated: loggedOut.tips });
}
