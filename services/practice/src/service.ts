import { memberDataOf, type ServiceContext, type ServiceParts } from '@trap/kit';
import { SessionRepository } from './modules/sessions/session.repository.ts';
import { StatsRowsCache } from './modules/sessions/stats-rows-cache.ts';
import { SessionService } from './modules/sessions/session.service.ts';
import { sessionsModule } from './modules/sessions/sessions.module.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { statsModule } from './modules/stats/stats.module.ts';
import { TechniqueAnalysisRepository } from './modules/insights/technique-analysis.repository.ts';
import { aiCoachModule } from './modules/ai-coach/ai-coach.module.ts';
import { EquipmentRepository } from './modules/equipment/equipment.repository.ts';
import { EquipmentService } from './modules/equipment/equipment.service.ts';
import { equipmentModule } from './modules/equipment/equipment.module.ts';
import { logsModule } from './modules/logs/logs.module.ts';
import { sharingModule } from './modules/sharing/sharing.module.ts';
import { techniqueModule } from './modules/technique/technique.module.ts';
import { shotPatternsModule } from './modules/shot-patterns/shot-patterns.module.ts';
import { goalsModule } from './modules/goals/goals.module.ts';
import { scorecardsModule } from './modules/scorecards/scorecards.module.ts';
import { progressionModule } from './modules/progression/progression.module.ts';
import { challengesModule } from './modules/challenges/challenges.module.ts';
import { licenceModule } from './modules/licence/licence.module.ts';
import { cartridgesModule } from './modules/cartridges/cartridges.module.ts';
import { pathwayModule } from './modules/pathway/pathway.module.ts';
import { staffActionJournalModel } from './modules/pathway/pathway.model.ts';
import { shootResultsModule } from './modules/shoot-results/shoot-results.ts';
import { demoModule } from './modules/demo/demo.module.ts';
import { memberDataModule } from './modules/member-data/member-data.module.ts';

/**
 * Composition of the practice service: practice sessions and their scoring, statistics, technique
 * insights, equipment and the AI coach; demo data for the demo member when DEMO_MODE is on.
 */
export async function buildPracticeService(ctx: ServiceContext): Promise<ServiceParts> {
  const statsCache = new StatsRowsCache(ctx.redis, ctx.config.REDIS_PREFIX);
  const repo = new SessionRepository(ctx, statsCache);
  const equipmentService = new EquipmentService(new EquipmentRepository(ctx.conn, ctx.outboxStore(staffActionJournalModel(ctx.conn))), repo);
  await equipmentService.ensureCategories();
  const sessionService = new SessionService(repo, equipmentService);
  const analyses = new TechniqueAnalysisRepository(ctx.conn);
  const stats = new StatsService(repo, analyses);
  const equipment = equipmentModule(ctx, equipmentService);
  const logs = logsModule(ctx, repo);
  const challenges = await challengesModule(ctx, repo);
  const progression = progressionModule(ctx, repo, (userId) => challenges.challenges.completedRewards(userId));
  // gear and papers
  const licence = licenceModule(ctx, equipmentService);
  const cartridges = cartridgesModule(ctx, repo, licence);
  const pathway = pathwayModule(ctx);

  // In this order: routes are bound so, and handlers of one event run so (a session's statistics row
  // written again before progression and challenges follow it). The member-data order is free: the
  // download sorts the records by collection and each part's removal deletes only its own collections
  // by the member's id, reading no other part's.
  const modules = [
    sessionsModule(ctx, repo, sessionService),
    statsModule(stats),
    aiCoachModule(repo, equipmentService),
    equipment,
    logs,
    sharingModule(ctx, { sessions: sessionService, stats, journal: logs.repos.journal }),
    techniqueModule(ctx, repo, analyses),
    shotPatternsModule(ctx, repo),
    goalsModule(ctx, repo),
    await scorecardsModule(ctx, repo),
    progression,
    challenges,
    licence,
    cartridges,
    pathway,
    shootResultsModule({ sessions: sessionService, competitions: logs.competitions, logger: ctx.logger }),
    // The demo's own order, after its sessions: the logs derive from them, progression and challenges
    // rebuild from them, the licence lists the demo equipment's shotguns (so equipment before it).
    demoModule(ctx, repo, [
      equipment.seedDemoMember,
      logs.seedDemoMember,
      progression.seedDemoMember,
      challenges.seedDemoMember,
      licence.seedDemoMember,
      cartridges.seedDemoMember,
      pathway.seedDemoMember,
    ]),
  ];
  return {
    modules: [...modules, memberDataModule(ctx, memberDataOf(modules), (userId) => statsCache.forget(userId))],
  };
}
