import { sessionIdFor } from '../sessions/session.repository.ts';
import { istDay } from './cartridge-ledger.ts';
import type { CartridgePurchaseDoc, CartridgeUseDoc } from './cartridges.model.ts';

const DAY_MS = 86_400_000;

/**
 * The demo member's ledger for the season (their demo sessions cover the last six months): boxes
 * bought every month or so from two dealers, and two club shoots that were not logged as sessions.
 * Prices are rupees for the whole purchase (about ₹70–90 a cartridge for imported trap loads).
 */
const PURCHASES = [
  { key: 'p1', daysAgo: 190, brand: 'Rottweil Trap', load: 24, shotSize: '7.5', quantity: 2000, price: 150_000, dealer: 'Range armoury, Tughlakabad' },
  { key: 'p2', daysAgo: 140, brand: 'Fiocchi TT Two', load: 24, shotSize: '7.5', quantity: 1000, price: 85_000, dealer: 'Sehgal Arms & Ammunition' },
  { key: 'p3', daysAgo: 100, brand: 'Rottweil Trap', load: 24, shotSize: '8', quantity: 1000, price: 76_000, dealer: 'Range armoury, Tughlakabad' },
  { key: 'p4', daysAgo: 62, brand: 'Fiocchi TT Two', load: 24, shotSize: '7.5', quantity: 1250, price: 109_375, dealer: 'Sehgal Arms & Ammunition' },
  { key: 'p5', daysAgo: 21, brand: 'B&P F2 Mach', load: 24, shotSize: '7.5', quantity: 1000, price: 90_000, dealer: 'Range armoury, Tughlakabad' },
] as const;

const USES = [
  { key: 'u1', daysAgo: 75, quantity: 150, note: 'Club monthly medal, scores not kept' },
  { key: 'u2', daysAgo: 9, quantity: 100, note: 'Helped a friend zero his new gun' },
] as const;

const idFor = (userId: string, key: string) => sessionIdFor(userId, `cartridges:${key}`);

export function demoLedger(userId: string, now = new Date()): { purchases: CartridgePurchaseDoc[]; uses: CartridgeUseDoc[] } {
  const dayAgo = (days: number) => istDay(new Date(now.getTime() - days * DAY_MS));
  return {
    purchases: PURCHASES.map(({ key, daysAgo, ...p }) => ({
      _id: idFor(userId, key),
      userId,
      date: dayAgo(daysAgo),
      ...p,
      demo: true,
      createdAt: now,
      updatedAt: now,
    })),
    uses: USES.map(({ key, daysAgo, ...u }) => ({
      _id: idFor(userId, key),
      userId,
      date: dayAgo(daysAgo),
      ...u,
      demo: true,
      createdAt: now,
      updatedAt: now,
    })),
  };
}
