import type { z } from 'zod';
import type { OwnedCrudApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';

/** The use cases of one kind of a member's own records, for the caller (logs, equipment). */
export interface OwnedRecords<Input, Query, Item> {
  create(userId: string, input: Input): Promise<Item>;
  list(userId: string, query: Query): Promise<{ items: Item[]; total: number }>;
  get(userId: string, id: string): Promise<Item>;
  update(userId: string, id: string, input: Input): Promise<Item>;
  remove(userId: string, id: string): Promise<void>;
}

/**
 * Binds an owned-records family (contracts' `ownedCrud`) to its use cases: another member's record
 * is 404, bad input 400 with field messages (the kit validates by the declarations).
 */
export function ownedCrudRoutes<Input, Query, Item>(
  api: ApiRouter,
  family: OwnedCrudApi<z.ZodType<Input, unknown>, z.ZodType<unknown, Item>, z.ZodType<Query, unknown>>,
  records: OwnedRecords<Input, Query, Item>,
): void {
  api.handle(family.create, ({ body, auth }) => records.create(auth.userId, body));
  api.handle(family.list, ({ query, auth }) => records.list(auth.userId, query));
  api.handle(family.get, ({ params, auth }) => records.get(auth.userId, params.id));
  api.handle(family.update, ({ params, body, auth }) => records.update(auth.userId, params.id, body));
  api.handle(family.remove, ({ params, auth }) => records.remove(auth.userId, params.id));
}
