import type { Connection } from 'mongoose';
import type { EventEntry } from '@trap/contracts';
import type { MemberDataPart } from '@trap/kit';
import { eventEntryBookModel } from './event-entry.model.ts';

/**
 * The member's entries of club events. When the account goes, entries still open (waiting, pending,
 * offered) or closed without money go; paid, refunded, comp and cash entries stay in the organiser's
 * book by "Deleted member" (money taken or given back is accounted for).
 */
export function eventEntriesMemberData(
  conn: Connection,
  entriesOf: (userId: string) => Promise<EventEntry[]>,
  forget: (userId: string) => Promise<number>,
): MemberDataPart {
  const books = eventEntryBookModel(conn);
  return {
    kept: {
      [books.collection.collectionName]:
        'an event’s entry book stays with the organiser: the member’s open entries go, those with money taken or refunded stay unlinked as by Deleted member',
    },
    export: async (userId) => ({ event_entries: (await entriesOf(userId)) as unknown as Record<string, unknown>[] }),
    erase: (userId) => forget(userId),
  };
}
