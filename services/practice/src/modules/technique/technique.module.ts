import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { TechniqueAnalysisRepository } from '../insights/technique-analysis.repository.ts';
import { insightsMemberData } from '../insights/insights.member-data.ts';
import { TechniqueService } from './technique.service.ts';
import { techniqueRoutes } from './technique.routes.ts';

/** Technique insights from the member's sessions, and the analyses stored for them (modules/insights). */
export function techniqueModule(ctx: ServiceContext, sessions: SessionRepository, analyses: TechniqueAnalysisRepository): ServiceModule {
  return {
    name: 'technique',
    routes: (api) => techniqueRoutes(api, new TechniqueService(sessions, analyses)),
    memberData: insightsMemberData(ctx.conn),
  };
}
