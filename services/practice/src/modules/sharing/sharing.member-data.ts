import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** What the member shares with whom, keyed by their id: in the download, removed with the account. */
export function sharingMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byId: ['practice_sharing'] });
}
