import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { Capability, ContentEntity, SearchType } from '@trap/contracts';

/** A stored content document as the repository hands it out (lean, outbox never selected). */
export type StoredDoc = Record<string, unknown> & { _id: unknown };

/** What the search index keeps of an item. */
export interface SearchSource {
  type: SearchType;
  id: string;
  title: string;
  body: string;
  url: string;
}

/**
 * Everything the generic catalog (list, get, create, update, delete, events) needs to know about
 * one kind of content. Each module (podcasts, blog, ...) declares one.
 */
export interface CatalogDefinition {
  entity: ContentEntity;
  /** for messages: "Podcast not found" */
  label: string;
  /** route prefix, e.g. /api/podcasts */
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own document shape
  model: Model<any>;
  /** who may create, update and delete */
  capability: Capability;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  listQuerySchema: z.ZodType;
  /** list filter from the parsed query (pagination keys are ignored) */
  filter?(query: Record<string, unknown>): Record<string, unknown>;
  sort: Record<string, 1 | -1>;
  /** API value of optional fields a stored document may lack */
  defaults: Record<string, unknown>;
  /** unique fields and the message a duplicate gets */
  unique?: Record<string, string>;
  /** adds derived or owner fields on create (e.g. the blog's authorId) */
  prepareCreate?(input: Record<string, unknown>, userId: string): Record<string, unknown>;
  prepareUpdate?(patch: Record<string, unknown>): Record<string, unknown>;
  /** adds derived API fields (e.g. the blog excerpt) */
  present?(item: Record<string, unknown>): Record<string, unknown>;
  search?(item: Record<string, unknown>): SearchSource;
}
