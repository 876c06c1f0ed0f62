import { Schema, type Connection, type Model } from 'mongoose';
import type { SecuritySettings } from '@trap/contracts';

/** auth's local copy of the settings service's security section, fed only by `settings.site.updated`. */
export interface SecuritySettingsRecord {
  _id: string;
  security: SecuritySettings;
  /** the site's language (general.defaultLanguage): a new account's language until the member chooses */
  defaultLanguage?: string;
  /** occurredAt of the event that wrote it; older events never overwrite newer ones */
  sourceOccurredAt: string;
  updatedAt: Date;
}

const schema = new Schema<SecuritySettingsRecord>(
  {
    _id: String,
    security: { type: Schema.Types.Mixed, required: true },
    defaultLanguage: String,
    sourceOccurredAt: String,
    updatedAt: Date,
  },
  { collection: 'security_settings', versionKey: false, minimize: false },
);

export type SecuritySettingsModel = Model<SecuritySettingsRecord>;
export const securitySettingsModel = (conn: Connection): SecuritySettingsModel =>
  (conn.models.SecuritySettings as SecuritySettingsModel) ?? conn.model<SecuritySettingsRecord>('SecuritySettings', schema);
