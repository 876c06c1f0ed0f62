import type { ServiceContext, ServiceParts } from '@trap/kit';
import { subscriptions } from './events/subscriptions.ts';
import { SystemSettingsRepository } from './modules/site-settings/site-settings.repository.ts';
import { SiteSettingsService } from './modules/site-settings/site-settings.service.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { BannerService } from './modules/banner/banner.service.ts';
import { bannerRoutes } from './modules/banner/banner.routes.ts';

/** Composition of the settings service: site settings, maintenance status and the announcement banner. */
export function buildSettingsService(ctx: ServiceContext): ServiceParts {
  const store = new SystemSettingsRepository(ctx.conn);
  const siteSettings = new SiteSettingsService(store, ctx);
  const banner = new BannerService(store, ctx);
  return {
    routes: (app) => {
      siteSettingsRoutes(app, ctx, siteSettings);
      bannerRoutes(app, ctx, banner);
    },
    outboxModels: [store.model],
    subscriptions,
  };
}
