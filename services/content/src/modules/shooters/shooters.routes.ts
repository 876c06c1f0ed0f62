import type { Shooter } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { catalogRoutes, publicRead } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/** SPEC 7: /api/shooters (featured first, then by name) and /api/shooters/featured. */
export function shootersRoutes(api: ApiRouter, shooters: CatalogService<Shooter>): void {
  api.handle(contentApi.featuredShooters, ({ query }) => shooters.list(query, { featured: true }, { name: 1 }), publicRead);
  catalogRoutes(api, contentApi.shooters, shooters);
}
