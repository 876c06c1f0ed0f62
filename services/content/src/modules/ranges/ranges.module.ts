import { contentApi } from '@trap/contracts/api/index';
import type { ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { catalogRoutes } from '../catalog/catalog.routes.ts';

/** Shooting ranges: the catalog's plain routes. */
export function rangesModule(ranges: CatalogService): ServiceModule {
  return { name: 'ranges', routes: (api) => catalogRoutes(api, contentApi.ranges, ranges) };
}
