import type { Envelope, EventData, siteSettingsUpdated } from '@trap/contracts';
import type { SecuritySettingsService } from '../modules/security-settings/security-settings.service.ts';

/** Keeps auth's copy of the security settings; idempotent, and an older event never wins. */
export const onSiteSettingsUpdated =
  (settings: SecuritySettingsService) =>
  async (data: EventData<typeof siteSettingsUpdated>, envelope: Envelope<unknown>): Promise<void> => {
    await settings.apply(data.settings.security, envelope.occurredAt, data.settings.general.defaultLanguage);
  };
