import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's training goals: in the download, removed with the account. */
export function goalsMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byMember: ['training_goals'] });
}
