import type { Ama, Shooter } from '@trap/contracts';
import type { ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { AmasService } from './amas.service.ts';
import { amasRoutes } from './amas.routes.ts';

/** AMAs, with their guests from the shooters' catalog (listed after the AMA reminders' and room's more specific paths). */
export function amasModule(amas: CatalogService<Ama>, shooters: CatalogService<Shooter>): ServiceModule {
  const service = new AmasService(amas, shooters);
  return { name: 'amas', routes: (api) => amasRoutes(api, service) };
}
