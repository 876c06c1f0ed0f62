import type { Shooter } from '@trap/contracts';
import type { ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { shootersRoutes } from './shooters.routes.ts';

/** Shooter profiles (the AMAs' guests among them). */
export function shootersModule(shooters: CatalogService<Shooter>): ServiceModule {
  return { name: 'shooters', routes: (api) => shootersRoutes(api, shooters) };
}
