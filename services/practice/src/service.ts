import type { ServiceContext, ServiceParts } from '@trap/kit';
import { buildSubscriptions } from './events/subscriptions.ts';
import { SessionRepository } from './modules/sessions/session.repository.ts';
import { SessionService } from './modules/sessions/session.service.ts';
import { sessionRoutes } from './modules/sessions/session.routes.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { techniqueAnalysisModel } from './modules/insights/technique-analysis.model.ts';
import { coachRoutes } from './modules/ai-coach/coach.routes.ts';

/**
 * Composition of the practice service: practice sessions and their scoring, statistics, technique
 * insights and the AI coach; demo sessions for the demo member when DEMO_MODE is on.
 */
export function buildPracticeService(ctx: ServiceContext): ServiceParts {
  const repo = new SessionRepository(ctx.conn);
  const sessions = new SessionService(repo, ctx);
  const stats = new StatsService(repo, techniqueAnalysisModel(ctx.conn));
  return {
    routes: (app) => {
      sessionRoutes(app, ctx, sessions);
      statsRoutes(app, ctx, stats);
      coachRoutes(app, ctx, repo);
    },
    outboxModels: [repo.model],
    subscriptions: buildSubscriptions(ctx, repo),
  };
}
