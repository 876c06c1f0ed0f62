import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { ScorecardRepository } from './scorecard.repository.ts';
import { ScorecardService } from './scorecard.service.ts';
import { scorecardRoutes } from './scorecard.routes.ts';
import { scorecardsMemberData } from './scorecards.member-data.ts';

/** Score cards of the member's sessions (stored, and drawn as SVG). */
export async function scorecardsModule(ctx: ServiceContext, sessions: SessionRepository): Promise<ServiceModule> {
  const scorecards = new ScorecardRepository(ctx.conn);
  await scorecards.init();
  return {
    name: 'scorecards',
    routes: (api) => scorecardRoutes(api, new ScorecardService(sessions, scorecards)),
    memberData: scorecardsMemberData(ctx.conn),
  };
}
