import { eventEntriesApi } from '@trap/contracts/api/index';
import type { ApiRouter, AuthContext } from '@trap/kit';
import type { EventEntryService, Viewer } from './event-entry.service.ts';

const member = (auth: AuthContext): Viewer => ({ userId: auth.userId, role: auth.role });

/** Paid entries under /api/club-events/{id}/…. */
export function eventEntryRoutes(api: ApiRouter, entries: EventEntryService): void {
  api.handle(eventEntriesApi.getEventEntryFees, ({ params, auth }) => entries.fees(auth ? member(auth) : undefined, params.id));
  api.handle(eventEntriesApi.setEventEntryFees, ({ params, body, auth }) => entries.setFees(member(auth), params.id, body));
  api.handle(eventEntriesApi.enterEvent, ({ params, body, auth, tier }) => entries.enter(member(auth), params.id, body.discipline, tier));
  api.handle(eventEntriesApi.listMyEventEntries, ({ params, auth }) => entries.mine(member(auth), params.id));
  api.handle(eventEntriesApi.cancelEventEntry, ({ params, auth }) => entries.cancel(member(auth), params.id, params.entryId));
  api.handle(eventEntriesApi.listEventEntries, ({ params, auth }) => entries.report(member(auth), params.id));
  api.handle(eventEntriesApi.exportEventEntries, async ({ params, auth, res }) => {
    const { fileName, body } = await entries.csv(member(auth), params.id);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${fileName}"`);
    res.set('Cache-Control', 'private, no-store');
    res.status(200).send(body);
  });
  api.handle(eventEntriesApi.recordEventEntry, ({ params, body, auth }) => entries.record(member(auth), params.id, body));
  api.handle(eventEntriesApi.getEventCheckInCode, ({ params, auth }) => entries.checkInCode(member(auth), params.id, params.entryId));
  api.handle(eventEntriesApi.scanEventCheckIn, ({ params, body, auth }) => entries.scanCheckIn(member(auth), params.id, body.code));
  api.handle(eventEntriesApi.checkInEventEntry, ({ params, auth }) => entries.tickCheckIn(member(auth), params.id, params.entryId));
  api.handle(eventEntriesApi.undoEventCheckIn, ({ params, auth }) => entries.undoCheckIn(member(auth), params.id, params.entryId));
  api.handle(eventEntriesApi.markEventNoShow, ({ params, body, auth }) =>
    entries.markNoShow(member(auth), params.id, params.entryId, body.noShow),
  );
}
