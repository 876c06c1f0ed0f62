import type { ApiRouter, ServiceContext, Subscription } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { demoLedger } from './cartridges.demo.ts';
import { cartridgePurchaseModel, cartridgeUseModel } from './cartridges.model.ts';
import { LedgerRepository } from './cartridges.repository.ts';
import { cartridgeRoutes } from './cartridges.routes.ts';
import { cartridgesMemberData } from './cartridges.member-data.ts';
import { CartridgeService, type LicenceQuota } from './cartridges.service.ts';

/**
 * The cartridge ledger: purchases, use (from logged sessions and by hand), stock, costs
 * and the yearly quota. Use from sessions is derived when the summary is read (from the sessions'
 * statistics rows), so nothing here consumes the session events.
 */
export function cartridgesModule(ctx: ServiceContext, sessions: SessionRepository, licence: LicenceQuota) {
  const purchases = new LedgerRepository(cartridgePurchaseModel(ctx.conn));
  const uses = new LedgerRepository(cartridgeUseModel(ctx.conn));
  const ledger = new CartridgeService(purchases, uses, sessions, licence);
  return {
    name: 'cartridges',
    ledger,
    memberData: cartridgesMemberData(ctx.conn),
    subscriptions: [] as Subscription[],
    routes: (api: ApiRouter) => cartridgeRoutes(api, ledger),
    /** DEMO_MODE: the demo member's ledger for the season; ids derive from the member, so a replay stores nothing twice */
    seedDemoMember: async (userId: string) => {
      const demo = demoLedger(userId);
      const inserted = (await purchases.insertNew(demo.purchases)) + (await uses.insertNew(demo.uses));
      ctx.logger.info({ userId, inserted }, 'demo cartridge ledger seeded');
    },
  };
}
