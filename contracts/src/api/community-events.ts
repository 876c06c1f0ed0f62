import {
  clubEventInputSchema,
  clubEventListQuerySchema,
  clubEventListSchema,
  clubEventParamsSchema,
  clubEventRejectionSchema,
  clubEventSchema,
} from '../http/community/events.ts';
import { defineApi } from './define.ts';

const HIDDEN = 'An event not approved yet is 404 for anyone but its creator and the admins.';

/** The events calendar (community service), under /api/club-events: club events, their approval, registrations and .ics files. */
export const clubEventsApi = defineApi({
  listClubEvents: {
    method: 'get',
    path: '/api/club-events',
    summary: 'Club events, by start',
    description:
      'Approved events, plus the caller’s own pending ones (every pending one for an admin). Filters: type, state, a month (IST) or a from/to window (overlapping events; at most 366 days), approval, registered. Without a month or window: the events not over yet.',
    tags: ['Events'],
    auth: 'optional',
    request: { query: clubEventListQuerySchema },
    response: { description: 'Events in order of their start', schema: clubEventListSchema },
  },
  getClubEvent: {
    method: 'get',
    path: '/api/club-events/{id}',
    summary: 'One club event, with its places left and whether I registered',
    description: HIDDEN,
    tags: ['Events'],
    auth: 'optional',
    request: { params: clubEventParamsSchema },
    response: { description: 'The event', schema: clubEventSchema },
    errors: [404],
  },
  getClubEventIcs: {
    method: 'get',
    path: '/api/club-events/{id}/ics',
    summary: 'The event as an iCalendar file (RFC 5545) to add to a calendar',
    description: HIDDEN,
    tags: ['Events'],
    auth: 'optional',
    request: { params: clubEventParamsSchema },
    response: { description: 'text/calendar (attachment <title>.ics)', contentType: 'text/calendar' },
    errors: [404],
  },
  createClubEvent: {
    method: 'post',
    path: '/api/club-events',
    summary: 'Propose a club event',
    description:
      'Staff with events.create (coaches, content admins, admins) propose whatever their tier; any other member needs Elite Trigger (tier-features `match_day`: organising shoots), below it 403 TIER_REQUIRED naming the tier. Pending until an admin approves it; an event proposed by someone who may approve is approved at once.',
    tags: ['Events'],
    auth: 'required',
    // no capability: staff propose by events.create, members by their tier (checked by the service)
    request: { body: clubEventInputSchema },
    response: { status: 201, description: 'The event', schema: clubEventSchema },
    errors: [403],
  },
  approveClubEvent: {
    method: 'post',
    path: '/api/club-events/{id}/approve',
    summary: 'Approve a pending event, so that everyone sees it',
    description:
      'Needs events.approve (admins). Approving an approved event changes nothing; a rejected one is 409. Recorded for the audit log (community.staff_action.recorded).',
    tags: ['Events'],
    auth: 'required',
    capability: 'events.approve',
    request: { params: clubEventParamsSchema },
    response: { description: 'The approved event', schema: clubEventSchema },
    errors: [404, 409],
  },
  rejectClubEvent: {
    method: 'post',
    path: '/api/club-events/{id}/reject',
    summary: 'Reject a pending event, with the reason its creator is told',
    description:
      'Needs events.approve (admins). The event leaves the pending queue and stays hidden from everyone but its creator and the admins; the creator gets a notification with the reason. Recorded for the audit log (community.staff_action.recorded). 409 when it is approved or rejected already.',
    tags: ['Events'],
    auth: 'required',
    capability: 'events.approve',
    request: { params: clubEventParamsSchema, body: clubEventRejectionSchema },
    response: { description: 'The rejected event', schema: clubEventSchema },
    errors: [404, 409],
  },
  registerForClubEvent: {
    method: 'post',
    path: '/api/club-events/{id}/registration',
    summary: 'Register for an event here',
    description:
      '409 when the event registers on the organiser’s site (registrationUrl), is full, its deadline passed, it has started, or I am registered already. ' +
      HIDDEN,
    tags: ['Events'],
    auth: 'required',
    request: { params: clubEventParamsSchema },
    response: { status: 201, description: 'The event, with me registered', schema: clubEventSchema },
    errors: [404, 409],
  },
  cancelClubEventRegistration: {
    method: 'delete',
    path: '/api/club-events/{id}/registration',
    summary: 'Cancel my registration',
    description: '409 when I am not registered or the event has started. ' + HIDDEN,
    tags: ['Events'],
    auth: 'required',
    request: { params: clubEventParamsSchema },
    response: { description: 'The event, without me', schema: clubEventSchema },
    errors: [404, 409],
  },
});
