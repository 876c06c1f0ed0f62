import { contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { publicRead } from '../catalog/catalog.routes.ts';
import type { SearchIndex } from './search.index.ts';

/** GET /api/search?q=&type=&limit= : ranked hits with highlighted, HTML-escaped title and snippet. */
export function searchRoutes(api: ApiRouter, index: SearchIndex): void {
  api.handle(contentApi.search, ({ query }) => index.search(query), publicRead);
}
