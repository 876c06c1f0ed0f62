import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { ForumDemoRepository, ForumDemoSeeder } from './forum.demo.ts';
import { ForumRepository } from './forum.repository.ts';
import { forumRoutes } from './forum.routes.ts';
import { ForumService } from './forum.service.ts';
import { ForumModerationService } from './forum.moderation.ts';
import { forumModerationRoutes } from './forum.moderation.routes.ts';
import { forumMemberData } from './forum.member-data.ts';

/** The forum: its routes, and in DEMO_MODE its demo conversations once the demo member is known. */
export function forumModule(
  ctx: ServiceContext,
  profiles: MemberProfileRepository,
  openReports: () => Promise<number> = async () => 0,
): ServiceModule & { forum: ForumService; reportedTexts: ForumModerationService['reportedTexts'] } {
  const repo = new ForumRepository(ctx);
  const forum = new ForumService(repo, profiles);
  const moderation = new ForumModerationService(repo, forum, profiles, openReports);
  const demo = ctx.config.DEMO_MODE ? new ForumDemoSeeder(new ForumDemoRepository(ctx), repo, ctx.logger, () => forum.forget()) : null;
  demo?.start();
  // older topics' replies moved to their pages, the read models rebuilt from the topics (a crash's repair)
  void forum.start((err) => ctx.logger.warn({ err }, 'forum read models not rebuilt at start'));
  return {
    name: 'forum',
    forum,
    memberData: forumMemberData(ctx.conn),
    /** the text of reported topics and replies (the reports queue) */
    reportedTexts: (topicIds: string[], replyIds: string[]) => moderation.reportedTexts(topicIds, replyIds),
    routes: (api) => {
      forumRoutes(api, forum);
      forumModerationRoutes(api, moderation);
    },
    stop: async () => {
      demo?.stop();
      await forum.stop();
    },
  };
}
