import { Schema, type Connection, type Model, type SchemaDefinition, type Types } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/** What every stored log has besides its own fields (SPEC 3.2: userId, date; updatedAt for all). */
export interface LogDoc {
  _id: Types.ObjectId;
  userId: string;
  date: Date;
  /** set only on kinds that publish a deleted event: the event leaves in the same write */
  deletedAt: Date | null;
  /** seeded demo data (DEMO_MODE) */
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
  [field: string]: unknown;
}

/** One collection of member logs: the common fields plus the kind's own, newest-first per member. */
export function logModel(conn: Connection, name: string, collection: string, fields: SchemaDefinition): Model<LogDoc> {
  if (conn.models[name]) return conn.models[name] as Model<LogDoc>;
  const schema = new Schema<LogDoc>(
    {
      userId: { type: String, required: true },
      date: { type: Date, required: true },
      ...fields,
      deletedAt: { type: Date, default: null },
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection, versionKey: false, minimize: false },
  );
  schema.index({ userId: 1, date: -1 });
  return conn.model<LogDoc>(name, schema);
}
