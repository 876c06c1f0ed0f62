import { on, type ServiceModule } from '@trap/kit';
import { siteSettingsUpdated } from '@trap/contracts';
import { onSiteSettingsUpdated } from '../../events/on-site-settings-updated.ts';
import type { SecuritySettingsService } from './security-settings.service.ts';

/** Auth's copy of the site's security settings (and default language), kept from settings' events. */
export function securitySettingsModule(settings: SecuritySettingsService): ServiceModule {
  return { name: 'security-settings', subscriptions: [on(siteSettingsUpdated, onSiteSettingsUpdated(settings))] };
}
