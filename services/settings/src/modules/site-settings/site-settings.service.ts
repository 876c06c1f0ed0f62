import {
  brandColourProblem,
  DEFAULT_MAINTENANCE_MESSAGE,
  normalizeHexColor,
  siteSettingsSchema,
  siteSettingsUpdated,
  type SiteSettings,
  type SiteSettingsUpdate,
  type SiteStatus,
} from '@trap/contracts';
import { isLanguage } from '@trap/contracts/language';
import { badRequest, conflict, recordEvent, type ServiceContext } from '@trap/kit';
import type { z } from 'zod';
import type { SystemSettingsRepository } from './site-settings.repository.ts';
import { settingsStaffAction } from '../audit/settings-change.ts';

type Section = keyof SiteSettings;
const SECTIONS = Object.keys(siteSettingsSchema.shape) as Section[];
const COLOUR_FIELDS = ['primaryColor', 'secondaryColor'] as const;
const DEFAULT_LANGUAGE_MESSAGE = "Choose the site's language: 'en' (English) or 'hi' (Hindi)";

/**
 * Reads a stored settings object field by field: a field missing from an older document, or one
 * that no longer passes its contract, falls back to its default instead of failing the whole read.
 */
function settingsFromStored(raw: Record<string, unknown> | undefined): SiteSettings {
  const out: Record<string, Record<string, unknown>> = {};
  for (const section of SECTIONS) {
    const shape = siteSettingsSchema.shape[section].shape as Record<string, z.ZodType>;
    const stored = (raw?.[section] ?? {}) as Record<string, unknown>;
    out[section] = Object.fromEntries(
      Object.entries(shape).map(([key, field]) => {
        const parsed = field.safeParse(stored[key]);
        return [key, parsed.success ? parsed.data : field.parse(undefined)];
      }),
    );
  }
  const settings = out as unknown as SiteSettings;
  for (const key of COLOUR_FIELDS) {
    settings.appearance[key] =
      normalizeHexColor(settings.appearance[key]) ?? (siteSettingsSchema.shape.appearance.shape[key].parse(undefined) as string);
  }
  return settings;
}

/**
 * Section-by-section merge; colours are stored normalised (#RRGGBB) and invalid ones are ignored (SPEC 5);
 * a new colour that no text reads on at 4.5:1 in either theme is refused (400 with the field's message).
 */
function mergeSettings(current: SiteSettings, update: SiteSettingsUpdate): SiteSettings {
  const next = structuredClone(current) as Record<Section, Record<string, unknown>>;
  for (const section of SECTIONS) {
    const patch = { ...(update[section] ?? {}) } as Record<string, unknown>;
    if (section === 'appearance') {
      for (const key of COLOUR_FIELDS) {
        if (!(key in patch)) continue;
        const colour = normalizeHexColor(patch[key] as string | undefined);
        if (!colour) {
          delete patch[key];
          continue;
        }
        // a new brand colour no text reads on is refused (a stored one stays, so other fields can be saved)
        const problem =
          colour === current.appearance[key] ? null : brandColourProblem(colour, key === 'primaryColor' ? 'primary' : 'secondary');
        if (problem) throw badRequest(problem, { [`appearance.${key}`]: problem });
        patch[key] = colour;
      }
    }
    // the site's language is English or Hindi (a stored older value stays until it is changed)
    if (section === 'general' && patch.defaultLanguage !== undefined && !isLanguage(patch.defaultLanguage))
      throw badRequest(DEFAULT_LANGUAGE_MESSAGE, { 'general.defaultLanguage': DEFAULT_LANGUAGE_MESSAGE });
    for (const [key, value] of Object.entries(patch)) if (value !== undefined) next[section][key] = value;
  }
  return siteSettingsSchema.parse(next);
}

const CACHE_MS = 5_000;

/** Use cases for the site settings (SPEC 3.3) and the maintenance status derived from them. */
export class SiteSettingsService {
  /**
   * Every page load reads the settings; a short in-process cache keeps that off the database. It
   * remembers the revision so a slower, older read never replaces a newer save.
   */
  private cache?: { settings: SiteSettings; version: number; at: number };

  private readonly store: SystemSettingsRepository;
  private readonly ctx: Pick<ServiceContext, 'logger'>;
  constructor(store: SystemSettingsRepository, ctx: Pick<ServiceContext, 'logger'>) {
    this.store = store;
    this.ctx = ctx;
  }

  async get(): Promise<SiteSettings> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.settings;
    const stored = await this.store.current('site');
    const settings = settingsFromStored(stored?.value);
    this.remember(settings, stored?.version ?? 0);
    return settings;
  }

  /** Merges a partial update and stores it with its `settings.site.updated` event in one write. */
  async update(update: SiteSettingsUpdate, updatedBy: string | null, role: string | null = null): Promise<SiteSettings> {
    const saved = await this.store.saveNext('site', updatedBy, (current) => {
      const previous = settingsFromStored(current?.value);
      const next = mergeSettings(previous, update);
      const audit = settingsStaffAction('settings', { id: updatedBy, role }, previous, next);
      return { value: next, events: [recordEvent(siteSettingsUpdated, { settings: next, updatedBy }), ...audit] };
    });
    if (!saved) throw conflict('The settings were changed by someone else at the same time, please try again');
    this.remember(saved.value, saved.version);
    this.store.prune('site', saved.version).catch((err) => this.ctx.logger.warn({ err }, 'could not prune old settings revisions'));
    return saved.value;
  }

  private remember(settings: SiteSettings, version: number): void {
    if (!this.cache || version >= this.cache.version) this.cache = { settings, version, at: Date.now() };
  }

  async status(): Promise<SiteStatus> {
    const { general } = await this.get();
    return {
      maintenance: general.enableMaintenance,
      message: general.maintenanceMessage.trim() || DEFAULT_MAINTENANCE_MESSAGE,
      supportEmail: general.supportEmail,
      siteName: general.siteName,
    };
  }
}
