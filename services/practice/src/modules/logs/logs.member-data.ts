import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's logs of every kind (competitions, mental, nutrition, fitness, journal): in the download, removed with the account. */
export function logsMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, {
    byMember: ['competitions', 'mental_assessments', 'nutrition_entries', 'fitness_entries', 'journal_entries'],
  });
}
