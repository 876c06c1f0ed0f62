import { Types, type Connection, type Model } from 'mongoose';
import type { OutboxEntry, OutboxStore } from '@trap/kit';
import { sessionStatsRowModel, type SessionStatsRowDoc } from '../sessions/session-stats-row.model.ts';
import {
  equipmentItemModel,
  maintenanceRecordModel,
  maintenanceReminderModel,
  type EquipmentItemDoc,
  type MaintenanceRecordDoc,
  type MaintenanceReminderDoc,
} from './equipment.model.ts';

/** The daily reminder job's reads across members (a job, not a request path) and its reminder documents. */
export class MaintenanceRemindersRepository {
  private readonly items: Model<EquipmentItemDoc>;
  private readonly records: Model<MaintenanceRecordDoc>;
  private readonly rows: Model<SessionStatsRowDoc>;
  private readonly reminders: OutboxStore<MaintenanceReminderDoc>;

  constructor(ctx: { conn: Connection; outboxStore<Doc extends { _id: unknown }>(model: Model<Doc>): OutboxStore<Doc> }) {
    this.items = equipmentItemModel(ctx.conn);
    this.records = maintenanceRecordModel(ctx.conn);
    this.rows = sessionStatsRowModel(ctx.conn);
    this.reminders = ctx.outboxStore(maintenanceReminderModel(ctx.conn));
  }

  /** Items with a schedule: a date by hand, an interval, a shot budget, or a record naming the next date. */
  async scheduledItems(): Promise<EquipmentItemDoc[]> {
    const named = await this.records.distinct('equipmentId', { nextMaintenanceDate: { $ne: null } });
    return this.items
      .find({
        $or: [
          { nextMaintenance: { $ne: null } },
          { maintenanceFrequency: { $ne: null } },
          { maintenanceEveryShots: { $ne: null } },
          { _id: { $in: named.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id)) } },
        ],
      })
      .lean<EquipmentItemDoc[]>();
  }

  /** The maintenance records of these items. */
  recordsOf(itemIds: string[]): Promise<MaintenanceRecordDoc[]> {
    return this.records.find({ equipmentId: { $in: itemIds } }).lean<MaintenanceRecordDoc[]>();
  }

  /** The statistics rows that name any of these items (only what the shot count needs). */
  usageRowsOf(itemIds: string[]): Promise<SessionStatsRowDoc[]> {
    return this.rows
      .find({ equipmentIds: { $in: itemIds } })
      .select({ date: 1, discipline: 1, equipmentIds: 1, agg: 1, userId: 1 })
      .lean<SessionStatsRowDoc[]>();
  }

  /** The reminder with its event, once: false when it is stored already (a second run or worker). */
  insertReminder(reminder: MaintenanceReminderDoc, events: OutboxEntry[]): Promise<boolean> {
    return this.reminders.insert(reminder, events);
  }
}
