import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { ContentEntity, SearchType } from '@trap/contracts';

/** A stored content document as the repository hands it out (plain object, outbox never read). */
export type StoredDoc = Record<string, unknown> & { _id: unknown; deletedAt?: Date | null };

/** What every kind's item has in its API form. */
export type ContentItem = { id: string };

/** What the search index keeps of an item. */
export interface SearchSource {
  type: SearchType;
  id: string;
  title: string;
  body: string;
  url: string;
  /** from when (epoch ms) visitors may find it; absent: always (a scheduled blog post sets it) */
  visibleFrom?: number;
  /**
   * The words of `body` a visitor without the tier reads once the item is gated (its teaser): the
   * only text a gated item is found by. Absent: the item's gated part is not in `body`.
   */
  teaser?: string;
}

/**
 * Everything the generic catalog (list, get, create, update, delete, events) needs to know about
 * one kind of content. Each module (podcasts, blog, ...) declares one; its routes, input schemas and
 * capability are its declarations in contracts (`contentApi.<kind>`).
 */
export interface CatalogDefinition<Item extends ContentItem = ContentItem> {
  entity: ContentEntity;
  /** for messages: "Podcast not found" */
  label: string;
  model: Model<StoredDoc>;
  /** the item as the API answers it (the declared response schema): every item leaves through it */
  item: z.ZodType<Item>;
  /** list filter from the parsed query (pagination keys are ignored) */
  filter?(query: Record<string, unknown>): Record<string, unknown>;
  sort: Record<string, 1 | -1>;
  /** the field `?q=` searches (case-insensitive words of a title or name), when the kind's list takes it */
  searchField?: string;
  /** API value of optional fields a stored document may lack */
  defaults: Record<string, unknown>;
  /** unique fields and the message a duplicate gets */
  unique?: Record<string, string>;
  /** adds derived or owner fields on create (e.g. the blog's authorId) */
  prepareCreate?(input: Record<string, unknown>, userId: string): Record<string, unknown>;
  /** derived fields of a change, from the patch and the item as stored (e.g. a cleared location) */
  prepareUpdate?(patch: Record<string, unknown>, current: StoredDoc): Record<string, unknown>;
  /** adds derived API fields (e.g. the blog excerpt) */
  present?(item: Record<string, unknown>): Record<string, unknown>;
  /** the item (or an event's copy of it) as the search index keeps it */
  search?(item: Record<string, unknown>): SearchSource;
}
