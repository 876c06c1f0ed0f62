import type { ApiRouter, ServiceContext, Subscription } from '@trap/kit';
import { competitionsKind } from '../logs/log-kinds.ts';
import { LogRepository } from '../logs/log.repository.ts';
import { PathwayRepository } from './pathway.repository.ts';
import { currentSeason, PathwayService } from './pathway.service.ts';
import { pathwayRoutes } from './pathway.routes.ts';
import { pathwayMemberData } from './pathway.member-data.ts';
import { exampleRules } from './pathway.seed.ts';

/** Competitions as a season record and the NRAI pathway: selection rules as data, the member's standing. */
export function pathwayModule(ctx: ServiceContext) {
  const repo = new PathwayRepository(ctx);
  // reads the competitions log (modules/logs writes it; the same model and store)
  const pathway = new PathwayService(repo, new LogRepository(ctx, competitionsKind));
  return {
    name: 'pathway',
    pathway,
    memberData: pathwayMemberData(ctx.conn),
    subscriptions: [] as Subscription[],
    routes: (api: ApiRouter) => pathwayRoutes(api, pathway),
    /**
     * DEMO_MODE: the demo member shoots in the men's category; this season gets the example rules
     * (marked as examples, unverified) unless it has rules already. Their results are the demo
     * competitions of modules/demo/demo-logs.ts.
     */
    seedDemoMember: async (userId: string) => {
      const season = currentSeason();
      if (!(await repo.allRules(season)).length) await repo.insertMissingRules(exampleRules(season));
      if (!(await repo.profile(userId))) await repo.saveProfile(userId, { category: 'men', updatedAt: new Date() });
      ctx.logger.info({ userId, season }, 'demo pathway seeded');
    },
  };
}
