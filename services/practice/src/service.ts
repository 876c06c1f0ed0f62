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
import { buildSharingModule } from './modules/sharing/sharing.module.ts';
import { TechniqueService } from './modules/technique/technique.service.ts';
import { techniqueRoutes } from './modules/technique/technique.routes.ts';
import { shotPatternModel } from './modules/shot-patterns/shot-pattern.model.ts';
import { ShotPatternService } from './modules/shot-patterns/shot-pattern.service.ts';
import { shotPatternRoutes } from './modules/shot-patterns/shot-pattern.routes.ts';
import { goalModel } from './modules/goals/goal.model.ts';
import { GoalService } from './modules/goals/goal.service.ts';
import { goalRoutes } from './modules/goals/goal.routes.ts';
import { EquipmentRepository } from './modules/equipment/equipment.repository.ts';
import { EquipmentService } from './modules/equipment/equipment.service.ts';
import { equipmentRoutes } from './modules/equipment/equipment.routes.ts';

/**
 * Composition of the practice service: practice sessions and their scoring, statistics, technique
 * insights, equipment and the AI coach; demo data for the demo member when DEMO_MODE is on.
 */
export async function buildPracticeService(ctx: ServiceContext): Promise<ServiceParts> {
  const repo = new SessionRepository(ctx.conn, new StatsRowsCache(ctx.redis, ctx.config.REDIS_PREFIX));
  const equipment = new EquipmentService(new EquipmentRepository(ctx.conn));
  await equipment.ensureCategories();
  const sessions = new SessionService(repo, ctx, equipment);
  const stats = new StatsService(repo, techniqueAnalysisModel(ctx.conn));
  const logs = buildLogsModule(ctx, repo);
  const sharing = buildSharingModule(ctx, { sessions, stats, journal: logs.repos.journal });
  return {
    routes: (app) => {
      sessionRoutes(app, ctx, sessions);
      statsRoutes(app, ctx, stats);
      coachRoutes(app, ctx, repo, equipment);
      equipmentRoutes(app, ctx, equipment);
      logs.routes(app);
      sharing.routes(app);
      techniqueRoutes(app, ctx, new TechniqueService(repo, techniqueAnalysisModel(ctx.conn)));
      shotPatternRoutes(app, ctx, new ShotPatternService(repo, shotPatternModel(ctx.conn)));
      goalRoutes(app, ctx, new GoalService(repo, goalModel(ctx.conn)));
    },
    outboxModels: [repo.model, ...logs.outboxModels],
    subscriptions: buildSubscriptions(ctx, repo, sharing.relationships, async (userId) => {
      await equipment.seedDemo(userId, ctx.logger);
      await logs.seedDemo(userId);
    }),
  };
}
