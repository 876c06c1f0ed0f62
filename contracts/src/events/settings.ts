import { z } from 'zod';
import { defineEvent } from './define.ts';
import { bannerSettingsSchema, siteSettingsSchema } from '../settings/site-settings.ts';

export const siteSettingsUpdated = defineEvent({
  subject: 'settings.site.updated',
  version: 1,
  description: 'Site settings changed; carries the whole settings object (services keep what they need, e.g. auth the security section).',
  schema: z.object({ settings: siteSettingsSchema, updatedBy: z.string().nullable() }),
});

export const bannerUpdated = defineEvent({
  subject: 'settings.banner.updated',
  version: 1,
  description: 'The announcement banner changed.',
  schema: z.object({ banner: bannerSettingsSchema, updatedBy: z.string().nullable() }),
});
