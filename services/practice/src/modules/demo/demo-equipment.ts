import { sessionIdFor } from '../sessions/session.repository.ts';
import type { EquipmentItemDoc, MaintenanceRecordDoc } from '../equipment/equipment.model.ts';

const DAY_MS = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The demo member's equipment. The guns are the ones their demo sessions were shot with: the
 * Beretta all along (their primary shotgun, serviced every 90 days or 3,000 shots), the Perazzi
 * bought a little over two months ago (demo-sessions.ts). Their next service follows from the
 * maintenance history below; usage from the demo sessions.
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
    maintenanceEveryShots: 3000,
    isPrimary: true,
    purchasedDaysAgo: 700,
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
    maintenanceEveryShots: null,
    isPrimary: false,
    purchasedDaysAgo: 75,
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
    maintenanceEveryShots: null,
    isPrimary: false,
    purchasedDaysAgo: 400,
  },
] as const;

export type DemoEquipmentKey = (typeof DEMO_ITEMS)[number]['key'];

/** A demo item's id, derived from the member and the item (as session ids from their keys), so sessions can name it before it is stored. */
export const demoEquipmentId = (userId: string, key: DemoEquipmentKey) => sessionIdFor(userId, `equipment:${key}`);

export function demoEquipment(userId: string, now = new Date()): EquipmentItemDoc[] {
  return DEMO_ITEMS.map(({ key, purchasedDaysAgo, ...item }) => ({
    _id: demoEquipmentId(userId, key),
    userId,
    ...item,
    serialNumber: null,
    purchaseDate: day(now.getTime() - purchasedDaysAgo * DAY_MS),
    imageUrl: null,
    nextMaintenance: null,
    demo: true,
    createdAt: now,
    updatedAt: now,
  }));
}

/** The two shotguns' maintenance history (days ago; the Perazzi's last cleaning names its next service). */
const DEMO_RECORDS: {
  key: string;
  item: DemoEquipmentKey;
  daysAgo: number;
  maintenanceType: string;
  description: string;
  performedBy: string;
  cost: number;
  parts: string | null;
  nextInDays: number | null;
}[] = [
  {
    key: 'beretta-annual',
    item: 'beretta-dt11',
    daysAgo: 250,
    maintenanceType: 'Service',
    description: 'Annual strip and service: action cleaned, locks checked, barrels inspected.',
    performedBy: 'Delhi Gun House, Connaught Place',
    cost: 6500,
    parts: null,
    nextInDays: null,
  },
  {
    key: 'beretta-clean',
    item: 'beretta-dt11',
    daysAgo: 160,
    maintenanceType: 'Cleaning',
    description: 'Deep clean of barrels and chokes after the monsoon season.',
    performedBy: 'Self',
    cost: 900,
    parts: 'Cleaning patches, bore solvent',
    nextInDays: null,
  },
  {
    key: 'beretta-springs',
    item: 'beretta-dt11',
    daysAgo: 70,
    maintenanceType: 'Part replacement',
    description: 'Firing pin springs replaced; trigger pull checked.',
    performedBy: 'Delhi Gun House, Connaught Place',
    cost: 4200,
    parts: 'Firing pin springs (2)',
    nextInDays: null,
  },
  {
    key: 'perazzi-inspection',
    item: 'perazzi-mx8',
    daysAgo: 74,
    maintenanceType: 'Inspection',
    description: 'Inspection on delivery; stock fitted to length.',
    performedBy: 'Perazzi dealer, Mumbai',
    cost: 2500,
    parts: null,
    nextInDays: null,
  },
  {
    key: 'perazzi-clean',
    item: 'perazzi-mx8',
    daysAgo: 30,
    maintenanceType: 'Cleaning',
    description: 'Barrels and action cleaned; the gunsmith asked to see it again before the state championship.',
    performedBy: 'Pune Trap Club armoury',
    cost: 800,
    parts: null,
    nextInDays: 12,
  },
];

export function demoMaintenanceRecords(userId: string, now = new Date()): MaintenanceRecordDoc[] {
  return DEMO_RECORDS.map((r) => ({
    _id: sessionIdFor(userId, `maintenance:${r.key}`),
    userId,
    equipmentId: String(demoEquipmentId(userId, r.item)),
    maintenanceDate: day(now.getTime() - r.daysAgo * DAY_MS),
    maintenanceType: r.maintenanceType,
    description: r.description,
    performedBy: r.performedBy,
    cost: r.cost,
    parts: r.parts,
    nextMaintenanceDate: r.nextInDays === null ? null : day(now.getTime() + r.nextInDays * DAY_MS),
    demo: true,
    createdAt: now,
    updatedAt: now,
  }));
}
