import { contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { catalogRoutes, publicRead } from '../catalog/catalog.routes.ts';
import type { AmasService } from './amas.service.ts';

/**
 * /api/amas/live, /upcoming, /past and the AMA catalogue (amas.service.ts says the orders). The
 * member's reminders (`/api/amas/reminders`) are bound before these, so they never read as an AMA id.
 */
export function amasRoutes(api: ApiRouter, amas: AmasService): void {
  api.handle(contentApi.liveAmas, ({ query }) => amas.live(query), publicRead);
  api.handle(contentApi.upcomingAmas, ({ query }) => amas.upcoming(query), publicRead);
  api.handle(contentApi.pastAmas, ({ query }) => amas.past(query), publicRead);
  catalogRoutes(api, contentApi.amas, amas.amas, { list: (query) => amas.list(query), get: (id) => amas.get(id) });
}
