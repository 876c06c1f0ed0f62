/**
 * What the events screens' component tests share (check-in, entries, squad proposal, the Hindi
 * screens): one club event, its entries, the organiser's list of them, fees and checked-in
 * shooters, and the reads an event's page makes besides the event. Each test overrides what it is
 * about. Test support: never imported by app code (lint keeps it out of the bundles).
 */
import { eventEntriesApi, shootsApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { apiError, clubEvent, mockRoute, testUser } from '@trap/ui/testing/index.ts';

export type Entry = RouteResponse<typeof eventEntriesApi.enterEvent>;
export type EntryFees = RouteResponse<typeof eventEntriesApi.getEventEntryFees>;
export type EntriesReport = RouteResponse<typeof eventEntriesApi.listEventEntries>;

export const EVENT_ID = clubEvent().id;

/** The organiser of `clubEvent()`, signed in. */
export const organiser = () => testUser({ id: 'u-organiser' });

/** The club event the events screens show (`EVENT_ID`), shared with the admin's review of proposed events. */
export { clubEvent };

/** A member's paid Olympic Trap entry in `clubEvent()`, not checked in. */
export const paidEntry = (id: string, name: string, over: Partial<Entry> = {}): Entry => ({
  id,
  eventId: EVENT_ID,
  userId: `u-${id}`,
  name,
  discipline: 'olympic-trap',
  priceBand: 'member',
  status: 'paid',
  statusLabel: 'Paid',
  pricePaise: 150_000,
  paidPaise: 150_000,
  payBy: null,
  position: null,
  orderId: null,
  invoiceNumber: null,
  receiptUrl: null,
  checkedInAt: null,
  noShow: false,
  createdAt: '2026-12-07T04:00:00.000Z',
  updatedAt: '2026-12-07T04:00:00.000Z',
  ...over,
});

/** The organiser's list of `items`: no totals, nothing collected, 10 places, unless `over` says otherwise. */
export const entriesReport = (items: Entry[], over: Partial<EntriesReport> = {}): EntriesReport => ({
  items,
  totals: [],
  collectedPaise: 0,
  placesTaken: items.length,
  capacity: 10,
  ...over,
});

/** `clubEvent()`'s entry fees: Olympic Trap at ₹1,500 for members and ₹2,000 for guests, entries open. */
export const entryFees = (over: Partial<EntryFees> = {}): EntryFees => ({
  eventId: EVENT_ID,
  fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000, earlyBirdPaise: null, earlyBirdUntil: null }],
  cutoffAt: null,
  entriesOpen: true,
  note: null,
  placesTaken: 3,
  capacity: 24,
  waiting: 0,
  ...over,
});

/** A checked-in entrant as a squad proposal lists them: 'Shooter n', open category. */
export const shooter = (n: number, discipline: 'olympic-trap' | 'down-the-line' = 'olympic-trap') => ({
  entryId: n.toString(16).padStart(24, 'a'),
  userId: null,
  name: `Shooter ${n}`,
  discipline,
  category: 'open' as const,
  checkedInAt: '2027-01-10T00:30:00.000Z',
});

/** What an event's screens read besides the event, for one with no shoots yet and no entry fees (entries are free). */
export const noShootsNorFees = () => [
  mockRoute(shootsApi.listShoots, { items: [] }),
  mockRoute(eventEntriesApi.getEventEntryFees, () => apiError(404, 'Entry fees not found')),
];
