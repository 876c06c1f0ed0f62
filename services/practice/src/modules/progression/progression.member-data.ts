import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's level and XP, one document keyed by their id: in the download, removed with the account. */
export function progressionMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byId: ['practice_progress'] });
}
