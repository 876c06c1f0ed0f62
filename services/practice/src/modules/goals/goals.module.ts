import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { GoalRepository } from './goal.repository.ts';
import { GoalService } from './goal.service.ts';
import { goalRoutes } from './goal.routes.ts';
import { goalsMemberData } from './goals.member-data.ts';

/** The member's training goals and their progress from the sessions. */
export function goalsModule(ctx: ServiceContext, sessions: SessionRepository): ServiceModule {
  return {
    name: 'goals',
    routes: (api) => goalRoutes(api, new GoalService(sessions, new GoalRepository(ctx.conn))),
    memberData: goalsMemberData(ctx.conn),
  };
}
