import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { ShotPatternRepository } from './shot-pattern.repository.ts';
import { ShotPatternService } from './shot-pattern.service.ts';
import { shotPatternRoutes } from './shot-pattern.routes.ts';
import { shotPatternsMemberData } from './shot-patterns.member-data.ts';

/** Where the member's shots go on the target (shot patterns). */
export function shotPatternsModule(ctx: ServiceContext, sessions: SessionRepository): ServiceModule {
  return {
    name: 'shot-patterns',
    routes: (api) => shotPatternRoutes(api, new ShotPatternService(sessions, new ShotPatternRepository(ctx.conn))),
    memberData: shotPatternsMemberData(ctx.conn),
  };
}
