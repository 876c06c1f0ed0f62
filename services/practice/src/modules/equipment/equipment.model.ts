import { Schema, type Connection, type Model, type Types } from 'mongoose';

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
  nextMaintenance: string | null;
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
    },
    { collection: 'equipment_categories', versionKey: false },
  );
  schema.index({ name: 1 }, { unique: true });
  return conn.model<EquipmentCategoryDoc>('EquipmentCategory', schema);
}
