import { Schema, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/** What `system_settings` holds: the site settings (SPEC 3.2, 3.3) and the announcement banner. */
export type SettingsKey = 'site' | 'banner';

/**
 * One document per saved revision of a key; the newest one is the current value. Saving inserts
 * the next revision (`_id` `<key>:<version>` makes a concurrent save of the same version fail
 * cleanly) together with its events (the kit's OutboxStore): an insert is one atomic single-document write on
 * MongoDB and on FerretDB alike. Updating one document in place would not be safe on FerretDB 1.24,
 * which applies every update as read-modify-write of the whole document, so the outbox relay's
 * `$pull` could undo a save that lands at the same moment. Only the relay ever updates a revision.
 */
export interface SystemSettingsDoc {
  _id: string;
  key: SettingsKey;
  version: number;
  settingsJson: Record<string, unknown>;
  updatedAt: Date;
  updatedBy: string | null;
}

export function systemSettingsModel(conn: Connection): Model<SystemSettingsDoc> {
  if (conn.models.SystemSettings) return conn.models.SystemSettings as Model<SystemSettingsDoc>;
  const schema = new Schema<SystemSettingsDoc>(
    {
      _id: { type: String, required: true },
      key: { type: String, required: true },
      version: { type: Number, required: true },
      settingsJson: { type: Schema.Types.Mixed, required: true },
      updatedAt: { type: Date, required: true },
      updatedBy: { type: String, default: null },
      ...outboxSchemaFields,
    },
    { collection: 'system_settings', versionKey: false, minimize: false },
  );
  schema.index({ key: 1, version: -1 }, { unique: true });
  return conn.model<SystemSettingsDoc>('SystemSettings', schema);
}
