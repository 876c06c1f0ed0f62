import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's shot patterns: in the download, removed with the account. */
export function shotPatternsMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byMember: ['shot_patterns'] });
}
