import type { Connection } from 'mongoose';
import { DEFAULT_SETTINGS } from '@trap/contracts';
import { digestSettingsFrom, digestSettingsModel, type DigestSettings, type DigestSettingsDoc } from './digest-settings.model.ts';

/** The one stored copy of the settings the digests need (`site_settings_copy`, `_id` 'current'). */
export class DigestSettingsRepository {
  private readonly model: ReturnType<typeof digestSettingsModel>;

  constructor(conn: Connection) {
    this.model = digestSettingsModel(conn);
  }

  /** The stored copy, or the SPEC 3.3 defaults before the first settings event. */
  async current(): Promise<DigestSettings> {
    const defaults = digestSettingsFrom(DEFAULT_SETTINGS);
    const doc = await this.model.findById('current').lean<DigestSettingsDoc>();
    if (!doc) return defaults;
    const { _id: _ignored, updatedAt: _at, ...stored } = doc;
    return { ...defaults, ...stored };
  }

  async save(settings: DigestSettings): Promise<void> {
    await this.model.updateOne({ _id: 'current' }, { $set: { ...settings, updatedAt: new Date() } }, { upsert: true });
  }
}
