import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's arms licence: in the download in its readable form (the number opened), removed with the account. */
export function licenceMemberData(conn: Connection, exportFor: (userId: string) => Promise<Record<string, unknown>[]>): MemberDataPart {
  const stored = ownedRecords(conn, { byMember: ['practice_arms_licences'] });
  return { ...stored, export: async (userId) => ({ practice_arms_licences: await exportFor(userId) }) };
}
