import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

/** `<repo>/.data/mail-outbox` (git-ignored): where e-mails land as .eml files when no SMTP is configured. */
const DEFAULT_MAIL_OUTBOX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.data/mail-outbox');

const notificationsEnv = {
  /** smtp(s)://user:pass@host:port; empty: write .eml files to MAIL_OUTBOX_DIR */
  SMTP_URL: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().default(DEFAULT_MAIL_OUTBOX),
  /** Sender of every e-mail until an admin saves Settings → Email (then its sender and reply-to apply). */
  MAIL_FROM: z.string().default('Trap Shooters India <no-reply@trap.local>'),
  /** Where contact-form messages are e-mailed (the admins' inbox). */
  CONTACT_INBOX: z.string().default('admins@trapindia.local'),
  /** The public origin links in e-mails point at. */
  SITE_ORIGIN: z
    .url()
    .default(`http://localhost:3000`)
    .transform((v) => v.replace(/\/+$/, '')),
  /** Signs newsletter links (preferences, one-click unsubscribe); set a long random value in production. */
  NEWSLETTER_SECRET: z.string().min(16).default('local-newsletter-link-secret'),
  /** How long a newsletter confirmation link (double opt-in) works. */
  NEWSLETTER_CONFIRM_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** Newsletter requests that send e-mail (subscribe, preferences link) per client address within the window. */
  NEWSLETTER_MAIL_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /** ... and per recipient address within the window, whoever asks. */
  NEWSLETTER_MAIL_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  NEWSLETTER_MAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** When the digest job runs (cron, DIGEST_TZ); weekly digests use the same run and the week's period key. */
  DIGEST_CRON: z.string().default('0 7 * * *'),
  DIGEST_TZ: z.string().default('Asia/Kolkata'),
  /** How often the worker sweeps snoozes whose wake-up job was lost. */
  SNOOZE_SWEEP_CRON: z.string().default('*/5 * * * *'),
  /** How long before an AMA starts the member's reminder notification comes (at once when it is sooner). */
  AMA_REMINDER_LEAD_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
};

/** The worker's health port is the API's + 100 (4205), as for the auth worker. */
const WORKER_PORT_OFFSET = 100;

export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env, opts: { worker?: boolean } = {}) =>
  loadConfig(
    { SERVICE_NAME: 'notifications', PORT: SERVICES.notifications.port + (opts.worker ? WORKER_PORT_OFFSET : 0) },
    notificationsEnv,
    env,
  );
export type NotificationsConfig = ReturnType<typeof loadNotificationsConfig>;
