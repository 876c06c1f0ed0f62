import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';
import { maintenanceReminderModel } from './equipment.model.ts';

/**
 * The member's equipment, its maintenance records and the reminders sent about it: in the download,
 * removed with the account (the categories are the admins'). The reminders are written by the worker
 * alone; their model is registered here too, so the service's download and deletion reach them.
 */
export function equipmentMemberData(conn: Connection): MemberDataPart {
  maintenanceReminderModel(conn);
  return ownedRecords(conn, { byMember: ['equipment_items', 'maintenance_records', 'equipment_maintenance_reminders'] });
}
