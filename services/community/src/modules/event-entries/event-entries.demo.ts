import { createHash, randomBytes } from 'node:crypto';
import type { Discipline, EventEntryStatus } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import { seedId } from '../events/demo-events.ts';
import type { EntryDoc } from './event-entry.model.ts';
import type { EventEntryRepository } from './event-entry.repository.ts';

/** The demo event that takes paid entries (DEMO_MODE): the Aravalli Winter League's first round. */
export const DEMO_ENTRIES_EVENT_ID = seedId('aravalli-winter-league-1');
const idOf = (key: string) => createHash('md5').update(`seed:event_entry:${key}`).digest('hex').slice(0, 24);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const FEES: Partial<Record<Discipline, { memberPaise: number; guestPaise: number }>> = {
  'olympic-trap': { memberPaise: 150_000, guestPaise: 200_000 },
  'down-the-line': { memberPaise: 100_000, guestPaise: 120_000 },
};

interface DemoEntry {
  name: string;
  discipline: Discipline;
  status: EventEntryStatus;
  /** checked in at the range (in this order, a few minutes apart) */
  checkedIn: boolean;
  noShow?: boolean;
}

const OT = 'olympic-trap' as const;
const DTL = 'down-the-line' as const;
/**
 * Twenty fictional entrants: seventeen paid, comp or cash entrants checked in (thirteen in Olympic
 * Trap, four in Down the Line), one paid entrant not here yet, one cash entrant marked a no-show and
 * one entry still to be paid.
 */
const ENTRIES: DemoEntry[] = [
  { name: 'Vikram Rathore', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Priya Nair', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Ananya Iyer', discipline: OT, status: 'comp', checkedIn: true },
  { name: 'Kavya Reddy', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Meera Joshi', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Aditya Malhotra', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Rajat Chauhan', discipline: OT, status: 'cash', checkedIn: true },
  { name: 'Sunita Bhatia', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Imran Qureshi', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Neha Kulkarni', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Arvind Menon', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Gurpreet Gill', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Tanvi Shah', discipline: OT, status: 'paid', checkedIn: true },
  { name: 'Deepak Yadav', discipline: DTL, status: 'paid', checkedIn: true },
  { name: 'Farah Siddiqui', discipline: DTL, status: 'paid', checkedIn: true },
  { name: 'Manoj Pillai', discipline: DTL, status: 'cash', checkedIn: true },
  { name: 'Ritu Saxena', discipline: DTL, status: 'paid', checkedIn: true },
  { name: 'Harpreet Sandhu', discipline: OT, status: 'paid', checkedIn: false },
  { name: 'Rohan Deshmukh', discipline: OT, status: 'cash', checkedIn: false, noShow: true },
  { name: 'Sameer Khan', discipline: DTL, status: 'pending', checkedIn: false },
];

/**
 * DEMO_MODE: the league round's fees and its entry book, stored once under stable ids (seeding again
 * adds nothing), so the organiser's check-in list and squad proposal (the demo admin is staff) show
 * entrants checked in at the range.
 */
export async function seedDemoEntries(repo: EventEntryRepository, logger: Pick<Logger, 'info'>, now = new Date()): Promise<void> {
  let checkedIn = 0;
  const entries: EntryDoc[] = ENTRIES.map((e, i) => {
    const fee = FEES[e.discipline]!;
    const recorded = e.status === 'comp' || e.status === 'cash';
    const price = e.status === 'comp' ? 0 : e.status === 'cash' ? fee.guestPaise : fee.memberPaise;
    const at = new Date(now.getTime() - (ENTRIES.length - i) * DAY);
    const paid = e.status === 'paid';
    return {
      _id: idOf(e.name),
      userId: null,
      name: e.name,
      discipline: e.discipline,
      priceBand: recorded ? 'recorded' : 'member',
      status: e.status,
      pricePaise: price,
      paidPaise: e.status === 'pending' ? 0 : price,
      payBy: e.status === 'pending' ? new Date(now.getTime() + 36 * 60 * MINUTE) : null,
      orderId: paid ? idOf(`order:${e.name}`) : null,
      invoiceNumber: paid ? `TI/2026-27/D${String(i + 1).padStart(3, '0')}` : null,
      receiptUrl: null,
      recordedBy: recorded ? 'demo-organiser' : null,
      checkedInAt: e.checkedIn ? new Date(now.getTime() - (60 - 3 * checkedIn++) * MINUTE) : null,
      noShow: e.noShow ?? false,
      checkInSecret: randomBytes(18).toString('base64url'),
      createdAt: at,
      updatedAt: at,
    };
  });
  const inserted = await repo.insert({
    _id: DEMO_ENTRIES_EVENT_ID,
    fees: Object.entries(FEES).map(([discipline, f]) => ({
      discipline: discipline as Discipline,
      memberPaise: f.memberPaise,
      guestPaise: f.guestPaise,
      earlyBirdPaise: null,
      earlyBirdUntil: null,
    })),
    cutoffAt: null,
    entries,
    setBy: 'demo-organiser',
    revision: 1,
    createdAt: now,
    updatedAt: now,
  });
  logger.info({ inserted }, 'demo event entries seeded');
}
