import type { Podcast } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { catalogRoutes, publicRead } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/** SPEC 7: /api/podcasts (newest first) and /api/podcasts/featured (the home page uses the first item). */
export function podcastsRoutes(api: ApiRouter, podcasts: CatalogService<Podcast>): void {
  api.handle(contentApi.featuredPodcasts, ({ query }) => podcasts.list(query, { featured: true }), publicRead);
  catalogRoutes(api, contentApi.podcasts, podcasts);
}
