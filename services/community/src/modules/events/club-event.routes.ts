import { clubEventsApi } from '@trap/contracts/api/index';
import type { AuthContext, ApiRouter } from '@trap/kit';
import type { ClubEventService, Viewer } from './club-event.service.ts';

const member = (auth: AuthContext): Viewer => ({ userId: auth.userId, role: auth.role });
const viewerOf = (auth: AuthContext | undefined): Viewer | undefined => (auth ? member(auth) : undefined);

/** The events calendar under /api/club-events. */
export function clubEventRoutes(api: ApiRouter, events: ClubEventService): void {
  api.handle(clubEventsApi.listClubEvents, ({ query, auth }) => events.list(viewerOf(auth), query));
  api.handle(clubEventsApi.createClubEvent, ({ body, auth, tier }) => events.create(member(auth), body, tier));
  api.handle(clubEventsApi.getClubEvent, ({ params, auth }) => events.get(viewerOf(auth), params.id));
  api.handle(clubEventsApi.getClubEventIcs, async ({ params, auth, res }) => {
    const { fileName, body } = await events.ics(viewerOf(auth), params.id);
    res.set('Content-Type', 'text/calendar; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${fileName}"`);
    res.set('Cache-Control', 'private, no-cache');
    res.status(200).send(body);
  });
  api.handle(clubEventsApi.approveClubEvent, ({ params, auth }) => events.approve(member(auth), params.id));
  api.handle(clubEventsApi.rejectClubEvent, ({ params, body, auth }) => events.reject(member(auth), params.id, body.reason));
  api.handle(clubEventsApi.registerForClubEvent, ({ params, auth }) => events.register(member(auth), params.id));
  api.handle(clubEventsApi.cancelClubEventRegistration, ({ params, auth }) => events.cancel(member(auth), params.id));
}
