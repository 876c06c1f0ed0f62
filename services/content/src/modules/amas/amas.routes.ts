import type { Express } from 'express';
import { paginationQuerySchema, type AmaStatus, type PaginationQuery } from '@trap/contracts';
import { validate, validated, type ServiceContext } from '@trap/kit';
import { catalogRoutes, revalidate } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/**
 * SPEC 7: /api/amas/live (newest start first), /api/amas/upcoming (soonest first, TBD last),
 * /api/amas/past (most recent first), /api/amas (all: live, then upcoming, then past). Each AMA
 * carries its shooter's name for the card.
 */
export function amasRoutes(app: Express, ctx: ServiceContext, amas: CatalogService, shooters: CatalogService): void {
  const withShooterNames = async (items: Record<string, unknown>[]) => {
    const ids = [...new Set(items.map((i) => i.shooterId).filter((x): x is string => typeof x === 'string'))];
    const names = new Map((await shooters.repo.findByIds(ids)).map((s) => [String(s._id), String(s.name)]));
    return items.map((i) => ({ ...i, shooterName: (i.shooterId && names.get(String(i.shooterId))) || null }));
  };
  const byStatus = (status: AmaStatus, sort: Record<string, 1 | -1>) => async (page: PaginationQuery) => {
    if (status !== 'upcoming') return amas.list(page, { status }, sort);
    // upcoming: dated ones soonest first, then the TBD ones (null sorts first in Mongo ascending)
    const dated = await amas.list(
      { limit: page.offset + page.limit, offset: 0 },
      { status, scheduledFor: { $ne: null } },
      { scheduledFor: 1 },
    );
    const tbd = await amas.list({ limit: page.offset + page.limit, offset: 0 }, { status, scheduledFor: null }, { createdAt: -1 });
    return [...dated, ...tbd].slice(page.offset, page.offset + page.limit);
  };
  const lists: [string, (page: PaginationQuery) => Promise<Record<string, unknown>[]>][] = [
    ['live', byStatus('live', { scheduledFor: -1 })],
    ['upcoming', byStatus('upcoming', { scheduledFor: 1 })],
    ['past', byStatus('completed', { scheduledFor: -1 })],
  ];
  for (const [name, read] of lists) {
    app.get(`/api/amas/${name}`, revalidate, validate({ query: paginationQuerySchema }), async (req, res) => {
      res.json(await withShooterNames(await read(validated<PaginationQuery>(req, 'query'))));
    });
  }
  app.get('/api/amas', revalidate, validate({ query: amas.def.listQuerySchema }), async (req, res, next) => {
    const query = validated<PaginationQuery & { status?: AmaStatus }>(req, 'query');
    if (query.status) return next();
    // live, then upcoming, then past: three bounded reads stitched together, then the page
    const window = { limit: query.offset + query.limit, offset: 0 };
    const all = (await Promise.all(lists.map(([, read]) => read(window)))).flat();
    res.json(await withShooterNames(all.slice(query.offset, query.offset + query.limit)));
  });
  app.get('/api/amas/:id', revalidate, async (req, res) => {
    const [item] = await withShooterNames([await amas.get(String(req.params.id))]);
    res.json(item);
  });
  catalogRoutes(app, ctx, amas);
}
