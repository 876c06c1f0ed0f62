import { RateLimit, type ApiRouter, type ServiceContext } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { CommunityConfig } from '../../config.ts';
import { ReportRepository } from './report.repository.ts';
import { ReportService, type ReportedTextLookup } from './report.service.ts';
import { reportRoutes } from './report.routes.ts';

/** Abuse reports, built from the service's context: `routes` binds them. */
export function reportsModule(ctx: ServiceContext<CommunityConfig>, profiles: MemberProfileRepository, reportedTexts?: ReportedTextLookup) {
  const repo = new ReportRepository(ctx);
  const budget = new RateLimit(
    ctx.redis,
    ctx.config.REDIS_PREFIX,
    { name: 'reports:member', points: ctx.config.REPORTS_MAX_PER_HOUR, durationSeconds: 3600 },
    'Too many reports.',
  );
  const service = new ReportService(repo, profiles, budget, reportedTexts);
  return {
    routes: (api: ApiRouter) => reportRoutes(api, service),
    /** the open reports (the moderators' dashboard) */
    openCount: () => repo.countOpen(),
  };
}
