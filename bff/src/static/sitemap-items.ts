import type { Logger } from '@trap/kit';
import type { Replicas } from '../proxy/replicas.ts';
import type { SitemapEntry } from './seo.routes.ts';

interface SitemapSource {
  service: 'content' | 'community';
  list: string;
  /** the list page the items belong to */
  page: string;
  itemPath(id: string): string;
  /** the address of the list's page `index` (from 0), at the endpoint's largest page size */
  pageUrl(index: number): string;
  pageSize: number;
  /** the items of one answer, or undefined when it is not a list */
  itemsOf(body: unknown): Record<string, unknown>[] | undefined;
}

/** The content service's public lists: plain arrays, `?limit&offset`, at most 100 a page. */
const contentList = (list: string, page: string): SitemapSource => ({
  service: 'content',
  list,
  page,
  itemPath: (id) => `${page}/${id}`,
  pageUrl: (index) => `${list}?limit=100&offset=${index * 100}`,
  pageSize: 100,
  itemsOf: (body) => (Array.isArray(body) ? (body as Record<string, unknown>[]) : undefined),
});

/** The public items that have a page of their own, with the list page they belong to. */
const SITEMAP_SOURCES: readonly SitemapSource[] = [
  contentList('/api/podcasts', '/podcasts'),
  contentList('/api/amas', '/ama'),
  contentList('/api/blog', '/blog'),
  contentList('/api/shooters', '/shooters'),
  contentList('/api/shooting-ranges', '/shooting-ranges'),
  // every forum topic (the community service's latest list: `?page&pageSize`, at most 50, `{ items }`)
  {
    service: 'community',
    list: '/api/forum/topics/latest',
    page: '/forum',
    itemPath: (id) => `/forum/topic/${id}`,
    pageUrl: (index) => `/api/forum/topics/latest?page=${index + 1}&pageSize=50`,
    pageSize: 50,
    itemsOf: (body) => {
      const items = (body as { items?: unknown } | null)?.items;
      return Array.isArray(items) ? (items as Record<string, unknown>[]) : undefined;
    },
  },
];

/**
 * A sitemap file holds at most 50,000 URLs, and every page is listed three times (its bare address and
 * one per language): 30 pages per kind (3,000 items each of the five content kinds, 1,500 forum topics)
 * stay inside.
 */
const MAX_PAGES = 30;

export interface SitemapItems {
  entries: SitemapEntry[];
  /** newest lastmod per list page (`/blog` ...) and for `/` over all of them */
  newest: Map<string, Date>;
}

export interface SitemapItemsOptions {
  content: Replicas;
  /** the forum's topics; left out when not given */
  community?: Replicas;
  logger: Logger;
  timeoutMs: number;
  /**
   * The content cache's and the forum pages' generation: it changes on every content and forum event,
   * so a changed value means the lists changed. null while unknown (events not followed): then only
   * `unknownMaxAgeMs` applies.
   */
  generation(): Promise<string | null>;
  /** longest a built list is reused (default 1 h) */
  maxAgeMs?: number;
  /** reuse time while the generation is unknown (default 10 min) */
  unknownMaxAgeMs?: number;
  /** reuse time of a list built while the content service failed (default 30 s) */
  failedMaxAgeMs?: number;
  now?: () => number;
}

interface Built {
  items: SitemapItems;
  generation: string | null;
  at: number;
  complete: boolean;
}

function lastModified(item: Record<string, unknown>): Date | undefined {
  // a topic changes with its newest reply
  for (const key of ['lastActivityAt', 'updatedAt', 'publishedAt', 'createdAt']) {
    const d = typeof item[key] === 'string' ? new Date(item[key]) : undefined;
    if (d && !Number.isNaN(d.getTime())) return d;
  }
  return undefined;
}

/**
 * Every public item for the sitemap, read from the content service's own public lists (so only
 * what a visitor can open is listed), page by page. The result is kept in memory and rebuilt only
 * when content changed (the cache generation moved) or after `maxAgeMs`; concurrent requests share
 * one build. A list that fails keeps its previous items, and the partial result is reused briefly.
 */
export function createSitemapItems(opts: SitemapItemsOptions): () => Promise<SitemapItems> {
  const now = opts.now ?? Date.now;
  const maxAge = opts.maxAgeMs ?? 60 * 60_000;
  const unknownMaxAge = opts.unknownMaxAgeMs ?? 10 * 60_000;
  const failedMaxAge = opts.failedMaxAgeMs ?? 30_000;
  let built: Built | undefined;
  let building: Promise<Built> | undefined;
  const previous = new Map<string, SitemapEntry[]>();

  async function readList(source: SitemapSource, service: Replicas): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const res = await service.fetch(source.pageUrl(page), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) throw new Error(`${source.list} answered ${res.status}`);
      const items = source.itemsOf(await res.json());
      if (!items) throw new Error(`${source.list} did not answer a list`);
      out.push(...items);
      if (items.length < source.pageSize) break;
    }
    return out;
  }

  async function build(generation: string | null): Promise<Built> {
    let complete = true;
    const perSource = await Promise.all(
      SITEMAP_SOURCES.map(async (source) => {
        const service = source.service === 'content' ? opts.content : opts.community;
        if (!service) return { source, entries: [] };
        try {
          const seen = new Set<string>();
          const entries: SitemapEntry[] = [];
          for (const item of await readList(source, service)) {
            const id = typeof item.id === 'string' ? item.id : '';
            // a list stitched from several reads may repeat an item at a page boundary
            if (!/^[\w-]+$/.test(id) || seen.has(id)) continue;
            seen.add(id);
            entries.push({ path: source.itemPath(id), lastModified: lastModified(item), changeFrequency: 'weekly' });
          }
          previous.set(source.list, entries);
          return { source, entries };
        } catch (err) {
          complete = false;
          opts.logger.warn({ err, list: source.list }, 'sitemap: content list unavailable; keeping its previous items');
          return { source, entries: previous.get(source.list) ?? [] };
        }
      }),
    );
    const newest = new Map<string, Date>();
    const entries: SitemapEntry[] = [];
    for (const { source, entries: list } of perSource) {
      for (const e of list) {
        entries.push(e);
        if (!e.lastModified) continue;
        for (const page of [source.page, '/']) {
          const known = newest.get(page);
          if (!known || e.lastModified > known) newest.set(page, e.lastModified);
        }
      }
    }
    return { items: { entries, newest }, generation, at: now(), complete };
  }

  return async () => {
    const generation = await opts.generation().catch(() => null);
    if (built && built.generation === generation) {
      // while content events are not followed (generation unknown), only age can reveal a change
      const limit = !built.complete ? failedMaxAge : generation === null ? unknownMaxAge : maxAge;
      if (now() - built.at < limit) return built.items;
    }
    building ??= build(generation).finally(() => {
      building = undefined;
    });
    built = await building;
    return built.items;
  };
}
