import { settingsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { BannerService } from './banner.service.ts';

/** The banner is read by every page every 30 s (SPEC 7), so GET is public and never cached stale. */
export function bannerRoutes(api: ApiRouter, banner: BannerService): void {
  api.handle(settingsApi.getBanner, ({ res }) => {
    res.set('Cache-Control', 'no-cache');
    return banner.get();
  });
  api.handle(settingsApi.updateBanner, ({ body, auth }) => banner.update(body, auth.userId, auth.role));
}
