import { settingsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { SiteSettingsService } from './site-settings.service.ts';

/**
 * GET is public: every visitor's page needs appearance and general settings. Express answers with
 * a body ETag and 304 on If-None-Match; `no-cache` makes caches revalidate so a save shows at once.
 */
export function siteSettingsRoutes(api: ApiRouter, settings: SiteSettingsService): void {
  api.handle(settingsApi.getSiteSettings, ({ res }) => {
    res.set('Cache-Control', 'no-cache');
    return settings.get();
  });
  api.handle(settingsApi.updateSiteSettings, ({ body, auth }) => settings.update(body, auth.userId, auth.role));
  api.handle(settingsApi.getSiteStatus, ({ res }) => {
    res.set('Cache-Control', 'no-cache');
    return settings.status();
  });
}
