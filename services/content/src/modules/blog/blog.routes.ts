import type { Express } from 'express';
import { blogListQuerySchema } from '@trap/contracts';
import { validate, validated, type ServiceContext } from '@trap/kit';
import { catalogRoutes, revalidate } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/** SPEC 7: /api/blog (newest first, `?category=`) and /api/blog/featured. */
export function blogRoutes(app: Express, ctx: ServiceContext, blog: CatalogService): void {
  app.get('/api/blog/featured', revalidate, validate({ query: blogListQuerySchema }), async (req, res) => {
    res.json(await blog.list(validated(req, 'query'), { featured: true }));
  });
  catalogRoutes(app, ctx, blog);
}
