import type { Express } from 'express';
import { paginationQuerySchema } from '@trap/contracts';
import { validate, validated, type ServiceContext } from '@trap/kit';
import { catalogRoutes, revalidate } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/** SPEC 7: /api/podcasts (newest first) and /api/podcasts/featured (the home page uses the first item). */
export function podcastsRoutes(app: Express, ctx: ServiceContext, podcasts: CatalogService): void {
  app.get('/api/podcasts/featured', revalidate, validate({ query: paginationQuerySchema }), async (req, res) => {
    res.json(await podcasts.list(validated(req, 'query'), { featured: true }));
  });
  catalogRoutes(app, ctx, podcasts);
}
