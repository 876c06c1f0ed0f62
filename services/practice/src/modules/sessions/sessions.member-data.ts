import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's practice sessions and their statistics rows: in the download, removed with the account. */
export function sessionsMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byMember: ['practice_sessions', 'practice_session_stats'] });
}
