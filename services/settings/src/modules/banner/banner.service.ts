import { bannerSettingsSchema, bannerUpdated, type BannerSettings, type BannerSettingsUpdate } from '@trap/contracts';
import { conflict, recordEvent, type ServiceContext } from '@trap/kit';
import type { SystemSettingsRepository } from '../site-settings/site-settings.repository.ts';
import { settingsStaffAction } from '../audit/settings-change.ts';

/** A stored banner that no longer passes its contract reads as the default (hidden) banner. */
const bannerFromStored = (raw: Record<string, unknown> | undefined): BannerSettings => {
  const parsed = bannerSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : bannerSettingsSchema.parse({});
};

/** Use cases for the site-wide announcement banner (SPEC 3.1, 4.6). */
export class BannerService {
  private readonly store: SystemSettingsRepository;
  private readonly ctx: Pick<ServiceContext, 'logger'>;
  constructor(store: SystemSettingsRepository, ctx: Pick<ServiceContext, 'logger'>) {
    this.store = store;
    this.ctx = ctx;
  }

  async get(): Promise<BannerSettings> {
    return bannerFromStored((await this.store.current('banner'))?.value);
  }

  /** Merges the given fields and stores them with a `settings.banner.updated` event in one write. */
  async update(update: BannerSettingsUpdate, updatedBy: string | null, role: string | null = null): Promise<BannerSettings> {
    const saved = await this.store.saveNext('banner', updatedBy, (current) => {
      const previous = bannerFromStored(current?.value);
      const banner = bannerSettingsSchema.parse({ ...previous, ...stripUndefined(update) });
      const audit = settingsStaffAction('banner', { id: updatedBy, role }, { banner: previous }, { banner });
      return { value: banner, events: [recordEvent(bannerUpdated, { banner, updatedBy }), ...audit] };
    });
    if (!saved) throw conflict('The banner was changed by someone else at the same time, please try again');
    this.store.prune('banner', saved.version).catch((err) => this.ctx.logger.warn({ err }, 'could not prune old banner revisions'));
    return saved.value;
  }
}

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
