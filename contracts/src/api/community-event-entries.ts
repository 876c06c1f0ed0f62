import { clubEventParamsSchema } from '../http/community/events.ts';
import {
  eventEntriesReportSchema,
  eventEntryFeesInputSchema,
  eventEntryFeesSchema,
  eventEntryInputSchema,
  eventEntryListSchema,
  eventEntryParamsSchema,
  eventEntryRecordInputSchema,
  eventEntrySchema,
} from '../http/community/event-entries.ts';
import { defineApi } from './define.ts';

const ORGANISER = 'The event’s organiser: its creator, or staff with events.approve; anyone else 403.';
const HIDDEN = 'An event not approved yet is 404 for anyone but its creator and the admins.';

/**
 * Paid entries of a club event (community service): fees per discipline, entries paid through
 * auth's checkout (POST /api/payments/event-entry-orders), a waiting list, refunds before the
 * cut-off, and the organiser's list with its CSV.
 */
export const eventEntriesApi = defineApi({
  getEventEntryFees: {
    method: 'get',
    path: '/api/club-events/{id}/entry-fees',
    summary: 'An event’s entry fees per discipline, its cut-off and places',
    description: `404 when the event takes no paid entries. ${HIDDEN}`,
    tags: ['Event entries'],
    auth: 'optional',
    request: { params: clubEventParamsSchema },
    response: { description: 'The fees', schema: eventEntryFeesSchema },
    errors: [404],
  },
  setEventEntryFees: {
    method: 'put',
    path: '/api/club-events/{id}/entry-fees',
    summary: 'Set the entry fees and the cut-off (organiser)',
    description: `${ORGANISER} Entries already made keep their price.`,
    tags: ['Event entries'],
    auth: 'required',
    request: { params: clubEventParamsSchema, body: eventEntryFeesInputSchema },
    response: { description: 'The fees', schema: eventEntryFeesSchema },
    errors: [403, 404],
  },
  enterEvent: {
    method: 'post',
    path: '/api/club-events/{id}/entries',
    summary: 'Enter a discipline of an event',
    description:
      'The price is the member price for a live paid membership, the guest price otherwise, the early-bird price before its date. A free place: pending (pay within the pay window, then auth’s event-entry order); the event full: waiting. 409 after the cut-off, when the event takes no paid entries, or when I have a live entry in that discipline.',
    tags: ['Event entries'],
    auth: 'required',
    request: { params: clubEventParamsSchema, body: eventEntryInputSchema },
    response: { status: 201, description: 'My entry', schema: eventEntrySchema },
    errors: [404, 409],
  },
  listMyEventEntries: {
    method: 'get',
    path: '/api/club-events/{id}/entries/mine',
    summary: 'My entries of an event',
    tags: ['Event entries'],
    auth: 'required',
    request: { params: clubEventParamsSchema },
    response: { description: 'My entries, oldest first', schema: eventEntryListSchema },
    errors: [404],
  },
  cancelEventEntry: {
    method: 'post',
    path: '/api/club-events/{id}/entries/{entryId}/cancel',
    summary: 'Cancel my entry',
    description:
      'A paid entry cancelled before the cut-off is refunded through the gateway (refunding, then refunded; refund due when the gateway cannot); after it, cancelled without a refund. A freed place is offered to the first on the waiting list. Another member’s entry is a 404.',
    tags: ['Event entries'],
    auth: 'required',
    request: { params: eventEntryParamsSchema },
    response: { description: 'The entry after the change', schema: eventEntrySchema },
    errors: [404, 409],
  },
  listEventEntries: {
    method: 'get',
    path: '/api/club-events/{id}/entries',
    summary: 'Every entry of an event with totals per payment state (organiser)',
    description: ORGANISER,
    tags: ['Event entries'],
    auth: 'required',
    request: { params: clubEventParamsSchema },
    response: { description: 'The entries and totals', schema: eventEntriesReportSchema },
    errors: [403, 404],
  },
  exportEventEntries: {
    method: 'get',
    path: '/api/club-events/{id}/entries/csv',
    summary: 'The entries as CSV (organiser)',
    description: ORGANISER,
    tags: ['Event entries'],
    auth: 'required',
    request: { params: clubEventParamsSchema },
    response: { description: 'text/csv (attachment entries-<event>.csv)', contentType: 'text/csv' },
    errors: [403, 404],
  },
  recordEventEntry: {
    method: 'post',
    path: '/api/club-events/{id}/entries/recorded',
    summary: 'Record a comp or a cash entry (organiser)',
    description: `${ORGANISER} It takes a place like any entry (409 when the event is full).`,
    tags: ['Event entries'],
    auth: 'required',
    request: { params: clubEventParamsSchema, body: eventEntryRecordInputSchema },
    response: { status: 201, description: 'The entry', schema: eventEntrySchema },
    errors: [403, 404, 409],
  },
});
