import { DEFAULT_SETTINGS, type SecuritySettings } from '@trap/contracts';
import type { Language } from '@trap/contracts/language';
import type { SecuritySettingsRepository } from './security-settings.repository.ts';

/**
 * The security settings auth enforces (password policy, session timeout, registration switch).
 * Read on every login/register, so it is cached; the cache re-reads the stored copy every few
 * seconds because another auth instance may have taken the settings event.
 */
export class SecuritySettingsService {
  private cached: SecuritySettings = DEFAULT_SETTINGS.security;
  private loadedAt = 0;

  private readonly repo: SecuritySettingsRepository;
  private readonly maxAgeMs: number;
  constructor(repo: SecuritySettingsRepository, maxAgeMs = 5000) {
    this.repo = repo;
    this.maxAgeMs = maxAgeMs;
  }

  async current(): Promise<SecuritySettings> {
    if (Date.now() - this.loadedAt > this.maxAgeMs) {
      this.cached = (await this.repo.load()) ?? DEFAULT_SETTINGS.security;
      this.loadedAt = Date.now();
    }
    return this.cached;
  }

  /** The language a new account starts with (site settings' general.defaultLanguage, else English); read once per registration. */
  defaultLanguage(): Promise<Language> {
    return this.repo.loadDefaultLanguage();
  }

  /** From the settings.site.updated handler. */
  async apply(security: SecuritySettings, occurredAt: string, defaultLanguage?: string): Promise<void> {
    await this.repo.saveIfNewer(security, occurredAt, defaultLanguage);
    this.loadedAt = 0; // next read takes whatever copy won
  }
}
