import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { clubEventModel } from './club-event.model.ts';

/** The events the member registered for and those they proposed; when the account goes, their registrations are dropped (places freed). */
export function clubEventsMemberData(conn: Connection, forgetRegistrant: (userId: string) => Promise<number>): MemberDataPart {
  const events = clubEventModel(conn);
  return {
    kept: {
      [events.collection.collectionName]:
        'an event the member proposed stays on the club calendar for the others registered; their own registrations are dropped',
    },
    export: async (userId) => {
      const [registered, proposed] = await Promise.all([
        findRecords(events, { registrantIds: userId }, { title: 1, location: 1, startsAt: 1, endsAt: 1 }),
        findRecords(events, { createdBy: userId }, { _outbox: 0, registrantIds: 0, approvedBy: 0, rejectedBy: 0 }),
      ]);
      return {
        event_registrations: registered.map((e) =>
          plainRecord({ eventId: e._id, title: e.title, location: e.location, startsAt: e.startsAt, endsAt: e.endsAt }),
        ),
        events_proposed: proposed.map(plainRecord),
      };
    },
    erase: (userId) => forgetRegistrant(userId),
  };
}
