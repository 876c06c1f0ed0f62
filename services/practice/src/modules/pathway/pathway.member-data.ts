import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's pathway profile, keyed by their id: in the download, removed with the account (the selection rules and the staff's audit trail are not theirs). */
export function pathwayMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byId: ['practice_pathway_profiles'] });
}
