import type { Logger } from '@trap/kit';
import type { Replicas } from '../proxy/replicas.ts';
import type { SitemapEntry } from './seo.routes.ts';

/** The public items of the content service that have a page of their own, with the list page they belong to. */
export const SITEMAP_SOURCES = [
  { list: '/api/podcasts', page: '/podcasts', itemPath: (id: string) => `/podcasts/${id}` },
  { list: '/api/amas', page: '/ama', itemPath: (id: string) => `/ama/${id}` },
  { list: '/api/blog', page: '/blog', itemPath: (id: string) => `/blog/${id}` },
  { list: '/api/shooters', page: '/shooters', itemPath: (id: string) => `/shooters/${id}` },
  { list: '/api/shooting-ranges', page: '/shooting-ranges', itemPath: (id: string) => `/shooting-ranges/${id}` },
] as const;

/** The list endpoints' largest page. */
const PAGE_SIZE = 100;
/** A sitemap file holds at most 50,000 URLs; 100 pages of 100 per kind stays well inside. */
const MAX_PAGES = 100;

export interface SitemapItems {
  entries: SitemapEntry[];
  /** newest lastmod per list page (`/blog` ...) and for `/` over all of them */
  newest: Map<string, Date>;
}

export interface SitemapItemsOptions {
  content: Replicas;
  logger: Logger;
  timeoutMs: number;
  /**
   * The content cache's generation: it changes on every content event, so a changed value means
   * the lists changed. null while unknown (events not followed): then only `maxAgeMs` applies.
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
  for (const key of ['updatedAt', 'publishedAt', 'createdAt']) {
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

  async function readList(list: string): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const res = await opts.content.fetch(`${list}?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) throw new Error(`${list} answered ${res.status}`);
      const items = (await res.json()) as unknown;
      if (!Array.isArray(items)) throw new Error(`${list} did not answer a list`);
      out.push(...(items as Record<string, unknown>[]));
      if (items.length < PAGE_SIZE) break;
    }
    return out;
  }

  async function build(generation: string | null): Promise<Built> {
    let complete = true;
    const perSource = await Promise.all(
      SITEMAP_SOURCES.map(async (source) => {
        try {
          const seen = new Set<string>();
          const entries: SitemapEntry[] = [];
          for (const item of await readList(source.list)) {
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
