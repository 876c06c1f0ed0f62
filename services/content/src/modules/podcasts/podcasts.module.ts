import type { Podcast } from '@trap/contracts';
import type { ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { podcastsRoutes } from './podcasts.routes.ts';

/** Podcasts: the catalog's podcasts, read and edited. */
export function podcastsModule(podcasts: CatalogService<Podcast>): ServiceModule {
  return { name: 'podcasts', routes: (api) => podcastsRoutes(api, podcasts) };
}
