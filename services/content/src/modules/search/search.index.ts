import MiniSearch from 'minisearch';
import type { SearchHit, SearchQuery, SearchResult, SearchType } from '@trap/contracts';
import type { SearchSource } from '../catalog/catalog.types.ts';
import { highlight, snippet } from './highlight.ts';

interface IndexedDoc extends SearchSource {
  key: string;
}

/**
 * Site search kept in memory with MiniSearch (BM25 ranking, prefix and fuzzy matching): FerretDB
 * has no text indexes and a regex scan neither ranks nor scales. Built from the database at
 * start, then kept current by the service's own content events.
 */
export class SearchIndex {
  private readonly index = new MiniSearch<IndexedDoc>({
    idField: 'key',
    fields: ['title', 'body'],
    storeFields: ['type', 'id', 'title', 'body', 'url'],
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
    const filter = query.type ? (r: { [key: string]: unknown }) => r.type === query.type : undefined;
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
