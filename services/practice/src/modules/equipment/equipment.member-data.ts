import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's equipment, its maintenance records: in the download, removed with the account (the categories are the admins'). */
export function equipmentMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byMember: ['equipment_items', 'maintenance_records'] });
}
