import type { ServiceContext, ServiceParts } from '@trap/kit';
import { buildSubscriptions } from './events/subscriptions.ts';
import { SessionRepository } from './modules/sessions/session.repository.ts';
import { StatsRowsCache } from './modules/sessions/stats-rows-cache.ts';
import { SessionService } from './modules/sessions/session.service.ts';
import { sessionRoutes } from './modules/sessions/session.routes.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { techniqueAnalysisModel } from './modules/insights/technique-analysis.model.ts';
import { coachRoutes } from './modules/ai-coach/coach.routes.ts';
import { buildLogsModule } from './modules/logs/logs.module.ts';
import { TechniqueService } from './modules/technique/technique.service.ts';
import { techniqueRoutes } from './modules/technique/technique.routes.ts';
import { shotPatternModel } from './modules/shot-patterns/shot-pattern.model.ts';
import { ShotPatternService } from './modules/shot-patterns/shot-pattern.service.ts';
import { shotPatternRoutes } from './modules/shot-patterns/shot-pattern.routes.ts';
import { goalModel } from './modules/goals/goal.model.ts';
import { GoalService } from './modules/goals/goal.service.ts';
import { goalRoutes } from './modules/goals/goal.routes.ts';

/**
 * Composition of the practice service: practice sessions and their scoring, statistics, technique
 * insights and the AI coach; demo sessions for the demo member when DEMO_MODE is on.
 */
export function buildPracticeService(ctx: ServiceContext): ServiceParts {
  const repo = new SessionRepository(ctx.conn, new StatsRowsCache(ctx.redis, ctx.config.REDIS_PREFIX));
  const sessions = new SessionService(repo, ctx);
  const stats = new StatsService(repo, techniqueAnalysisModel(ctx.conn));
  const logs = buildLogsModule(ctx, repo);
  return {
    routes: (app) => {
      sessionRoutes(app, ctx, sessions);
      statsRoutes(app, ctx, stats);
      coachRoutes(app, ctx, repo);
      logs.routes(app);
      techniqueRoutes(app, ctx, new TechniqueService(repo, techniqueAnalysisModel(ctx.conn)));
      shotPatternRoutes(app, ctx, new ShotPatternService(repo, shotPatternModel(ctx.conn)));
      goalRoutes(app, ctx, new GoalService(repo, goalModel(ctx.conn)));
    },
    outboxModels: [repo.model, ...logs.outboxModels],
    subscriptions: buildSubscriptions(ctx, repo, logs.seedDemo),
  };
}
