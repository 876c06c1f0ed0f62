import { memberDataOf, type ServiceContext, type ServiceParts } from '@trap/kit';
import { clubEventsModule } from './modules/events/club-events.module.ts';
import { squadsModule } from './modules/squads/squads.module.ts';
import { memberProfilesModule } from './read-models/member-profiles/member-profiles.module.ts';
import { forumModule } from './modules/forum/forum.module.ts';
import { forumBookmarksModule } from './modules/forum-bookmarks/forum-bookmarks.module.ts';
import { networkModules } from './network.ts';
import { feedModule } from './modules/feed/feed.module.ts';
import { reportsModule } from './modules/abuse-reports/reports.module.ts';
import type { ReportedTextLookup } from './modules/abuse-reports/report.service.ts';
import { shootsModule } from './modules/shoots/shoots.module.ts';
import { eventEntriesModule } from './modules/event-entries/event-entries.module.ts';
import { memberDataModule } from './modules/member-data/member-data.module.ts';
import type { CommunityConfig } from './config.ts';

/** Composition of the community service: the member network, squads, the events calendar and match day, the activity feed, the forum and its reports. */
export function buildCommunityService(ctx: ServiceContext<CommunityConfig>): ServiceParts {
  const memberProfiles = memberProfilesModule(ctx);
  const { profiles } = memberProfiles;
  // an event with entry fees is entered under its paid entries, not registered for free (read at request time)
  const clubEvents = clubEventsModule(ctx, (eventId) => entries.entries.takesEntries(eventId));
  const entries = eventEntriesModule(
    ctx,
    (viewer, eventId) => clubEvents.events.get(viewer, eventId),
    async (userId) => (await profiles.findById(userId))?.displayName ?? null,
  );
  // the reports queue shows the reported topic's or reply's text, which the forum keeps (read per request)
  const reportedTexts: ReportedTextLookup = (targets) =>
    forum.reportedTexts(
      targets.filter((t) => t.targetType === 'forum_topic').map((t) => t.targetId),
      targets.filter((t) => t.targetType === 'forum_reply').map((t) => t.targetId),
    );
  const reports = reportsModule(ctx, profiles, reportedTexts);
  const forum = forumModule(ctx, profiles, reports.openCount);
  const network = networkModules(ctx, profiles);

  // In this order: the download lists the modules' parts of a member's data so and the account's
  // removal asks them so (relationships, squads and events, which tell others, before the member's
  // own records); handlers of one event run so (a new account's profile first, the demo's after it).
  const modules = [
    memberProfiles,
    network.relationships,
    squadsModule(ctx, profiles),
    clubEvents,
    network.coaches,
    feedModule(ctx, profiles),
    forum,
    forumBookmarksModule(ctx, async (ids) => (await forum.forum.headsOf(ids)).map((t) => ({ id: t._id, title: t.title }))),
    reports,
    shootsModule(
      ctx,
      profiles,
      async (viewer, eventId) => clubEvents.events.get(viewer, eventId),
      (viewer, eventId) => entries.proposals.checkedIn(viewer, eventId),
    ),
    entries,
  ];
  return { modules: [...modules, memberDataModule(ctx, memberDataOf(modules))] };
}
