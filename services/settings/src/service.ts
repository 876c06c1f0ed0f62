import type { ServiceContext, ServiceParts } from '@trap/kit';
import { subscriptions } from './events/subscriptions.ts';
import { SystemSettingsRepository } from './modules/site-settings/site-settings.repository.ts';
import { SiteSettingsService } from './modules/site-settings/site-settings.service.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { BannerService } from './modules/banner/banner.service.ts';
import { bannerRoutes } from './modules/banner/banner.routes.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { seedDemoAudit } from './modules/audit/audit.demo.ts';

/** Composition of the settings service: site settings, maintenance status, the announcement banner, the audit log and analytics. */
export async function buildSettingsService(ctx: ServiceContext): Promise<ServiceParts> {
  const store = new SystemSettingsRepository(ctx);
  const siteSettings = new SiteSettingsService(store, ctx);
  const banner = new BannerService(store, ctx);
  const audit = auditModule(ctx.conn);
  const analytics = analyticsModule(ctx.conn);
  if (ctx.config.DEMO_MODE) {
    await seedDemoAudit(audit.repo, ctx.logger);
    await analytics.seedDemo(ctx.logger);
  }
  return {
    routes: (_app, api) => {
      siteSettingsRoutes(api, siteSettings);
      bannerRoutes(api, banner);
      audit.routes(api);
      analytics.routes(api);
    },
    subscriptions: [...subscriptions, ...audit.subscriptions, ...analytics.subscriptions],
    warmUp: analytics.warmUp,
  };
}
