import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@trap/kit';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * nodemailer: SMTP when SMTP_URL is configured, otherwise each message is rendered to a .eml file
 * in the (git-ignored) outbox folder, so local runs and tests can read exactly what was sent.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(private readonly opts: { smtpUrl?: string; outboxDir: string; logger: Logger }) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<{ messageId: string; file?: string }> {
    const info = await this.transport.sendMail(message);
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
