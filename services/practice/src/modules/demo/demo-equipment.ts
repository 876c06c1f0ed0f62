import { sessionIdFor } from '../sessions/session.repository.ts';
import type { EquipmentItemDoc } from '../equipment/equipment.model.ts';

const DAY_MS = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The demo member's equipment. The guns are the ones their demo sessions were shot with: the
 * Beretta all along, the Perazzi bought a little over two months ago (demo-sessions.ts).
 */
const DEMO_ITEMS = [
  {
    key: 'beretta-dt11',
    categoryId: 'shotgun',
    name: 'Beretta DT11',
    brand: 'Beretta',
    model: 'DT11 Trap',
    price: 1_250_000,
    notes: '30-inch barrels, adjustable comb. Fixed 3/4 and full.',
    maintenanceFrequency: 90,
    purchasedDaysAgo: 700,
    maintenanceInDays: 12,
  },
  {
    key: 'perazzi-mx8',
    categoryId: 'shotgun',
    name: 'Perazzi MX8',
    brand: 'Perazzi',
    model: 'MX8',
    price: 1_450_000,
    notes: 'Bought mid-season; high rib, 31.5-inch barrels.',
    maintenanceFrequency: 90,
    purchasedDaysAgo: 75,
    maintenanceInDays: 20,
  },
  {
    key: 'ear-defenders',
    categoryId: 'eye-and-ear-protection',
    name: 'Electronic ear defenders',
    brand: '3M Peltor',
    model: 'SportTac',
    price: 18_000,
    notes: null,
    maintenanceFrequency: null,
    purchasedDaysAgo: 400,
    maintenanceInDays: null,
  },
] as const;

export type DemoEquipmentKey = (typeof DEMO_ITEMS)[number]['key'];

/** A demo item's id, derived from the member and the item (as session ids from their keys), so sessions can name it before it is stored. */
export const demoEquipmentId = (userId: string, key: DemoEquipmentKey) => sessionIdFor(userId, `equipment:${key}`);

export function demoEquipment(userId: string, now = new Date()): EquipmentItemDoc[] {
  return DEMO_ITEMS.map(({ key, purchasedDaysAgo, maintenanceInDays, ...item }) => ({
    _id: demoEquipmentId(userId, key),
    userId,
    ...item,
    serialNumber: null,
    purchaseDate: day(now.getTime() - purchasedDaysAgo * DAY_MS),
    imageUrl: null,
    nextMaintenance: maintenanceInDays === null ? null : day(now.getTime() + maintenanceInDays * DAY_MS),
    demo: true,
    createdAt: now,
    updatedAt: now,
  }));
}
