import { siteSettingsUpdated } from '@trap/contracts';
import { on, type ServiceContext, type ServiceModule } from '@trap/kit';
import { digestSettingsFrom } from './digest-settings.model.ts';
import { DigestSettingsRepository } from './digest-settings.repository.ts';

/** Settings → Email as the settings service publishes it: the digests and the sender of every e-mail follow it from the next message on. */
export function digestSettingsModule(ctx: ServiceContext): ServiceModule & { settings: DigestSettingsRepository } {
  const settings = new DigestSettingsRepository(ctx.conn);
  return {
    name: 'digest-settings',
    settings,
    subscriptions: [
      on(siteSettingsUpdated, async (d, e) => {
        await settings.save(digestSettingsFrom(d.settings), e.occurredAt);
      }),
    ],
  };
}
