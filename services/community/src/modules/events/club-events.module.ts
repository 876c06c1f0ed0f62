import { userRegistered } from '@trap/contracts';
import { on, type ServiceContext, type ServiceModule } from '@trap/kit';
import { ClubEventRepository } from './club-event.repository.ts';
import { ClubEventService } from './club-event.service.ts';
import { clubEventRoutes } from './club-event.routes.ts';
import { DEMO_MEMBER_EVENT_IDS, demoClubEvents } from './demo-events.ts';
import { clubEventsMemberData } from './club-events.member-data.ts';

/** The events calendar for the API process: its routes, and (DEMO_MODE) the demo calendar stored before the service listens and the demo member's registrations. */
export function clubEventsModule(
  ctx: Pick<ServiceContext, 'conn' | 'outboxStore' | 'config' | 'logger'>,
  /** whether an event takes paid entries (the event-entries module's answer): it then has no free registration */
  takesPaidEntries?: (eventId: string) => Promise<boolean>,
): ServiceModule & {
  events: ClubEventService;
  onRegistered(user: { userId: string; username: string }): Promise<void>;
} {
  const repo = new ClubEventRepository(ctx);
  const events = new ClubEventService(repo, undefined, takesPaidEntries);
  /** DEMO_MODE: when auth's registration of the demo member arrives, it is registered for two demo events (once; a replay changes nothing). */
  const onRegistered = async (user: { userId: string; username: string }): Promise<void> => {
    if (!ctx.config.DEMO_MODE || user.username !== 'member') return;
    for (const id of DEMO_MEMBER_EVENT_IDS)
      await repo.change(id, (e) =>
        e.registrantIds.includes(user.userId)
          ? null
          : { set: { registrantIds: [...e.registrantIds, user.userId], updatedAt: new Date() }, events: [] },
      );
  };
  return {
    name: 'events',
    events,
    memberData: clubEventsMemberData(ctx.conn, (userId) => events.forgetRegistrant(userId)),
    routes: (api) => clubEventRoutes(api, events),
    seedDemo: async () => {
      const inserted = await repo.insertMissing(demoClubEvents(new Date()));
      ctx.logger.info({ inserted }, 'demo club events seeded');
    },
    onRegistered,
    subscriptions: ctx.config.DEMO_MODE ? [on(userRegistered, (user) => onRegistered(user))] : [],
  };
}
