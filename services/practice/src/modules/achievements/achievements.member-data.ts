import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's achievements, keyed by their id: in the download, removed with the account. */
export function achievementsMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byId: ['practice_achievements'] });
}
