import type { ServiceContext, ServiceParts } from '@trap/kit';
import { siteSettingsModule } from './modules/site-settings/site-settings.module.ts';
import { bannerModule } from './modules/banner/banner.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';

/** Composition of the settings service: site settings, maintenance status, the announcement banner, the audit log and analytics. */
export function buildSettingsService(ctx: ServiceContext): ServiceParts {
  const siteSettings = siteSettingsModule(ctx);
  // analytics' warm-up rebuilds its running totals after its demo rows are seeded (DEMO_MODE)
  return { modules: [siteSettings, bannerModule(ctx, siteSettings.store), auditModule(ctx), analyticsModule(ctx)] };
}
