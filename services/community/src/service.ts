import type { ServiceContext, ServiceParts } from '@trap/kit';
import { clubEventsModule } from './modules/events/club-events.module.ts';
import { communitySubscriptions } from './events/subscriptions.ts';
import { squadsModule } from './modules/squads/squads.module.ts';
import { MemberProfileRepository } from './read-models/member-profiles/member-profile.repository.ts';
import { forumModule } from './modules/forum/forum.module.ts';
import { forumBookmarksModule } from './modules/forum-bookmarks/forum-bookmarks.module.ts';
import { networkModule } from './network.ts';
import { feedModule } from './modules/feed/feed.module.ts';
import { reportsModule } from './modules/abuse-reports/reports.module.ts';
import type { ReportedTextLookup } from './modules/abuse-reports/report.service.ts';
import { shootsModule } from './modules/shoots/shoots.module.ts';
import { memberDataModule } from './modules/member-data/member-data.module.ts';
import { memberProfileMemberData } from './read-models/member-profiles/member-profile.member-data.ts';
import type { CommunityConfig } from './config.ts';

/** Composition of the community service. So far: the public member directory (fed by auth's events), friends and coaches. */
export async function buildCommunityService(ctx: ServiceContext<CommunityConfig>): Promise<ServiceParts> {
  const clubEvents = await clubEventsModule(ctx);
  const profiles = new MemberProfileRepository(ctx.conn);
  // the reports queue shows the reported topic's or reply's text, which the forum keeps (read per request)
  const reportedTexts: ReportedTextLookup = (targets) =>
    forum.reportedTexts(
      targets.filter((t) => t.targetType === 'forum_topic').map((t) => t.targetId),
      targets.filter((t) => t.targetType === 'forum_reply').map((t) => t.targetId),
    );
  const reports = reportsModule(ctx, profiles, reportedTexts);
  const forum = forumModule(ctx, profiles, reports.openCount);
  const bookmarks = forumBookmarksModule(ctx, async (ids) => (await forum.forum.headsOf(ids)).map((t) => ({ id: t._id, title: t.title })));
  const network = await networkModule(ctx, profiles);
  const feed = await feedModule(ctx, profiles);
  const squads = squadsModule(ctx, profiles);
  const shoots = await shootsModule(ctx, profiles, async (viewer, eventId) => clubEvents.events.get(viewer, eventId));
  // the download lists the parts' records in this order; the account's removal asks them in the same order
  const memberData = memberDataModule(ctx, [
    memberProfileMemberData(ctx.conn),
    network.memberData.relationships,
    squads.memberData,
    clubEvents.memberData,
    network.memberData.coaching,
    feed.memberData,
    forum.memberData,
    bookmarks.memberData,
    reports.memberData,
  ]);
  return {
    routes: (_app, api) => {
      forum.routes(api);
      bookmarks.routes(api);
      clubEvents.routes(api);
      network.routes(api);
      reports.routes(api);
      feed.routes(api);
      squads.routes(api);
      shoots.routes(api);
      memberData.routes(api);
    },
    onStop: forum.stop,
    subscriptions: [
      ...communitySubscriptions({
        profiles,
        logger: ctx.logger,
        onRegistered: async (user) => {
          await network.onRegistered(user);
          await squads.onRegistered(user);
          await clubEvents.onRegistered(user);
          await shoots.onRegistered(user);
        },
      }),
      ...feed.subscriptions,
      // after communitySubscriptions' profile tombstone (handlers of one subject run in list order)
      ...memberData.subscriptions,
    ],
  };
}
