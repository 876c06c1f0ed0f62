import { RateLimit, type ServiceContext, type ServiceModule } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { CommunityConfig } from '../../config.ts';
import { ReportRepository } from './report.repository.ts';
import { ReportService, type ReportedTextLookup } from './report.service.ts';
import { ReportCounts } from './report-counts.ts';
import { reportRoutes } from './report.routes.ts';
import { reportsMemberData } from './reports.member-data.ts';

/** Abuse reports, built from the service's context: `routes` binds them. */
export function reportsModule(
  ctx: ServiceContext<CommunityConfig>,
  profiles: MemberProfileRepository,
  reportedTexts?: ReportedTextLookup,
): ServiceModule & { openCount: () => Promise<number> } {
  const repo = new ReportRepository(ctx);
  const budget = new RateLimit(
    ctx.redis,
    ctx.config.REDIS_PREFIX,
    { name: 'reports:member', points: ctx.config.REPORTS_MAX_PER_HOUR, durationSeconds: 3600 },
    'Too many reports.',
  );
  const counts = new ReportCounts(ctx.redis, ctx.config.REDIS_PREFIX, (keys) => repo.countByTarget(keys), ctx.logger);
  const service = new ReportService(repo, profiles, budget, reportedTexts, counts);
  // a process that died between a report's write and its version bump left a count that looks current:
  // each start counts every kept number again
  void counts.removed();
  return {
    name: 'abuse-reports',
    routes: (api) => reportRoutes(api, service),
    /** the open reports (the moderators' dashboard) */
    openCount: () => repo.countOpen(),
    /** after a deleted member's reports were removed, the kept counts are counted again */
    memberData: reportsMemberData(ctx.conn, () => counts.removed()),
  };
}
