import { routesOf, type ApiRoute, type NamedSchema } from './define.ts';
import { authApi } from './auth.ts';
import { authAccountApi } from './auth-account.ts';
import { authProfileApi } from './auth-profile.ts';
import { authPaymentsApi } from './auth-payments.ts';
import { authUsersAdminApi } from './auth-users-admin.ts';
import { settingsApi } from './settings.ts';
import { settingsAuditApi } from './settings-audit.ts';
import { communityApi } from './community.ts';
import { clubEventsApi } from './community-events.ts';
import { eventEntriesApi } from './community-event-entries.ts';
import { squadProposalsApi } from './community-squad-proposals.ts';
import { networkApi } from './community-network.ts';
import { squadsApi } from './community-squads.ts';
import { shootsApi } from './community-shoots.ts';
import { reportsApi } from './community-reports.ts';
import { forumApi } from './community-forum.ts';
import { moderationApi } from './community-moderation.ts';
import { feedApi } from './community-feed.ts';
import { contentApi } from './content.ts';
import { amaRoomApi } from './content-ama-room.ts';
import { rangeSlotsApi } from './content-range-slots.ts';
import { blogCommentsApi } from './content-blog-comments.ts';
import { contentAdminApi } from './content-admin.ts';
import { contentViewsApi } from './content-views.ts';
import { notificationsApi } from './notifications.ts';
import { newsletterIssuesApi } from './newsletter-issues.ts';
import { practiceApi } from './practice.ts';
import { practiceLogsApi } from './practice-logs.ts';
import { practiceExportApi } from './practice-export.ts';
import { communityExportApi, contentExportApi, notificationsExportApi } from './member-exports.ts';
import { practiceSharingApi } from './practice-sharing.ts';
import { equipmentApi, equipmentCategoryAdminApi } from './equipment.ts';
import { trainingApi } from './training.ts';
import { contactApi } from './contact.ts';
import { scorecardsApi } from './practice-scorecards.ts';
import { progressionApi } from './practice-progression.ts';
import { challengesApi } from './practice-challenges.ts';
import { licenceApi } from './practice-licence.ts';
import { cartridgesApi } from './practice-cartridges.ts';
import { pathwayApi } from './practice-pathway.ts';
import { errorBodySchema } from '../http/common/errors.ts';
import { authorSchema, currentUserSchema, membershipCheckSchema, publicMemberSchema } from '../http/auth/user.ts';
import { bannerSettingsSchema, siteSettingsSchema } from '../settings/site-settings.ts';
import { siteStatusSchema } from '../http/settings/site-status.ts';
import { loginRequestSchema, registerRequestSchema } from '../http/auth/credentials.ts';

/** Every declared endpoint; a service's new endpoints are declared in its file here. */
export const API_ROUTES: ApiRoute[] = [
  ...routesOf(authApi),
  ...routesOf(authAccountApi),
  ...routesOf(authProfileApi),
  ...routesOf(authPaymentsApi),
  ...routesOf(authUsersAdminApi),
  ...routesOf(settingsApi),
  ...routesOf(settingsAuditApi),
  ...routesOf(communityApi),
  ...routesOf(clubEventsApi),
  ...routesOf(eventEntriesApi),
  ...routesOf(squadProposalsApi),
  ...routesOf(networkApi),
  ...routesOf(squadsApi),
  ...routesOf(shootsApi),
  ...routesOf(reportsApi),
  ...routesOf(forumApi),
  ...routesOf(moderationApi),
  ...routesOf(feedApi),
  ...routesOf(practiceApi),
  ...routesOf(practiceLogsApi),
  ...routesOf(practiceExportApi),
  ...routesOf(communityExportApi),
  ...routesOf(contentExportApi),
  ...routesOf(notificationsExportApi),
  ...routesOf(practiceSharingApi),
  ...routesOf(equipmentApi),
  ...routesOf(equipmentCategoryAdminApi),
  ...routesOf(trainingApi),
  ...routesOf(scorecardsApi),
  ...routesOf(progressionApi),
  ...routesOf(challengesApi),
  ...routesOf(licenceApi),
  ...routesOf(cartridgesApi),
  ...routesOf(pathwayApi),
  ...routesOf(notificationsApi),
  ...routesOf(newsletterIssuesApi),
  ...routesOf(contentApi),
  ...routesOf(amaRoomApi),
  ...routesOf(rangeSlotsApi),
  ...routesOf(blogCommentsApi),
  ...routesOf(contentAdminApi),
  ...routesOf(contentViewsApi),
  ...routesOf(contactApi),
];

/** Readable component names for the schemas clients meet most. */
export const NAMED_SCHEMAS: NamedSchema[] = [
  { name: 'Error', schema: errorBodySchema },
  { name: 'CurrentUser', schema: currentUserSchema },
  { name: 'MembershipCheck', schema: membershipCheckSchema },
  { name: 'PublicMember', schema: publicMemberSchema },
  { name: 'Author', schema: authorSchema },
  { name: 'SiteSettings', schema: siteSettingsSchema },
  { name: 'BannerSettings', schema: bannerSettingsSchema },
  { name: 'SiteStatus', schema: siteStatusSchema },
  { name: 'LoginRequest', schema: loginRequestSchema },
  { name: 'RegisterRequest', schema: registerRequestSchema },
];

export * from './define.ts';
export { settingsApi, communityApi };
export { clubEventsApi };
export { eventEntriesApi };
export { squadProposalsApi };
export { networkApi };
export { squadsApi };
export { shootsApi };
export { reportsApi };
export { forumApi };
export { moderationApi };
export { feedApi };
export { notificationsApi };
export { newsletterIssuesApi };
export { authApi };
export { authAccountApi };
export { authProfileApi };
export { authPaymentsApi };
export { authUsersAdminApi };
export { settingsAuditApi };
export { practiceExportApi };
export { communityExportApi, contentExportApi, notificationsExportApi };
export { contentApi, contactApi };
export { amaRoomApi };
export { rangeSlotsApi };
export { blogCommentsApi };
export { contentAdminApi };
export { contentViewsApi, VIEWED_CONTENT_KINDS, type ContentViewInput } from './content-views.ts';
export { contentCrud, type ContentCrudApi } from './content.ts';
export { practiceApi, practiceLogsApi, practiceSharingApi, equipmentApi, equipmentCategoryAdminApi, trainingApi, scorecardsApi };
export { progressionApi };
export { challengesApi };
export { licenceApi };
export { cartridgesApi };
export { pathwayApi };
export { ownedCrud, type OwnedCrudApi } from './owned-crud.ts';
