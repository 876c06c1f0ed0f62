import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { ContentCrudApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { CatalogService, ListQuery } from './catalog.service.ts';
import type { ContentItem } from './catalog.types.ts';

/** Public reads revalidate every time: Express adds a body ETag and answers 304 on If-None-Match. */
const revalidate: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-cache');
  next();
};
/** For the public reads (declared `cache: 'public'`): no-cache + ETag, on errors too. */
export const publicRead = { before: [revalidate] };

/** A kind's own list or item read, where the module answers differently from the generic one. */
export interface CatalogReads<Item, Query> {
  list?(query: Query): Promise<Item[]>;
  get?(id: string): Promise<Item>;
}

/**
 * Binds one kind's declarations (contracts' `contentCrud`): list (`?limit&offset` + the kind's
 * filters) and item for anyone, create / update / delete for the declared capability. A module's
 * special lists (featured, live...) are bound BEFORE these, so `/featured` never reads as an id.
 */
export function catalogRoutes<Item extends ContentItem, Query extends ListQuery>(
  api: ApiRouter,
  family: ContentCrudApi<
    z.ZodType<unknown, Item>,
    z.ZodType<Query, unknown>,
    z.ZodType<Record<string, unknown>, unknown>,
    z.ZodType<Record<string, unknown>, unknown>
  >,
  catalog: CatalogService<Item>,
  reads: CatalogReads<Item, Query> = {},
): void {
  api.handle(family.list, ({ query }) => (reads.list ? reads.list(query) : catalog.list(query)), publicRead);
  api.handle(family.get, ({ params }) => (reads.get ? reads.get(params.id) : catalog.get(params.id)), publicRead);
  // every change is a staff action: recorded for the audit trail with who made it
  api.handle(family.create, ({ body, auth }) => catalog.create(body, { userId: auth.userId, role: auth.role }));
  api.handle(family.update, ({ params, body, auth }) => catalog.update(params.id, body, { userId: auth.userId, role: auth.role }));
  api.handle(family.remove, ({ params, auth }) => catalog.remove(params.id, { userId: auth.userId, role: auth.role }));
}
