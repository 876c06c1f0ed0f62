import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/** equipment_items (SPEC 3.2): one member's gun, choke, cartridges... Dates are calendar days (YYYY-MM-DD). */
export interface EquipmentItemDoc {
  _id: Types.ObjectId;
  userId: string;
  categoryId: string | null;
  name: string;
  brand: string | null;
  model: string | null;
  serialNumber: string | null;
  purchaseDate: string | null;
  price: number | null;
  notes: string | null;
  imageUrl: string | null;
  /** days between services */
  maintenanceFrequency: number | null;
  /** set by hand; cleared when a maintenance record is added (maintenance-schedule.ts) */
  nextMaintenance: string | null;
  /** a service every this many shots */
  maintenanceEveryShots: number | null;
  /** the member's primary shotgun (one at most) */
  isPrimary: boolean;
  /** seeded demo data (DEMO_MODE) */
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** equipment_categories (SPEC 3.2): shared by every member; the id is a slug of the unique name. */
export interface EquipmentCategoryDoc {
  _id: string;
  name: string;
  description: string | null;
  iconName: string | null;
  /** retired by an admin: not offered for new equipment (absent on categories stored before) */
  retired?: boolean;
}

const text = { type: String, default: null };

export function equipmentItemModel(conn: Connection): Model<EquipmentItemDoc> {
  if (conn.models.EquipmentItem) return conn.models.EquipmentItem as Model<EquipmentItemDoc>;
  const schema = new Schema<EquipmentItemDoc>(
    {
      userId: { type: String, required: true },
      categoryId: text,
      name: { type: String, required: true },
      brand: text,
      model: text,
      serialNumber: text,
      purchaseDate: text,
      price: { type: Number, default: null },
      notes: text,
      imageUrl: text,
      maintenanceFrequency: { type: Number, default: null },
      nextMaintenance: text,
      maintenanceEveryShots: { type: Number, default: null },
      isPrimary: { type: Boolean, default: false },
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'equipment_items', versionKey: false, minimize: false },
  );
  schema.index({ userId: 1 });
  return conn.model<EquipmentItemDoc>('EquipmentItem', schema);
}

export function equipmentCategoryModel(conn: Connection): Model<EquipmentCategoryDoc> {
  if (conn.models.EquipmentCategory) return conn.models.EquipmentCategory as Model<EquipmentCategoryDoc>;
  const schema = new Schema<EquipmentCategoryDoc>(
    {
      _id: { type: String, required: true },
      name: { type: String, required: true },
      description: text,
      iconName: text,
      retired: { type: Boolean, default: false },
    },
    { collection: 'equipment_categories', versionKey: false },
  );
  schema.index({ name: 1 }, { unique: true });
  return conn.model<EquipmentCategoryDoc>('EquipmentCategory', schema);
}

/** maintenance_records (SPEC 3.2): one service, cleaning or repair of a member's item. Dates are calendar days. */
export interface MaintenanceRecordDoc {
  _id: Types.ObjectId;
  userId: string;
  equipmentId: string;
  maintenanceDate: string;
  maintenanceType: string;
  description: string | null;
  performedBy: string | null;
  cost: number | null;
  parts: string | null;
  nextMaintenanceDate: string | null;
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function maintenanceRecordModel(conn: Connection): Model<MaintenanceRecordDoc> {
  if (conn.models.MaintenanceRecord) return conn.models.MaintenanceRecord as Model<MaintenanceRecordDoc>;
  const schema = new Schema<MaintenanceRecordDoc>(
    {
      userId: { type: String, required: true },
      equipmentId: { type: String, required: true },
      maintenanceDate: { type: String, required: true },
      maintenanceType: { type: String, required: true },
      description: text,
      performedBy: text,
      cost: { type: Number, default: null },
      parts: text,
      nextMaintenanceDate: text,
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'maintenance_records', versionKey: false, minimize: false },
  );
  schema.index({ userId: 1 });
  schema.index({ equipmentId: 1 });
  return conn.model<MaintenanceRecordDoc>('MaintenanceRecord', schema);
}

/**
 * equipment_maintenance_reminders: one per item and due date, written by the worker with its
 * `practice.equipment.maintenance_due` event in the same insert. The _id (`<itemId>:<day>`) makes
 * the reminder once per due date; a new due date (a service recorded, a new interval) is a new id.
 */
export interface MaintenanceReminderDoc {
  _id: string;
  userId: string;
  equipmentId: string;
  dueDate: string;
  dueBy: string;
  sentAt: Date;
}

export function maintenanceReminderModel(conn: Connection): Model<MaintenanceReminderDoc> {
  if (conn.models.MaintenanceReminder) return conn.models.MaintenanceReminder as Model<MaintenanceReminderDoc>;
  const schema = new Schema<MaintenanceReminderDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true },
      equipmentId: { type: String, required: true },
      dueDate: { type: String, required: true },
      dueBy: { type: String, required: true },
      sentAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'equipment_maintenance_reminders', versionKey: false },
  );
  schema.index({ userId: 1 });
  return conn.model<MaintenanceReminderDoc>('MaintenanceReminder', schema);
}
