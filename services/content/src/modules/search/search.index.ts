import MiniSearch from 'minisearch';
import type { SearchHit, SearchQuery, SearchResult, SearchType } from '@trap/contracts';
import type { SearchSource } from '../catalog/catalog.types.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { highlight, snippet } from './highlight.ts';
import { searchTerm } from './search-text.ts';

interface IndexedDoc extends SearchSource {
  key: string;
}

/**
 * Site search kept in memory with MiniSearch (BM25 ranking, prefix and fuzzy matching): FerretDB
 * has no text indexes and a regex scan neither ranks nor scales. Each replica keeps its own: built
 * from the database at start (loadSearchIndex), then kept current by the service's own content
 * events, which every replica receives (onEveryInstance in events/subscriptions.ts).
 */
/** Which of the given items of a kind are gated (ContentGate.requiredTiers' keys), asked at query time. */
export type GatedIds = (type: SearchType, ids: string[]) => Promise<Set<string>>;

type Hit = ReturnType<MiniSearch<IndexedDoc>['search']>[number];

export class SearchIndex {
  private readonly index = new MiniSearch<IndexedDoc>({
    idField: 'key',
    fields: ['title', 'body', 'teaser'],
    storeFields: ['type', 'id', 'title', 'body', 'url', 'visibleFrom'],
    // words are split at spaces and punctuation (MiniSearch's default, \p{Z} and \p{P}: the danda । too,
    // while Devanagari vowel signs, virama and nukta are marks that stay inside their word); every
    // word of the text and of a query then takes one form (search-text.ts: NFC, nukta, chandrabindu)
    processTerm: (term) => searchTerm(term),
    searchOptions: { boost: { title: 3 }, prefix: (term) => term.length >= 3, fuzzy: (term) => (term.length >= 5 ? 0.2 : false) },
  });

  /**
   * `gated` says which items are gated now: a gate is a tag relation, which changes without an
   * event, so it is asked when a search runs rather than written into the index (every replica
   * then agrees at once, and a gate taken off lets the full text count again).
   */
  private readonly gated: GatedIds;
  constructor(gated: GatedIds = async () => new Set()) {
    this.gated = gated;
  }

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

  async search(query: SearchQuery): Promise<SearchResult> {
    const now = Date.now();
    // drafts and posts scheduled for later stay out until their time
    const visible = (r: { [key: string]: unknown }) =>
      (!query.type || r.type === query.type) && (typeof r.visibleFrom !== 'number' || r.visibleFrom <= now);
    // every word should match; if nothing matches them all, fall back to any word
    let hits = await this.matching(query.q, 'AND', visible);
    if (!hits.length) hits = await this.matching(query.q, 'OR', visible);
    const results: SearchHit[] = hits.slice(0, query.limit).map((hit) => {
      const terms = new Set(hit.terms);
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

  /**
   * Hits by title and full text, except that a gated item counts by its title and teaser only, as
   * if only the teaser were indexed: words of its locked part neither find nor rank it.
   */
  private async matching(q: string, combineWith: 'AND' | 'OR', visible: (r: { [key: string]: unknown }) => boolean): Promise<Hit[]> {
    const hits = this.index.search(q, { combineWith, filter: visible, fields: ['title', 'body'] });
    const keyOf = (h: { [key: string]: unknown }) => `${String(h.type)}:${String(h.id)}`;
    const gatedKeys = new Set<string>();
    for (const type of GATABLE) {
      const ids = hits.filter((h) => h.type === type).map((h) => h.id as string);
      if (ids.length) for (const id of await this.gated(type, ids)) gatedKeys.add(`${type}:${id}`);
    }
    if (!gatedKeys.size) return hits;
    const byTeaser = this.index.search(q, {
      combineWith,
      filter: (r) => gatedKeys.has(keyOf(r)) && visible(r),
      fields: ['title', 'teaser'],
    });
    return [...hits.filter((h) => !gatedKeys.has(keyOf(h))), ...byTeaser].sort((a, b) => b.score - a.score);
  }
}

/** Kinds whose searched text holds a gated part (a post's text, an AMA's transcript; a podcast's gate is its audio). */
const GATABLE: SearchType[] = ['blog_post', 'ama'];

/** Fills the index with every live item of the searchable catalogues (at start, from the database). */
export async function loadSearchIndex(index: SearchIndex, catalogs: readonly CatalogService[]): Promise<void> {
  for (const catalog of catalogs) {
    const toSearch = catalog.def.search;
    if (!toSearch) continue;
    for (const doc of await catalog.repo.all()) index.upsert(toSearch(catalog.present(doc)));
  }
}
