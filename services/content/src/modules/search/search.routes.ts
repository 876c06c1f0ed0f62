import type { Express } from 'express';
import { searchQuerySchema, type SearchQuery } from '@trap/contracts';
import { validate, validated } from '@trap/kit';
import { revalidate } from '../catalog/catalog.routes.ts';
import type { SearchIndex } from './search.index.ts';

/** GET /api/search?q=&type=&limit= : ranked hits with highlighted, HTML-escaped title and snippet. */
export function searchRoutes(app: Express, index: SearchIndex): void {
  app.get('/api/search', revalidate, validate({ query: searchQuerySchema }), (req, res) => {
    res.json(index.search(validated<SearchQuery>(req, 'query')));
  });
}
