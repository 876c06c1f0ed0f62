import type { ApiRouter, ServiceContext } from '@trap/kit';
import { logsMemberData } from './logs.member-data.ts';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { demoLogs } from '../demo/demo-logs.ts';
import { wellbeingRoutes } from '../wellbeing/wellbeing.routes.ts';
import { WellbeingService } from '../wellbeing/wellbeing.service.ts';
import { competitionsKind, fitnessKind, journalKind, mentalKind, nutritionKind } from './log-kinds.ts';
import { LogRepository } from './log.repository.ts';
import { LogService } from './log.service.ts';
import { ownedCrudRoutes } from '../owned-records/owned-crud.routes.ts';

/**
 * Competitions, mental assessments, nutrition, fitness and journal entries, and their effects beside
 * performance: one piece for the composition root to plug in.
 */
export function logsModule(ctx: ServiceContext, sessions: SessionRepository) {
  const repos = {
    competitions: new LogRepository(ctx, competitionsKind),
    mental: new LogRepository(ctx, mentalKind),
    nutrition: new LogRepository(ctx, nutritionKind),
    fitness: new LogRepository(ctx, fitnessKind),
    journal: new LogRepository(ctx, journalKind),
  };
  const competitions = new LogService(competitionsKind, repos.competitions, sessions);
  return {
    name: 'logs',
    repos,
    /** the competitions log's use cases (match-day results arrive through it) */
    competitions,
    routes(api: ApiRouter) {
      ownedCrudRoutes(api, competitionsKind.api, competitions);
      ownedCrudRoutes(api, mentalKind.api, new LogService(mentalKind, repos.mental, sessions));
      ownedCrudRoutes(api, nutritionKind.api, new LogService(nutritionKind, repos.nutrition, sessions));
      ownedCrudRoutes(api, fitnessKind.api, new LogService(fitnessKind, repos.fitness, sessions));
      ownedCrudRoutes(api, journalKind.api, new LogService(journalKind, repos.journal, sessions));
      wellbeingRoutes(api, new WellbeingService({ sessions, ...repos }));
    },
    memberData: logsMemberData(ctx.conn),
    /** The demo member's logs, after their demo sessions are stored; a kind already seeded is left alone. */
    async seedDemoMember(userId: string) {
      const logs = demoLogs(userId, await sessions.forStats({ userId }));
      await Promise.all(
        (Object.entries(logs) as [keyof typeof repos, typeof logs.mental][]).map(async ([kind, docs]) => {
          if ((await repos[kind].countDemo(userId)) === 0) await repos[kind].insertMany(docs);
        }),
      );
      ctx.logger.info({ userId, mental: logs.mental.length, journal: logs.journal.length }, 'demo logs seeded');
    },
  };
}
