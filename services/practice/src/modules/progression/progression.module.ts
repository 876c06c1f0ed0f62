import { challengeCompleted, practiceSessionDeleted, practiceSessionLogged, practiceSessionUpdated } from '@trap/contracts';
import { on, type ApiRouter, type ServiceContext, type Subscription } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { ProgressRepository } from './progress.repository.ts';
import { ProgressionService } from './progression.service.ts';
import { progressionRoutes } from './progression.routes.ts';
import { progressionMemberData } from './progression.member-data.ts';

/**
 * Skills, XP and level: routes, and the events practice consumes for them. Several
 * modules consume the same session events; service.ts joins handlers of one subject
 * (the kit's consumers run every handler of a subject in module list order), since the service has one durable consumer per subject.
 */
export function progressionModule(
  ctx: ServiceContext,
  sessions: SessionRepository,
  /** the member's completed challenges and their XP (a document rebuilt from scratch counts them) */
  completedChallenges?: (userId: string) => Promise<Record<string, number>>,
) {
  const service = new ProgressionService(new ProgressRepository(ctx), sessions, completedChallenges);
  const subscriptions: Subscription[] = [
    on(practiceSessionLogged, (e) => service.sessionChanged(e.userId, e.sessionId)),
    on(practiceSessionUpdated, (e) => service.sessionChanged(e.userId, e.sessionId)),
    on(practiceSessionDeleted, (e) => service.sessionChanged(e.userId, e.sessionId)),
    on(challengeCompleted, (e) => service.challengeCompleted(e.userId, e.challengeId, e.xpReward)),
  ];
  return {
    name: 'progression',
    service,
    memberData: progressionMemberData(ctx.conn),
    subscriptions,
    routes: (api: ApiRouter) => progressionRoutes(api, service),
    /** DEMO_MODE: after the demo member's sessions are seeded (they publish no events) */
    seedDemoMember: (userId: string) => service.rebuild(userId),
  };
}
