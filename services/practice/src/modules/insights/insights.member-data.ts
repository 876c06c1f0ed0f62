import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's technique analyses: in the download, removed with the account. */
export function insightsMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byMember: ['technique_analysis'] });
}
