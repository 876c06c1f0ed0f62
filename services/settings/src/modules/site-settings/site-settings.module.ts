import type { ServiceContext, ServiceModule } from '@trap/kit';
import { SystemSettingsRepository } from './site-settings.repository.ts';
import { SiteSettingsService } from './site-settings.service.ts';
import { siteSettingsRoutes } from './site-settings.routes.ts';

/** Site settings and the maintenance status; its store also keeps the banner (given to the banner module by service.ts). */
export function siteSettingsModule(ctx: ServiceContext): ServiceModule & { store: SystemSettingsRepository } {
  const store = new SystemSettingsRepository(ctx);
  const settings = new SiteSettingsService(store, ctx);
  return {
    name: 'site-settings',
    store,
    routes: (api) => siteSettingsRoutes(api, settings),
  };
}
