import { z } from 'zod';
import { DATE_TEXT_MAX, inDateWindow } from '../common/bounds.ts';
import { objectIdSchema } from '../common/errors.ts';
import { DISCIPLINES, disciplineSchema } from '../../practice/disciplines.ts';

/**
 * Paid entries of a club event (community service, under /api/club-events/{id}/…). The event's
 * organiser (its creator, or staff with events.approve) sets a fee per discipline: a member price
 * (a live paid membership), a guest price (Range Pass), an optional early-bird price until a date,
 * and one cut-off for the event. Entrants pay through auth's checkout (an order of kind
 * `event_entry`, a GST receipt); a full event keeps a waiting list whose first entrant is offered a
 * freed place with a time-limited pay link. Amounts are paise (₹1 = 100).
 */

/** The highest entry fee accepted (₹1,00,000): anything above is a typing slip. */
export const EVENT_ENTRY_FEE_MAX_PAISE = 10_000_000;
/** The lowest fee the gateway takes (₹1, as the checkout's MIN_ORDER_PAISE); a free entry is a comp. */
export const EVENT_ENTRY_FEE_MIN_PAISE = 100;
/** How long a pending entry holds its place, and an offered place waits, for the payment. */
export const EVENT_ENTRY_PAY_WINDOW_HOURS = 48;
/** Names of entrants recorded by the organiser (guests without an account). */
export const EVENT_ENTRY_NAME_MAX = 120;

export const EVENT_ENTRY_STATUSES = [
  'pending',
  'paid',
  'refunding',
  'refunded',
  'refund_due',
  'comp',
  'cash',
  'waiting',
  'offered',
  'expired',
  'cancelled',
] as const;
export type EventEntryStatus = (typeof EVENT_ENTRY_STATUSES)[number];
export const EVENT_ENTRY_STATUS_LABELS: Record<EventEntryStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  refunding: 'Refund in progress',
  refunded: 'Refunded',
  refund_due: 'Refund due',
  comp: 'Complimentary',
  cash: 'Cash at the range',
  waiting: 'Waiting list',
  offered: 'Place offered',
  expired: 'Offer expired',
  cancelled: 'Cancelled',
};
/** The statuses that hold one of the event's places. */
export const EVENT_ENTRY_PLACE_HOLDING: readonly EventEntryStatus[] = ['pending', 'paid', 'comp', 'cash', 'offered'];

export const EVENT_ENTRY_MESSAGES = {
  noFees: 'This event takes no paid entries',
  closed: 'Entries have closed',
  alreadyEntered: 'You already have an entry in this discipline',
  notCancellable: 'This entry cannot be cancelled',
  notPayable: 'This entry is not awaiting payment',
  disciplineNotOffered: 'This event has no entry in that discipline',
  notOrganiser: 'Only the organiser of this event manages its entries',
  started: 'This event has already started',
} as const;

/**
 * Check-in at the range: each paid, complimentary or cash entry has a code (a QR code on the
 * entrant's phone) the organiser scans, or the organiser ticks the entrant on the list; entrants who
 * do not come are marked as no-shows.
 */
export const EVENT_ENTRY_CHECKABLE: readonly EventEntryStatus[] = ['paid', 'comp', 'cash'];
/** How long a check-in code is: the event, the entry and a random part, with dots (the QR holds it in an address). */
export const EVENT_CHECK_IN_CODE_MAX = 200;
export const EVENT_CHECK_IN_MESSAGES = {
  notCheckable: 'Only paid, complimentary or cash entries check in',
  notPaid: 'This entry is not paid yet',
  cancelled: 'This entry was cancelled',
  eventCancelled: 'This event was cancelled',
  badCode: 'This is not a valid check-in code',
  otherEvent: 'This check-in code is for another event',
  checkedIn: 'This entrant is checked in: undo the check-in first',
} as const;

const paise = (label: string) =>
  z
    .number({ error: `${label} must be an amount in paise` })
    .int(`${label} must be a whole number of paise`)
    .min(EVENT_ENTRY_FEE_MIN_PAISE, `${label} must be at least ₹1`)
    .max(EVENT_ENTRY_FEE_MAX_PAISE, `${label} must be at most ₹1,00,000`);

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time with its offset` })
    .max(DATE_TEXT_MAX, `${label} must be a date and time with its offset`)
    .superRefine(inDateWindow('event', label));

export const eventEntryFeeSchema = z
  .object({
    discipline: disciplineSchema,
    memberPaise: paise('Member price'),
    guestPaise: paise('Guest price'),
    earlyBirdPaise: paise('Early-bird price')
      .nullish()
      .transform((v) => v ?? null),
    earlyBirdUntil: instant('Early-bird date')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((f, ctx) => {
    if ((f.earlyBirdPaise === null) !== (f.earlyBirdUntil === null))
      ctx.addIssue({ code: 'custom', path: ['earlyBirdUntil'], message: 'An early-bird price needs its date, and a date its price' });
  });
export type EventEntryFee = z.infer<typeof eventEntryFeeSchema>;

/** PUT /api/club-events/{id}/entry-fees: the organiser's fees (one line per discipline) and the cut-off. */
export const eventEntryFeesInputSchema = z
  .object({
    fees: z
      .array(eventEntryFeeSchema, { error: 'Fees must be a list' })
      .min(1, 'Set a fee for at least one discipline')
      .max(DISCIPLINES.length, `At most ${DISCIPLINES.length} disciplines`),
    /** entries close then, and a cancellation before it is refunded; null: the event's start */
    cutoffAt: instant('Cut-off')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.fees.map((f) => f.discipline)).size !== v.fees.length)
      ctx.addIssue({ code: 'custom', path: ['fees'], message: 'Each discipline once' });
  });
export type EventEntryFeesInput = z.input<typeof eventEntryFeesInputSchema>;

export const eventEntryFeesSchema = z.object({
  eventId: z.string(),
  fees: z.array(
    z.object({
      discipline: disciplineSchema,
      memberPaise: z.number().int(),
      guestPaise: z.number().int(),
      earlyBirdPaise: z.number().int().nullable(),
      earlyBirdUntil: z.string().nullable(),
    }),
  ),
  cutoffAt: z.string().nullable(),
  /** whether entries are taken now, and why not */
  entriesOpen: z.boolean(),
  note: z.string().nullable(),
  /** places held by entries, and the capacity (null: the platform's limit) */
  placesTaken: z.number().int(),
  capacity: z.number().int().nullable(),
  waiting: z.number().int(),
});
export type EventEntryFees = z.infer<typeof eventEntryFeesSchema>;

export const eventEntryParamsSchema = z.object({ id: objectIdSchema, entryId: objectIdSchema });

/** POST /api/club-events/{id}/entries: enter a discipline (the price follows the entrant's membership). */
export const eventEntryInputSchema = z.object({ discipline: disciplineSchema });
export type EventEntryInput = z.infer<typeof eventEntryInputSchema>;

/** POST /api/club-events/{id}/entries/recorded: the organiser records a comp or a cash entry taken at the range. */
export const eventEntryRecordInputSchema = z
  .object({
    kind: z.enum(['comp', 'cash'], { error: 'Choose comp or cash' }),
    discipline: disciplineSchema,
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(EVENT_ENTRY_NAME_MAX, `Name must be at most ${EVENT_ENTRY_NAME_MAX} characters`),
    /** the member, when the entrant has an account */
    userId: objectIdSchema.nullish().transform((v) => v ?? null),
    /** cash taken (a comp is 0) */
    amountPaise: z
      .number({ error: 'Amount must be in paise' })
      .int('Amount must be a whole number of paise')
      .min(0, 'Amount cannot be negative')
      .max(EVENT_ENTRY_FEE_MAX_PAISE, 'Amount must be at most ₹1,00,000')
      .default(0),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'cash' && v.amountPaise <= 0) ctx.addIssue({ code: 'custom', path: ['amountPaise'], message: 'Enter the cash taken' });
  });
export type EventEntryRecordInput = z.input<typeof eventEntryRecordInputSchema>;

export const eventEntrySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  discipline: disciplineSchema,
  /** member (a live paid membership) or guest price */
  priceBand: z.enum(['member', 'guest', 'early_bird', 'recorded']),
  status: z.enum(EVENT_ENTRY_STATUSES),
  statusLabel: z.string(),
  /** what the entrant pays (before a promo code) */
  pricePaise: z.number().int(),
  /** what was taken: the order's amount, the cash; 0 otherwise */
  paidPaise: z.number().int(),
  /** pending or offered: the pay link holds until then */
  payBy: z.string().nullable(),
  /** waiting: their place in the queue (1 = next) */
  position: z.number().int().nullable(),
  orderId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  /** when the organiser checked the entrant in at the range; null: not checked in */
  checkedInAt: z.string().nullable(),
  /** the organiser marked the entrant as not turning up */
  noShow: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventEntry = z.infer<typeof eventEntrySchema>;

/** GET /api/club-events/{id}/entries/{entryId}/check-in-code: the entrant's own code, shown as a QR code. */
export const eventCheckInCodeSchema = z.object({
  entryId: z.string(),
  eventId: z.string(),
  name: z.string(),
  discipline: disciplineSchema,
  /** what the QR code encodes after the site's address: the event page with the code */
  path: z.string(),
  code: z.string(),
  checkedInAt: z.string().nullable(),
});
export type EventCheckInCode = z.infer<typeof eventCheckInCodeSchema>;

/** POST /api/club-events/{id}/check-ins: the code the organiser's phone scanned (the QR code's address, or the code alone). */
export const eventCheckInScanSchema = z.object({
  code: z.string({ error: 'Scan a check-in code' }).trim().min(1, 'Scan a check-in code').max(1000, EVENT_CHECK_IN_MESSAGES.badCode),
});
export type EventCheckInScan = z.infer<typeof eventCheckInScanSchema>;

/** PUT /api/club-events/{id}/entries/{entryId}/no-show */
export const eventNoShowInputSchema = z.object({ noShow: z.boolean({ error: 'Say whether the entrant is a no-show' }) });
export type EventNoShowInput = z.infer<typeof eventNoShowInputSchema>;

/** A check-in's answer: the entry, and whether it was checked in before (a second scan changes nothing). */
export const eventCheckInResultSchema = z.object({ entry: eventEntrySchema, alreadyCheckedIn: z.boolean() });
export type EventCheckInResult = z.infer<typeof eventCheckInResultSchema>;

export const eventEntryListSchema = z.object({ items: z.array(eventEntrySchema) });
export type EventEntryList = z.infer<typeof eventEntryListSchema>;

/** The organiser's list: every entry, with a count and a sum per payment state. */
export const eventEntriesReportSchema = z.object({
  items: z.array(eventEntrySchema),
  totals: z.array(z.object({ status: z.enum(EVENT_ENTRY_STATUSES), count: z.number().int(), amountPaise: z.number().int() })),
  /** money taken and kept: paid and cash entries (refund due still owed back, so not counted) */
  collectedPaise: z.number().int(),
  placesTaken: z.number().int(),
  capacity: z.number().int().nullable(),
});
export type EventEntriesReport = z.infer<typeof eventEntriesReportSchema>;
