import {
  bannerSettingsSchema,
  bannerSettingsUpdateSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
} from '../../settings/site-settings.ts';
import { siteStatusSchema } from '../../http/settings/site-status.ts';
import { defineRoutes } from '../registry.ts';

/** The settings service: site settings (SPEC 3.3), the announcement banner and maintenance status. */
export const settingsRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Site settings',
    description: 'Public: every page needs the appearance and general settings.',
    tags: ['Settings'],
    auth: 'public',
    response: { description: 'The settings object', schema: siteSettingsSchema },
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    summary: 'Update site settings',
    description: 'A partial update: only the sections and fields sent change.',
    tags: ['Settings'],
    auth: 'required',
    capability: 'settings.manage',
    request: { body: siteSettingsUpdateSchema },
    response: { description: 'The settings after the update', schema: siteSettingsSchema },
  },
  {
    method: 'get',
    path: '/api/banner-settings',
    summary: 'Announcement banner',
    tags: ['Settings'],
    auth: 'public',
    response: { description: 'The banner', schema: bannerSettingsSchema },
  },
  {
    method: 'put',
    path: '/api/banner-settings',
    summary: 'Update the announcement banner',
    tags: ['Settings'],
    auth: 'required',
    capability: 'settings.manage',
    request: { body: bannerSettingsUpdateSchema },
    response: { description: 'The banner after the update', schema: bannerSettingsSchema },
  },
  {
    method: 'get',
    path: '/api/site-status',
    summary: 'Maintenance status',
    description: 'What the maintenance page and the maintenance redirect need.',
    tags: ['Settings'],
    auth: 'public',
    response: { description: 'Site status', schema: siteStatusSchema },
  },
]);
