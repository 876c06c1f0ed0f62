import {
  bannerSettingsSchema,
  bannerSettingsUpdateSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
} from '../settings/site-settings.ts';
import { siteStatusSchema } from '../http/settings/site-status.ts';
import { defineApi } from './define.ts';

const tags = ['Settings'];

/** The settings service: site settings (SPEC 3.3), the announcement banner and maintenance status. */
export const settingsApi = defineApi({
  getSiteSettings: {
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Site settings',
    description: 'Public: every page needs the appearance and general settings.',
    tags,
    auth: 'public',
    response: { description: 'The settings object', schema: siteSettingsSchema },
  },
  updateSiteSettings: {
    method: 'put',
    path: '/api/admin/settings',
    summary: 'Update site settings',
    description: 'A partial update: only the sections and fields sent change.',
    tags,
    auth: 'required',
    capability: 'settings.manage',
    request: { body: siteSettingsUpdateSchema },
    response: { description: 'The settings after the update', schema: siteSettingsSchema },
  },
  getBanner: {
    method: 'get',
    path: '/api/banner-settings',
    summary: 'Announcement banner',
    tags,
    auth: 'public',
    response: { description: 'The banner', schema: bannerSettingsSchema },
  },
  updateBanner: {
    method: 'put',
    path: '/api/banner-settings',
    summary: 'Update the announcement banner',
    tags,
    auth: 'required',
    capability: 'settings.manage',
    request: { body: bannerSettingsUpdateSchema },
    response: { description: 'The banner after the update', schema: bannerSettingsSchema },
  },
  getSiteStatus: {
    method: 'get',
    path: '/api/site-status',
    summary: 'Maintenance status',
    description: 'What the maintenance page and the maintenance redirect need.',
    tags,
    auth: 'public',
    response: { description: 'Site status', schema: siteStatusSchema },
  },
});
