import type { Connection } from 'mongoose';
import { DEFAULT_SETTINGS } from '@trap/contracts';
import { isDuplicateKeyError } from '@trap/kit';
import { digestSettingsFrom, digestSettingsModel, type DigestSettings, type DigestSettingsDoc } from './digest-settings.model.ts';

/**
 * The one stored copy of the site settings the e-mails need (`site_settings_copy`, `_id` 'current'):
 * the digest switches and the e-mail section (sender, reply-to, header, footer).
 */
export class DigestSettingsRepository {
  private readonly model: ReturnType<typeof digestSettingsModel>;

  constructor(conn: Connection) {
    this.model = digestSettingsModel(conn);
  }

  /** The stored copy, or the SPEC 3.3 defaults before the first settings event. */
  async current(): Promise<DigestSettings> {
    return (await this.saved()) ?? digestSettingsFrom(DEFAULT_SETTINGS);
  }

  /** The copy of the settings an admin saved, or null while none were (the configured sender applies then). */
  async saved(): Promise<DigestSettings | null> {
    const doc = await this.model.findById('current').lean<DigestSettingsDoc>();
    if (!doc) return null;
    const { _id: _ignored, updatedAt: _at, sourceOccurredAt: _source, ...stored } = doc;
    return { ...digestSettingsFrom(DEFAULT_SETTINGS), ...stored };
  }

  /** Stores the copy unless a newer settings event already did (a redelivered older one changes nothing). */
  async save(settings: DigestSettings, occurredAt?: string): Promise<boolean> {
    const at = occurredAt ?? new Date().toISOString();
    try {
      await this.model.updateOne(
        { _id: 'current', $or: [{ sourceOccurredAt: { $lte: at } }, { sourceOccurredAt: { $exists: false } }] },
        { $set: { ...settings, sourceOccurredAt: at, updatedAt: new Date() } },
        { upsert: true },
      );
      return true;
    } catch (err) {
      // the upsert met the existing document, which holds a newer copy
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }
}
