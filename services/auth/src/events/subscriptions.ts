import { on, type Subscription } from '@trap/kit';
import { siteSettingsUpdated } from '@trap/contracts';
import type { SecuritySettingsService } from '../modules/security-settings/security-settings.service.ts';
import { onSiteSettingsUpdated } from './on-site-settings-updated.ts';

/** The one list of what auth listens to: subject -> handler. */
export const subscriptions = (deps: { settings: SecuritySettingsService }): Subscription[] => [
  on(siteSettingsUpdated, onSiteSettingsUpdated(deps.settings)),
];
