import type { Ama, AmaStatus, PaginationQuery, Shooter } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { catalogRoutes, publicRead } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/**
 * SPEC 7: /api/amas/live (newest start first), /api/amas/upcoming (soonest first, TBD last),
 * /api/amas/past (most recent first), /api/amas (all: live, then upcoming, then past; or one
 * `?status=`). Each AMA carries its shooter's name for the card. The member's reminders
 * (`/api/amas/reminders`) are bound before these, so they never read as an AMA id.
 */
export function amasRoutes(api: ApiRouter, amas: CatalogService<Ama>, shooters: CatalogService<Shooter>): void {
  const withShooterNames = async (items: Ama[]): Promise<Ama[]> => {
    const ids = [...new Set(items.map((i) => i.shooterId).filter((x): x is string => typeof x === 'string'))];
    const names = new Map((await shooters.repo.findByIds(ids)).map((s) => [String(s._id), String(s.name)]));
    return items.map((i) => ({ ...i, shooterName: (i.shooterId && names.get(i.shooterId)) || null }));
  };
  const byStatus = (status: AmaStatus, sort: Record<string, 1 | -1>) => async (page: PaginationQuery & { q?: string }) => {
    if (status !== 'upcoming') return amas.list(page, { status }, sort);
    // upcoming: dated ones soonest first, then the TBD ones (null sorts first in Mongo ascending)
    const window = { limit: page.offset + page.limit, offset: 0, q: page.q };
    const dated = await amas.list(window, { status, scheduledFor: { $ne: null } }, { scheduledFor: 1 });
    const tbd = await amas.list(window, { status, scheduledFor: null }, { createdAt: -1 });
    return [...dated, ...tbd].slice(page.offset, page.offset + page.limit);
  };
  const live = byStatus('live', { scheduledFor: -1 });
  const upcoming = byStatus('upcoming', { scheduledFor: 1 });
  const past = byStatus('completed', { scheduledFor: -1 });

  api.handle(contentApi.liveAmas, async ({ query }) => withShooterNames(await live(query)), publicRead);
  api.handle(contentApi.upcomingAmas, async ({ query }) => withShooterNames(await upcoming(query)), publicRead);
  api.handle(contentApi.pastAmas, async ({ query }) => withShooterNames(await past(query)), publicRead);
  catalogRoutes(api, contentApi.amas, amas, {
    list: async (query) => {
      if (query.status) return withShooterNames(await amas.list(query));
      // live, then upcoming, then past: three bounded reads stitched together, then the page
      const window = { limit: query.offset + query.limit, offset: 0, q: query.q };
      const all = (await Promise.all([live, upcoming, past].map((read) => read(window)))).flat();
      return withShooterNames(all.slice(query.offset, query.offset + query.limit));
    },
    get: async (id) => (await withShooterNames([await amas.get(id)]))[0]!,
  });
}
