import type { ApiRoute, NamedSchema } from '../registry.ts';
import { authRoutes } from './auth.ts';
import { settingsRoutes } from './settings.ts';
import { communityRoutes } from './community.ts';
import { contentRoutes } from './content.ts';
import { notificationsRoutes } from './notifications.ts';
import { practiceRoutes } from './practice.ts';
import { practiceLogRoutes } from './practice-logs.ts';
import { practiceSharingRoutes } from './practice-sharing.ts';
import { equipmentRoutes } from './equipment.ts';
import { trainingRoutes } from './training.ts';
import { contactRoutes } from './contact.ts';
import { errorBodySchema } from '../../http/common/errors.ts';
import { authorSchema, currentUserSchema, membershipCheckSchema, publicMemberSchema } from '../../http/auth/user.ts';
import { bannerSettingsSchema, siteSettingsSchema } from '../../settings/site-settings.ts';
import { siteStatusSchema } from '../../http/settings/site-status.ts';
import { loginRequestSchema, registerRequestSchema } from '../../http/auth/credentials.ts';

/** Every documented endpoint; a service's new endpoints are added in its file here. */
export const API_ROUTES: ApiRoute[] = [
  ...authRoutes,
  ...settingsRoutes,
  ...communityRoutes,
  ...practiceRoutes,
  ...practiceLogRoutes,
  ...practiceSharingRoutes,
  ...equipmentRoutes,
  ...trainingRoutes,
  ...notificationsRoutes,
  ...contentRoutes,
  ...contactRoutes,
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
