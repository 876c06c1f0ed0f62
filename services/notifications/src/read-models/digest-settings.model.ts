import { Schema, type Connection, type Model } from 'mongoose';
import type { SiteSettings } from '@trap/contracts';

/** The parts of the site settings the e-mails need (digests, sender, reply-to), copied from `settings.site.updated` (one document). */
export interface DigestSettings {
  enableEmailDigest: boolean;
  digestFrequency: SiteSettings['notifications']['digestFrequency'];
  enableEmailNotifications: boolean;
  fromEmail: string;
  fromName: string;
  replyToEmail: string;
  emailHeader: string;
  emailFooter: string;
  siteName: string;
}
export interface DigestSettingsDoc extends DigestSettings {
  _id: 'current';
  updatedAt: Date;
  /** occurredAt of the settings event the copy came from: an older one arriving late changes nothing */
  sourceOccurredAt?: string;
}

export const digestSettingsFrom = (s: SiteSettings): DigestSettings => ({
  enableEmailDigest: s.notifications.enableEmailDigest,
  digestFrequency: s.notifications.digestFrequency,
  enableEmailNotifications: s.email.enableEmailNotifications,
  fromEmail: s.email.fromEmail,
  fromName: s.email.fromName,
  replyToEmail: s.email.replyToEmail,
  emailHeader: s.email.emailHeader,
  emailFooter: s.email.emailFooter,
  siteName: s.general.siteName,
});

export function digestSettingsModel(conn: Connection): Model<DigestSettingsDoc> {
  if (conn.models.DigestSettings) return conn.models.DigestSettings as Model<DigestSettingsDoc>;
  return conn.model<DigestSettingsDoc>(
    'DigestSettings',
    new Schema<DigestSettingsDoc>({ _id: String }, { collection: 'site_settings_copy', versionKey: false, strict: false }),
  );
}
