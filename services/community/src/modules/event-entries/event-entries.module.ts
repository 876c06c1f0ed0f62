import { eventEntryPaid, eventEntryRefundSettled } from '@trap/contracts';
import { on, type ApiRouter, type ServiceContext, type ServiceModule, type Subscription } from '@trap/kit';
import { EventEntryRepository } from './event-entry.repository.ts';
import { EventEntryService, type EventLookup, type NameLookup } from './event-entry.service.ts';
import { eventEntryRoutes } from './event-entry.routes.ts';
import { eventEntriesMemberData } from './event-entries.member-data.ts';

/**
 * Paid entries of club events. The event comes from the events module and the entrant's name from the
 * member profiles, both as functions service.ts gives (no module imports another); auth's answers
 * about the money arrive as events.
 */
export function eventEntriesModule(
  ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>,
  eventOf: EventLookup,
  nameOf: NameLookup,
): ServiceModule & { entries: EventEntryService } {
  const entries = new EventEntryService(new EventEntryRepository(ctx), eventOf, nameOf);
  const subscriptions: Subscription[] = [
    on(eventEntryPaid, (d) => entries.onPaid(d)),
    on(eventEntryRefundSettled, (d) => entries.onRefundSettled(d)),
  ];
  return {
    name: 'event-entries',
    entries,
    subscriptions,
    memberData: eventEntriesMemberData(
      ctx.conn,
      (userId) => entries.entriesOf(userId),
      (userId) => entries.forgetMember(userId),
    ),
    routes: (api: ApiRouter) => eventEntryRoutes(api, entries),
  };
}
