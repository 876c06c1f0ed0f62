import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@trap/kit';
import type { MailSender } from './mail-sender.ts';

/** A message as the modules write it; the sender comes from the settings (see mail-sender.ts). */
export interface MailMessage {
  to: string;
  /** only where replies belong elsewhere than the settings' reply-to (a contact message: its writer) */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** files sent with it; one with a `cid` is an image the HTML shows inline (`<img src="cid:...">`) */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/**
 * nodemailer: SMTP when SMTP_URL is configured, otherwise each message is rendered to a .eml file
 * in the (git-ignored) outbox folder, so local runs and tests can read exactly what was sent. Every
 * message goes out under the sender of the e-mail settings, so no module can forget them.
 */
export class Mailer {
  private readonly transport: Transporter;

  private readonly opts: { smtpUrl?: string; outboxDir: string; logger: Logger; sender: () => Promise<MailSender> };
  constructor(opts: { smtpUrl?: string; outboxDir: string; logger: Logger; sender: () => Promise<MailSender> }) {
    this.opts = opts;
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<{ messageId: string; file?: string }> {
    const sender = await this.opts.sender();
    const replyTo = message.replyTo ?? sender.replyTo;
    const info = await this.transport.sendMail({ ...message, from: sender.from, ...(replyTo ? { replyTo } : {}) });
    if (this.opts.smtpUrl) return { messageId: info.messageId };
    await mkdir(this.opts.outboxDir, { recursive: true });
    const file = path.join(this.opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message as Buffer);
    this.opts.logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox folder');
    return { messageId: info.messageId, file };
  }

  close(): void {
    this.transport.close();
  }
}
