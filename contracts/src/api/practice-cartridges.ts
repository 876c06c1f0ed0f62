import {
  cartridgeListQuerySchema,
  cartridgePurchaseInputSchema,
  cartridgePurchaseSchema,
  cartridgeSummaryQuerySchema,
  cartridgeSummarySchema,
  cartridgeUseInputSchema,
  cartridgeUseSchema,
} from '../http/practice/cartridges.ts';
import { defineApi, gateTier } from './define.ts';
import { ownedCrud } from './owned-crud.ts';

/** The cartridge ledger (practice service): purchases, use, stock and the yearly quota. */
export const cartridgesApi = defineApi({
  purchases: ownedCrud({
    path: '/api/cartridges/purchases',
    what: 'cartridge purchase',
    plural: 'cartridge purchases',
    input: cartridgePurchaseInputSchema,
    output: cartridgePurchaseSchema,
    listQuery: cartridgeListQuerySchema,
    tag: 'Cartridges',
    create: 'Record a cartridge purchase',
    listDescription: 'Newest first (by the purchase date); limit/offset page through the list. price is rupees for the whole purchase.',
  }),
  uses: ownedCrud({
    path: '/api/cartridges/uses',
    what: 'cartridge use entry',
    plural: 'cartridge use entries',
    input: cartridgeUseInputSchema,
    output: cartridgeUseSchema,
    listQuery: cartridgeListQuerySchema,
    tag: 'Cartridges',
    create: 'Record cartridges used at a shoot that was not logged',
    listDescription: 'Newest first (by the day of the shoot); limit/offset page through the list. Logged sessions count by themselves.',
  }),
  summary: {
    method: 'get',
    path: '/api/cartridges/summary',
    summary: 'My cartridge stock, use, costs and licence quota',
    description:
      'Stock on hand (all purchases − all use, may be negative), the year’s use from logged sessions (1 cartridge per first-barrel kill, 2 per second-barrel kill, a lost target as many as the discipline allows per target, 0 for no-birds and refused targets) and manual entries, cost per target and per month (last 12 months), and the licence’s yearly limit with a warning at 80 % and 100 %. Years are IST calendar years.',
    tags: ['Cartridges'],
    auth: 'required',
    request: { query: cartridgeSummaryQuerySchema },
    response: { description: 'The ledger summary', schema: cartridgeSummarySchema },
  },
});

/** Shooter's Circle: the cartridge ledger (tier-features `licence_vault`). */
gateTier('shooters_circle', cartridgesApi);
