import type { ServiceContext, ServiceModule } from '@trap/kit';
import { ContentViews, contentViewsRoutes } from './content-views.ts';

/** Page views for the super-admin's analytics, published in batches (the last batch at stop). */
export function viewsModule(ctx: Pick<ServiceContext, 'bus' | 'logger'>): ServiceModule {
  const views = new ContentViews(ctx.bus, ctx.logger);
  return { name: 'views', routes: (api) => contentViewsRoutes(api, views), stop: () => views.stop() };
}
