import type { Ama, AmaStatus, PaginationQuery, Shooter } from '@trap/contracts';
import type { CatalogService } from '../catalog/catalog.service.ts';

type Page = PaginationQuery & { q?: string };

/**
 * SPEC 7's AMA lists: live (newest start first), upcoming (soonest first, TBD last), past (most
 * recent first), and all of them (live, then upcoming, then past; or one `?status=`). Each AMA
 * carries its shooter's name for the card.
 */
export class AmasService {
  readonly amas: CatalogService<Ama>;
  private readonly shooters: CatalogService<Shooter>;
  constructor(amas: CatalogService<Ama>, shooters: CatalogService<Shooter>) {
    this.amas = amas;
    this.shooters = shooters;
  }

  private async withShooterNames(items: Ama[]): Promise<Ama[]> {
    const ids = [...new Set(items.map((i) => i.shooterId).filter((x): x is string => typeof x === 'string'))];
    const names = new Map((await this.shooters.repo.findByIds(ids)).map((s) => [String(s._id), String(s.name)]));
    return items.map((i) => ({ ...i, shooterName: (i.shooterId && names.get(i.shooterId)) || null }));
  }

  private async byStatus(status: AmaStatus, page: Page): Promise<Ama[]> {
    if (status === 'live') return this.amas.list(page, { status }, { scheduledFor: -1 });
    if (status === 'completed') return this.amas.list(page, { status }, { scheduledFor: -1 });
    // upcoming: dated ones soonest first, then the TBD ones (null sorts first in Mongo ascending)
    const window = { limit: page.offset + page.limit, offset: 0, q: page.q };
    const dated = await this.amas.list(window, { status, scheduledFor: { $ne: null } }, { scheduledFor: 1 });
    const tbd = await this.amas.list(window, { status, scheduledFor: null }, { createdAt: -1 });
    return [...dated, ...tbd].slice(page.offset, page.offset + page.limit);
  }

  async live(page: Page): Promise<Ama[]> {
    return this.withShooterNames(await this.byStatus('live', page));
  }

  async upcoming(page: Page): Promise<Ama[]> {
    return this.withShooterNames(await this.byStatus('upcoming', page));
  }

  async past(page: Page): Promise<Ama[]> {
    return this.withShooterNames(await this.byStatus('completed', page));
  }

  /** One `?status=`, or live, then upcoming, then past: three bounded reads stitched together, then the page. */
  async list(query: Parameters<CatalogService<Ama>['list']>[0] & { status?: AmaStatus; q?: string }): Promise<Ama[]> {
    if (query.status) return this.withShooterNames(await this.amas.list(query));
    const window = { limit: query.offset + query.limit, offset: 0, q: query.q };
    const all = (await Promise.all((['live', 'upcoming', 'completed'] as const).map((s) => this.byStatus(s, window)))).flat();
    return this.withShooterNames(all.slice(query.offset, query.offset + query.limit));
  }

  async get(id: string): Promise<Ama> {
    return (await this.withShooterNames([await this.amas.get(id)]))[0]!;
  }
}
