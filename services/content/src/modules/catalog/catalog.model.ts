import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/**
 * A content collection's model: its SPEC 3.2 fields plus createdAt/updatedAt, the `deletedAt`
 * tombstone and the outbox. Indexes listed here are created at start (unique ones enforce SPEC rules).
 */
export function contentModel(
  conn: Connection,
  name: string,
  collection: string,
  fields: SchemaDefinition,
  indexes: { fields: Record<string, 1 | -1>; unique?: boolean }[] = [],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Model<any> {
  if (conn.models[name]) return conn.models[name]!;
  // documents are validated by their zod contracts at the edge; the schema only names fields and indexes
  const schema = new Schema<Record<string, unknown>>(
    { ...fields, createdAt: Date, updatedAt: Date, deletedAt: { type: Date, default: null }, ...outboxSchemaFields },
    { collection, versionKey: false, minimize: false, strict: true },
  );
  for (const index of indexes) schema.index(index.fields, { unique: index.unique ?? false });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own document shape
  return conn.model(name, schema) as unknown as Model<any>;
}
