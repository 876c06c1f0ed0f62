import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's scorecards: in the download, removed with the account. */
export function scorecardsMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byMember: ['practice_scorecards'] });
}
