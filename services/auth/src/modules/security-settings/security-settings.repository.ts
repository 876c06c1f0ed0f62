import { siteSettingsSchema, type SecuritySettings } from '@trap/contracts';
import { isLanguage, type Language } from '@trap/contracts/language';
import type { SecuritySettingsModel } from './security-settings.model.ts';
import { isDuplicateKeyError } from '@trap/kit';

const DOC_ID = 'site';

export class SecuritySettingsRepository {
  private readonly model: SecuritySettingsModel;
  constructor(model: SecuritySettingsModel) {
    this.model = model;
  }

  async load(): Promise<SecuritySettings | null> {
    const doc = await this.model.findById(DOC_ID).lean();
    if (!doc) return null;
    // Re-parse: a stored copy from an older contract gets today's defaults for new keys.
    const parsed = siteSettingsSchema.shape.security.safeParse(doc.security);
    return parsed.success ? parsed.data : null;
  }

  /** The site's default language as the settings last said it; English until they did. */
  async loadDefaultLanguage(): Promise<Language> {
    const doc = await this.model.findById(DOC_ID, { defaultLanguage: 1 }).lean();
    return isLanguage(doc?.defaultLanguage) ? doc.defaultLanguage : 'en';
  }

  /** Stores the copy unless a newer event already did; returns whether it was stored. */
  async saveIfNewer(security: SecuritySettings, occurredAt: string, defaultLanguage?: string): Promise<boolean> {
    try {
      await this.model.updateOne(
        { _id: DOC_ID, $or: [{ sourceOccurredAt: { $lte: occurredAt } }, { sourceOccurredAt: { $exists: false } }] },
        { $set: { security, ...(defaultLanguage ? { defaultLanguage } : {}), sourceOccurredAt: occurredAt, updatedAt: new Date() } },
        { upsert: true },
      );
      return true;
    } catch (err) {
      // The upsert met the existing document, which holds a newer copy.
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }
}
