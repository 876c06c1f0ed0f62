import { eventEntryPaid, eventEntryRefundSettled } from '@trap/contracts';
import { squadProposalsApi } from '@trap/contracts/api/index';
import { on, type ApiRouter, type ServiceContext, type ServiceModule, type Subscription } from '@trap/kit';
import { EventEntryRepository } from './event-entry.repository.ts';
import { EventEntryService, type EventLookup, type NameLookup } from './event-entry.service.ts';
import { eventEntryRoutes } from './event-entry.routes.ts';
import { seedDemoEntries } from './event-entries.demo.ts';
import { SquadProposalService } from './squad-proposal.service.ts';
import { eventEntriesMemberData } from './event-entries.member-data.ts';

/**
 * Paid entries of club events. The event comes from the events module and the entrant's name from the
 * member profiles, both as functions service.ts gives (no module imports another); auth's answers
 * about the money arrive as events.
 */
export function eventEntriesModule(
  ctx: Pick<ServiceContext, 'conn' | 'outboxStore' | 'logger'>,
  eventOf: EventLookup,
  nameOf: NameLookup,
): ServiceModule & { entries: EventEntryService; proposals: SquadProposalService } {
  const repo = new EventEntryRepository(ctx);
  const entries = new EventEntryService(repo, eventOf, nameOf);
  const proposals = new SquadProposalService(repo, eventOf);
  const subscriptions: Subscription[] = [
    on(eventEntryPaid, (d) => entries.onPaid(d)),
    on(eventEntryRefundSettled, (d) => entries.onRefundSettled(d)),
  ];
  return {
    name: 'event-entries',
    entries,
    proposals,
    subscriptions,
    seedDemo: () => seedDemoEntries(repo, ctx.logger),
    memberData: eventEntriesMemberData(
      ctx.conn,
      (userId) => entries.entriesOf(userId),
      (userId) => entries.forgetMember(userId),
    ),
    routes: (api: ApiRouter) => {
      eventEntryRoutes(api, entries);
      api.handle(squadProposalsApi.proposeEventSquads, ({ params, query, auth }) =>
        proposals.propose({ userId: auth.userId, role: auth.role }, params.id, query),
      );
    },
  };
}
