import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's progress in challenges, keyed by their id: in the download, removed with the account (the challenges are the admins'). */
export function challengesMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byId: ['practice_challenge_progress'] });
}
