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

/** A header's MIME encoded-words (=?UTF-8?B?...?= / ?Q?) as the text they stand for: a Hindi subject reads as Hindi. */
const decodeWords = (header: string) =>
  header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, how: string, word: string) =>
    how.toUpperCase() === 'B'
      ? Buffer.from(word, 'base64').toString('utf8')
      : Buffer.from(
          word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

/**
 * Every e-mail to `to` in the folder, its subject and its text and HTML parts as UTF-8 text, whatever
 * their transfer encoding (nodemailer sends mostly non-ASCII parts, such as Hindi, as base64).
 */
export function readableMailsTo(dir: string, to: string): { subject: string; body: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((eml) => /^To: (.*)$/m.exec(eml)?.[1]?.trim() === to)
    .map((eml) => {
      const unfolded = eml.replace(/\r?\n[ \t]+/g, ' ');
      const subject = decodeWords(/^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '');
      const parts = eml.split(/^--.*$/m).map((part) => {
        const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
        const body = rest.join('\n\n');
        if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
        if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
          return Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8');
        return body;
      });
      return { subject, body: parts.join('\n') };
    });
}
