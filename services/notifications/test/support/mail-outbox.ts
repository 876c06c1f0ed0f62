import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One .eml of the outbox folder, headers unfolded and quoted-printable decoded (so links read whole). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');

/** Every e-mail in the folder, oldest first (file names start with the time they were written). */
export function readOutbox(dir: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const text = decode(readFileSync(path.join(dir, file), 'utf8'));
      return { file, to: /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '', subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '', text };
    });
}

export const mailsTo = (dir: string, to: string) => readOutbox(dir).filter((m) => m.to === to);

/** The token of the newest link to /newsletter-preferences?<param>= in an e-mail to `to`. */
export function linkTokenFromMail(dir: string, to: string, param: 'token' | 'confirm'): string {
  for (const mail of mailsTo(dir, to).reverse()) {
    const match = new RegExp(`/newsletter-preferences\\?${param}=([A-Za-z0-9_\\-.%]+)`).exec(mail.text);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no e-mail to ${to} with a /newsletter-preferences?${param}= link`);
}
