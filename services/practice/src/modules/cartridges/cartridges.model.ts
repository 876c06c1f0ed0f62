import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** cartridge_purchases: one purchase of a member's cartridges. `date` is a calendar day (YYYY-MM-DD). */
export interface CartridgePurchaseDoc {
  _id: Types.ObjectId;
  userId: string;
  date: string;
  brand: string;
  /** grams */
  load: number | null;
  shotSize: string | null;
  quantity: number;
  /** rupees for the whole purchase */
  price: number;
  dealer: string | null;
  /** seeded demo data (DEMO_MODE) */
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** cartridge_uses: cartridges a member fired at a shoot they did not log as a session. */
export interface CartridgeUseDoc {
  _id: Types.ObjectId;
  userId: string;
  date: string;
  quantity: number;
  note: string;
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const text = { type: String, default: null };

export function cartridgePurchaseModel(conn: Connection): Model<CartridgePurchaseDoc> {
  if (conn.models.CartridgePurchase) return conn.models.CartridgePurchase as Model<CartridgePurchaseDoc>;
  const schema = new Schema<CartridgePurchaseDoc>(
    {
      userId: { type: String, required: true },
      date: { type: String, required: true },
      brand: { type: String, required: true },
      load: { type: Number, default: null },
      shotSize: text,
      quantity: { type: Number, required: true },
      price: { type: Number, required: true },
      dealer: text,
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'cartridge_purchases', versionKey: false, minimize: false },
  );
  schema.index({ userId: 1 });
  return conn.model<CartridgePurchaseDoc>('CartridgePurchase', schema);
}

export function cartridgeUseModel(conn: Connection): Model<CartridgeUseDoc> {
  if (conn.models.CartridgeUse) return conn.models.CartridgeUse as Model<CartridgeUseDoc>;
  const schema = new Schema<CartridgeUseDoc>(
    {
      userId: { type: String, required: true },
      date: { type: String, required: true },
      quantity: { type: Number, required: true },
      note: { type: String, default: '' },
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'cartridge_uses', versionKey: false, minimize: false },
  );
  schema.index({ userId: 1 });
  return conn.model<CartridgeUseDoc>('CartridgeUse', schema);
}
