import type { Express } from 'express';
import type { ServiceContext } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { demoLogs } from '../demo/demo-logs.ts';
import { wellbeingRoutes } from '../wellbeing/wellbeing.routes.ts';
import { competitionsKind, fitnessKind, journalKind, mentalKind, nutritionKind } from './log-kinds.ts';
import { LogRepository } from './log.repository.ts';
import { LogService } from './log.service.ts';
import { ownedCrudRoutes } from '../owned-records/owned-crud.routes.ts';

/**
 * Competitions, mental assessments, nutrition, fitness and journal entries, and their effects beside
 * performance: one piece for the composition root to plug in.
 */
export function buildLogsModule(ctx: ServiceContext, sessions: SessionRepository) {
  const repos = {
    competitions: new LogRepository(ctx.conn, competitionsKind),
    mental: new LogRepository(ctx.conn, mentalKind),
    nutrition: new LogRepository(ctx.conn, nutritionKind),
    fitness: new LogRepository(ctx.conn, fitnessKind),
    journal: new LogRepository(ctx.conn, journalKind),
  };
  return {
    repos,
    routes(app: Express) {
      for (const repo of Object.values(repos)) ownedCrudRoutes(app, ctx, new LogService(repo, sessions, ctx));
      wellbeingRoutes(app, ctx, { sessions, ...repos });
    },
    /** only competitions record events */
    outboxModels: [repos.competitions.model],
    /** The demo member's logs, after their demo sessions are stored; a kind already seeded is left alone. */
    async seedDemo(userId: string) {
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
