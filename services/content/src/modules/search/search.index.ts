import MiniSearch from 'minisearch';
import type { SearchHit, SearchQuery, SearchResult, SearchType } from '@trap/contracts';
import type { SearchSource } from '../catalog/catalog.types.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { highlight, snippet } from './highlight.ts';

interface IndexedDoc extends SearchSource {
  key: string;
}

/**
 * Site search kept in memory with MiniSearch (BM25 ranking, prefix and fuzzy matching): FerretDB
 * has no text indexes and a regex scan neither ranks nor scales. Each replica keeps its own: built
 * from the database at start (loadSearchIndex), then kept current by the service's own content
 * events, which every replica receives (onEveryInstance in events/subscriptions.ts).
 */
export class SearchIndex {
  private readonly index = new MiniSearch<IndexedDoc>({
    idField: 'key',
    fields: ['title', 'body'],
    storeFields: ['type', 'id', 'title', 'body', 'url', 'visibleFrom'],
    searchOptions: { boost: { title: 3 }, prefix: (term) => term.length >= 3, fuzzy: (term) => (term.length >= 5 ? 0.2 : false) },
  });

  get size(): number {
    return this.index.documentCount;
  }

  upsert(doc: SearchSource): void {
    const entry = { ...doc, key: `${doc.type}:${doc.id}` };
    if (this.index.has(entry.key)) this.index.replace(entry);
    else this.index.add(entry);
  }

  remove(type: SearchType, id: string): void {
    const key = `${type}:${id}`;
    if (this.index.has(key)) this.index.discard(key);
  }

  search(query: SearchQuery): SearchResult {
    const now = Date.now();
    // drafts and posts scheduled for later stay out until their time
    const filter = (r: { [key: string]: unknown }) =>
      (!query.type || r.type === query.type) && (typeof r.visibleFrom !== 'number' || r.visibleFrom <= now);
    // every word should match; if nothing matches them all, fall back to any word
    let hits = this.index.search(query.q, { combineWith: 'AND', filter });
    if (!hits.length) hits = this.index.search(query.q, { combineWith: 'OR', filter });
    const results: SearchHit[] = hits.slice(0, query.limit).map((hit) => {
      const terms = new Set(hit.terms.map((t) => t.toLowerCase()));
      return {
        type: hit.type as SearchType,
        id: hit.id as string,
        title: hit.title as string,
        titleHtml: highlight(hit.title as string, terms),
        snippetHtml: snippet(hit.body as string, terms),
        url: hit.url as string,
        score: Math.round(hit.score * 1000) / 1000,
      };
    });
    return { query: query.q, total: hits.length, results };
  }
}

/** Fills the index with every live item of the searchable catalogues (at start, from the database). */
export async function loadSearchIndex(index: SearchIndex, catalogs: readonly CatalogService[]): Promise<void> {
  for (const catalog of catalogs) {
    const toSearch = catalog.def.search;
    if (!toSearch) continue;
    for (const doc of await catalog.repo.all()) index.upsert(toSearch(catalog.present(doc)));
  }
}
