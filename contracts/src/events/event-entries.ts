import { z } from 'zod';
import { defineEvent } from './define.ts';
import { disciplineSchema } from '../practice/disciplines.ts';

/*
 * Paid club event entries: community keeps the entries (places, waiting list, refund rules), auth
 * takes the money (orders of kind event_entry, the gateway, GST receipts, refunds). The two talk
 * only through these events: community says what an entry costs and when it wants money back,
 * auth says what was paid and refunded.
 */

const id = z.string().min(1).max(64);

/**
 * An entry awaits payment (entered with a free place, or offered a freed one): auth keeps it as the
 * charge an event-entry order is made from. Sent again when an offer renews the pay-by time.
 */
export const eventEntryPayable = defineEvent({
  subject: 'community.event_entry.payable',
  version: 1,
  description: 'A club event entry awaits payment: its price and pay-by time; auth keeps it to make the entrant’s order from.',
  schema: z.object({
    entryId: id,
    eventId: id,
    userId: id,
    /** what the receipt names: the event and the discipline */
    description: z.string().min(1).max(300),
    amountPaise: z.number().int().min(1),
    payBy: z.string(),
  }),
});

/** An entry stopped awaiting payment (cancelled, or its pay-by time passed): auth makes no new order for it. */
export const eventEntryWithdrawn = defineEvent({
  subject: 'community.event_entry.withdrawn',
  version: 1,
  description: 'A club event entry no longer awaits payment (cancelled or expired); auth refuses new orders for it.',
  schema: z.object({ entryId: id, userId: id, reason: z.enum(['cancelled', 'expired']) }),
});

/**
 * Community wants an entry's payment back: cancelled before the cut-off, or a payment that arrived
 * for an entry no longer holding a place. Auth refunds through the gateway, or records it as due.
 */
export const eventEntryRefundRequested = defineEvent({
  subject: 'community.event_entry.refund_requested',
  version: 1,
  description: 'A paid club event entry is to be refunded; auth refunds its order through the gateway or records the refund as due.',
  schema: z.object({ entryId: id, userId: id, reason: z.enum(['cancelled_before_cutoff', 'no_place']) }),
});

/** Auth confirmed an entry's payment and issued its GST receipt. */
export const eventEntryPaid = defineEvent({
  subject: 'auth.event_entry.paid',
  version: 1,
  description: 'A club event entry was paid (order of kind event_entry) and its GST receipt issued; community marks the entry paid.',
  schema: z.object({
    entryId: id,
    userId: id,
    orderId: id,
    amountPaise: z.number().int(),
    invoiceId: id,
    invoiceNumber: z.string().max(64),
    /** the receipt, a site path */
    receiptUrl: z.string().max(200),
    paidAt: z.string(),
  }),
});

/** Auth settled an entry's refund: refunded through the gateway, or due (the gateway could not; staff pay it back). */
export const eventEntryRefundSettled = defineEvent({
  subject: 'auth.event_entry.refund_settled',
  version: 1,
  description: 'A club event entry’s refund went through the gateway (refunded) or could not (refund due, for staff).',
  schema: z.object({
    entryId: id,
    userId: id,
    outcome: z.enum(['refunded', 'refund_due']),
    amountPaise: z.number().int(),
    refundId: z.string().max(64).nullable(),
    at: z.string(),
  }),
});

/**
 * An entry holds its place (paid, or recorded by the organiser as comp or cash) and its entrant is to
 * be e-mailed their check-in code. The code is a secret (whoever shows it is checked in), so like
 * auth's reset and verification links this event is consumed by notifications only, which mails it
 * to the entrant's verified address; the broadcast in-app notice never carries it. Sent once per entry.
 */
export const eventEntryCheckInIssued = defineEvent({
  subject: 'community.event_entry.check_in_issued',
  version: 1,
  description:
    'A paid, comp or cash club event entry’s check-in code, for notifications to e-mail to the entrant (a secret: notifications only).',
  schema: z.object({
    entryId: id,
    eventId: id,
    userId: id,
    how: z.enum(['paid', 'comp', 'cash']),
    eventTitle: z.string().min(1).max(300),
    startDate: z.string(),
    allDay: z.boolean(),
    /** the range: the event's location and state */
    location: z.string().max(300),
    state: z.string().max(100),
    discipline: disciplineSchema,
    /** `<event>.<entry>.<secret>`: what the organiser's scan checks */
    code: z.string().min(1).max(200),
    /** the event page holding the code (what the QR code encodes after the site's address) */
    path: z.string().min(1).max(500),
  }),
});

export const EVENT_ENTRY_EVENTS = [
  eventEntryPayable,
  eventEntryWithdrawn,
  eventEntryRefundRequested,
  eventEntryPaid,
  eventEntryRefundSettled,
  eventEntryCheckInIssued,
];
