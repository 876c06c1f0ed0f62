import type { DigestSettingsRepository } from '../read-models/digest-settings.repository.ts';

/** Who an e-mail is from and where replies go. */
export interface MailSender {
  from: string | { name: string; address: string };
  replyTo?: string;
}

/**
 * The sender of every e-mail: the name, address and reply-to saved in Settings → Email (the copy
 * kept from `settings.site.updated`), read at each send so a change applies to the next message in
 * every process; the configured MAIL_FROM only while no settings were ever saved.
 */
export function mailSenderFromSettings(settings: Pick<DigestSettingsRepository, 'saved'>, defaultFrom: string): () => Promise<MailSender> {
  return async () => {
    const s = await settings.saved();
    if (!s?.fromEmail) return { from: defaultFrom };
    // the address object lets nodemailer quote and encode any name (commas, quotes, Hindi)
    return {
      from: { name: s.fromName.trim() || s.siteName, address: s.fromEmail },
      ...(s.replyToEmail ? { replyTo: s.replyToEmail } : {}),
    };
  };
}
