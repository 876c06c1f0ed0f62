import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';
import type { StoredDoc } from './catalog.types.ts';

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
): Model<StoredDoc> {
  if (conn.models[name]) return conn.models[name] as Model<StoredDoc>;
  // documents are validated by their zod contracts at the edge; the schema only names fields and indexes
  const schema = new Schema<StoredDoc>(
    { ...fields, createdAt: Date, updatedAt: Date, deletedAt: { type: Date, default: null }, ...outboxSchemaFields },
    { collection, versionKey: false, minimize: false, strict: true },
  );
  for (const index of indexes) schema.index(index.fields, { unique: index.unique ?? false });
  return conn.model<StoredDoc>(name, schema);
}

/**
 * A yes/no list filter (`?featured=true|false`) as a query on a boolean field: "false" also matches
 * documents stored without the field (their default is false).
 */
export const flagFilter = (field: string, value: unknown): Record<string, unknown> =>
  value === 'true' ? { [field]: true } : value === 'false' ? { [field]: { $ne: true } } : {};
