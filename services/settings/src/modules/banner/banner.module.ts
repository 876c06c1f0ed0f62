import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { SystemSettingsRepository } from '../site-settings/site-settings.repository.ts';
import { BannerService } from './banner.service.ts';
import { bannerRoutes } from './banner.routes.ts';

/** The announcement banner, stored beside the site settings (their store is handed over by service.ts). */
export function bannerModule(ctx: ServiceContext, store: SystemSettingsRepository): ServiceModule {
  const banner = new BannerService(store, ctx);
  return { name: 'banner', routes: (api) => bannerRoutes(api, banner) };
}
