import { cartridgesApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { ownedCrudRoutes } from '../owned-records/owned-crud.routes.ts';
import type { CartridgeService } from './cartridges.service.ts';

/** /api/cartridges/purchases and /uses (owner-only CRUD, as the logs); /api/cartridges/summary. */
export function cartridgeRoutes(api: ApiRouter, ledger: CartridgeService): void {
  ownedCrudRoutes(api, cartridgesApi.purchases, ledger.purchases);
  ownedCrudRoutes(api, cartridgesApi.uses, ledger.uses);
  api.handle(cartridgesApi.summary, ({ query, auth }) => ledger.summary(auth.userId, query.year));
}
