import { practiceSessionDeleted, practiceSessionLogged, practiceSessionUpdated } from '@trap/contracts';
import { memberDataParts, on, type ApiRouter, type ServiceContext, type Subscription } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { AchievementRepository } from '../achievements/achievement.repository.ts';
import { AchievementService } from '../achievements/achievement.service.ts';
import { achievementRoutes } from '../achievements/achievement.routes.ts';
import { ChallengeRepository } from './challenge.repository.ts';
import { ChallengeService } from './challenge.service.ts';
import { challengeRoutes } from './challenge.routes.ts';
import { challengesMemberData } from './challenges.member-data.ts';
import { achievementsMemberData } from '../achievements/achievements.member-data.ts';

/**
 * Challenges and achievements: routes, the seeded challenges, and the session events
 * practice consumes for them (joined with other modules' handlers per subject in service.ts).
 */
export async function challengesModule(ctx: ServiceContext, sessions: SessionRepository) {
  const challenges = new ChallengeService(new ChallengeRepository(ctx), sessions);
  const achievements = new AchievementService(new AchievementRepository(ctx), sessions);
  await challenges.ensureSeeded();
  // achievements first: once the board shows a session, both have followed it (bench/challenges-latency.ts)
  const changed = async (userId: string, sessionId?: string) => {
    await achievements.sessionChanged(userId, sessionId);
    await challenges.sessionChanged(userId, sessionId);
  };
  const subscriptions: Subscription[] = [
    on(practiceSessionLogged, (e) => changed(e.userId, e.sessionId)),
    on(practiceSessionUpdated, (e) => changed(e.userId, e.sessionId)),
    on(practiceSessionDeleted, (e) => changed(e.userId, e.sessionId)),
  ];
  return {
    name: 'challenges',
    challenges,
    memberData: memberDataParts(achievementsMemberData(ctx.conn), challengesMemberData(ctx.conn)),
    achievements,
    subscriptions,
    routes: (api: ApiRouter) => {
      challengeRoutes(api, challenges);
      achievementRoutes(api, achievements);
    },
    /** DEMO_MODE: after the demo member's sessions are seeded (they publish no events), the same rules, events and notifications */
    seedDemoMember: (userId: string) => changed(userId),
  };
}
