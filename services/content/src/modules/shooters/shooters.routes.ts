import type { Express } from 'express';
import { paginationQuerySchema } from '@trap/contracts';
import { validate, validated, type ServiceContext } from '@trap/kit';
import { catalogRoutes, revalidate } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/** SPEC 7: /api/shooters (featured first, then by name) and /api/shooters/featured. */
export function shootersRoutes(app: Express, ctx: ServiceContext, shooters: CatalogService): void {
  app.get('/api/shooters/featured', revalidate, validate({ query: paginationQuerySchema }), async (req, res) => {
    res.json(await shooters.list(validated(req, 'query'), { featured: true }, { name: 1 }));
  });
  catalogRoutes(app, ctx, shooters);
}
