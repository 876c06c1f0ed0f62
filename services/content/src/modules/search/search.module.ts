import type { ContentType } from '@trap/contracts';
import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { Catalogs } from '../catalog/catalog.module.ts';
import type { ContentGate } from '../gating/content-gate.ts';
import { contentSearchSubscriptions } from '../../events/subscriptions.ts';
import { SearchIndex, loadSearchIndex } from './search.index.ts';
import { searchRoutes } from './search.routes.ts';
import { ForumSearchTopics } from './forum-topics.ts';

/** Site search: an in-memory index in every replica of the catalogs' items and the forum's topics, following their events. */
export function searchModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, catalogs: Catalogs, gate: ContentGate): ServiceModule {
  // a gated item is found by its teaser only (the gate is asked at query time)
  const search = new SearchIndex(async (type, ids) => new Set((await gate.requiredTiers(type as ContentType, ids)).keys()));
  const forumSearch = new ForumSearchTopics(ctx.conn, search);
  return {
    name: 'search',
    routes: (api) => searchRoutes(api, search),
    subscriptions: [...contentSearchSubscriptions({ catalogs, search }), ...forumSearch.subscriptions()],
    // after the kit has noted where the content stream ends, so every later change reaches the index
    warmUp: async () => {
      await loadSearchIndex(search, Object.values(catalogs));
      await forumSearch.load();
      ctx.logger.info({ documents: search.size }, 'search index built');
    },
  };
}
