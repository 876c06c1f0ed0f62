import type { ServiceContext, ServiceParts } from '@trap/kit';
import { buildSubscriptions } from './events/subscriptions.ts';
import { SessionRepository } from './modules/sessions/session.repository.ts';
import { StatsRowsCache } from './modules/sessions/stats-rows-cache.ts';
import { SessionService } from './modules/sessions/session.service.ts';
import { sessionRoutes } from './modules/sessions/session.routes.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { TechniqueAnalysisRepository } from './modules/insights/technique-analysis.repository.ts';
import { coachRoutes } from './modules/ai-coach/coach.routes.ts';
import { CoachService } from './modules/ai-coach/coach.service.ts';
import { logsModule } from './modules/logs/logs.module.ts';
import { sharingModule } from './modules/sharing/sharing.module.ts';
import { TechniqueService } from './modules/technique/technique.service.ts';
import { techniqueRoutes } from './modules/technique/technique.routes.ts';
import { ShotPatternRepository } from './modules/shot-patterns/shot-pattern.repository.ts';
import { ShotPatternService } from './modules/shot-patterns/shot-pattern.service.ts';
import { shotPatternRoutes } from './modules/shot-patterns/shot-pattern.routes.ts';
import { GoalRepository } from './modules/goals/goal.repository.ts';
import { GoalService } from './modules/goals/goal.service.ts';
import { goalRoutes } from './modules/goals/goal.routes.ts';
import { EquipmentRepository } from './modules/equipment/equipment.repository.ts';
import { EquipmentService } from './modules/equipment/equipment.service.ts';
import { equipmentRoutes } from './modules/equipment/equipment.routes.ts';
import { ScorecardRepository } from './modules/scorecards/scorecard.repository.ts';
import { ScorecardService } from './modules/scorecards/scorecard.service.ts';
import { scorecardRoutes } from './modules/scorecards/scorecard.routes.ts';
import { sessionsMemberData } from './modules/sessions/sessions.member-data.ts';
import { equipmentMemberData } from './modules/equipment/equipment.member-data.ts';
import { goalsMemberData } from './modules/goals/goals.member-data.ts';
import { progressionMemberData } from './modules/progression/progression.member-data.ts';
import { pathwayMemberData } from './modules/pathway/pathway.member-data.ts';
import { logsMemberData } from './modules/logs/logs.member-data.ts';
import { shotPatternsMemberData } from './modules/shot-patterns/shot-patterns.member-data.ts';
import { achievementsMemberData } from './modules/achievements/achievements.member-data.ts';
import { challengesMemberData } from './modules/challenges/challenges.member-data.ts';
import { insightsMemberData } from './modules/insights/insights.member-data.ts';
import { sharingMemberData } from './modules/sharing/sharing.member-data.ts';
import { scorecardsMemberData } from './modules/scorecards/scorecards.member-data.ts';
import { cartridgesMemberData } from './modules/cartridges/cartridges.member-data.ts';
import { licenceMemberData } from './modules/licence/licence.member-data.ts';
import { relationshipsMemberData } from './read-models/relationships/relationships.member-data.ts';
import { MemberDataService } from './modules/member-data/member-data.service.ts';
import { memberDataRoutes } from './modules/member-data/member-data.routes.ts';
import { progressionModule } from './modules/progression/progression.module.ts';
import { challengesModule } from './modules/challenges/challenges.module.ts';
import { licenceModule } from './modules/licence/licence.module.ts';
import { cartridgesModule } from './modules/cartridges/cartridges.module.ts';
import { pathwayModule } from './modules/pathway/pathway.module.ts';
import { staffActionJournalModel } from './modules/pathway/pathway.model.ts';
import { shootResultsSubscriptions } from './modules/shoot-results/shoot-results.ts';

/**
 * Composition of the practice service: practice sessions and their scoring, statistics, technique
 * insights, equipment and the AI coach; demo data for the demo member when DEMO_MODE is on.
 */
export async function buildPracticeService(ctx: ServiceContext): Promise<ServiceParts> {
  const statsCache = new StatsRowsCache(ctx.redis, ctx.config.REDIS_PREFIX);
  const repo = new SessionRepository(ctx, statsCache);
  const equipment = new EquipmentService(new EquipmentRepository(ctx.conn, ctx.outboxStore(staffActionJournalModel(ctx.conn))), repo);
  await equipment.ensureCategories();
  const sessions = new SessionService(repo, equipment);
  const analyses = new TechniqueAnalysisRepository(ctx.conn);
  const stats = new StatsService(repo, analyses);
  const scorecards = new ScorecardRepository(ctx.conn);
  await scorecards.init();
  const logs = logsModule(ctx, repo);
  const challenges = await challengesModule(ctx, repo);
  const progression = progressionModule(ctx, repo, (userId) => challenges.challenges.completedRewards(userId));
  // gear and papers
  const licence = licenceModule(ctx, equipment);
  const cartridges = cartridgesModule(ctx, repo, licence);
  const pathway = pathwayModule(ctx);
  const sharing = sharingModule(ctx, { sessions, stats, journal: logs.repos.journal });
  const memberData = new MemberDataService(
    ctx.conn,
    [
      sessionsMemberData(ctx.conn),
      equipmentMemberData(ctx.conn),
      goalsMemberData(ctx.conn),
      progressionMemberData(ctx.conn),
      pathwayMemberData(ctx.conn),
      logsMemberData(ctx.conn),
      shotPatternsMemberData(ctx.conn),
      achievementsMemberData(ctx.conn),
      challengesMemberData(ctx.conn),
      insightsMemberData(ctx.conn),
      sharingMemberData(ctx.conn),
      scorecardsMemberData(ctx.conn),
      cartridgesMemberData(ctx.conn),
      licenceMemberData(ctx.conn, licence.exportFor),
      relationshipsMemberData,
    ],
    { forgetCachedStats: (userId) => statsCache.forget(userId), logger: ctx.logger },
  );
  return {
    routes: (_app, api) => {
      sessionRoutes(api, sessions);
      statsRoutes(api, stats);
      coachRoutes(api, new CoachService(repo, equipment));
      equipmentRoutes(api, equipment);
      logs.routes(api);
      sharing.routes(api);
      techniqueRoutes(api, new TechniqueService(repo, analyses));
      shotPatternRoutes(api, new ShotPatternService(repo, new ShotPatternRepository(ctx.conn)));
      goalRoutes(api, new GoalService(repo, new GoalRepository(ctx.conn)));
      scorecardRoutes(api, new ScorecardService(repo, scorecards));
      memberDataRoutes(api, memberData);
      progression.routes(api);
      challenges.routes(api);
      licence.routes(api);
      cartridges.routes(api);
      pathway.routes(api);
    },
    // statistics rows lost as a whole come back from the sessions before the process serves
    warmUp: async () => {
      const rebuilt = await repo.rebuildRowsIfMissing();
      if (rebuilt) ctx.logger.warn({ rows: rebuilt }, 'practice statistics rows were missing: rebuilt from the stored sessions');
    },
    // modules may share an event: the kit's consumers run every handler of a subject (mergeSubscriptions)
    subscriptions: [
      ...sharing.subscriptions,
      ...buildSubscriptions(
        ctx,
        repo,
        sharing.relationships,
        async (userId) => {
          await equipment.seedDemo(userId, ctx.logger);
          await logs.seedDemo(userId);
          await progression.seedDemo(userId);
          await challenges.seedDemo(userId);
          await licence.seedDemo(userId);
          await cartridges.seedDemo(userId);
          await pathway.seedDemo(userId);
        },
        (userId) => memberData.removeMember(userId),
      ),
      ...progression.subscriptions,
      ...challenges.subscriptions,
      ...licence.subscriptions,
      ...cartridges.subscriptions,
      ...pathway.subscriptions,
      ...shootResultsSubscriptions({ sessions, competitions: logs.competitions, logger: ctx.logger }),
    ],
  };
}
