import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { loadConfig } from '@trap/kit';
import { SERVICES } from '@trap/contracts';

/** What auth reads beyond the settings every service shares (kit baseConfigSchema). */
const authEnv = {
  /** PEM (PKCS#8 or PKCS#1) of the RS256 signing key; or a file holding it. */
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  /** Password of the demo accounts (DEMO_MODE only). */
  DEMO_PASSWORD: z.string().min(8).default('TrapDemo#2026'),
  /**
   * Login lock-out: failures per username+address in 15 minutes (locks that pair), and per address
   * in an hour across every username (a ceiling that refuses only names never seen at the address).
   */
  LOGIN_MAX_FAILS_PER_USER_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(100),
  /** Registrations per address in an hour; each one pays a deliberately slow password hash. */
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  /** When the membership expiry job runs (cron, in EXPIRY_TZ). */
  MEMBERSHIP_EXPIRY_CRON: z.string().default('15 0 * * *'),
  EXPIRY_TZ: z.string().default('Asia/Kolkata'),
  /** The public origin the e-mailed account links (reset password, verify e-mail) point at. */
  SITE_ORIGIN: z
    .url()
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  /** Forgot-password, reset and verify requests per client address in an hour (each may send mail or hash a password). */
  ACCOUNT_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Refused promo codes per client address in 15 minutes (quotes and orders); then tries naming a code are 429 until the window ends. */
  PROMO_CHECK_MAX_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Days between a member's deletion request and the removal of their account and data. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).default(30),
  /** When the account deletion job runs (cron, in EXPIRY_TZ). */
  ACCOUNT_DELETION_CRON: z.string().default('45 1 * * *'),
  /** Payments: GST rate of a membership (prices are inclusive), in percent. */
  GST_RATE_PERCENT: z.coerce.number().min(0).max(100).default(18),
  /** Razorpay keys: with all three set, payments go through Razorpay; otherwise through the built-in test gateway. */
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay's API origin (default the SDK's https://api.razorpay.com); tests point it at a local stand-in. */
  RAZORPAY_API_URL: z.string().url().optional(),
  /** The test gateway's signing secret, and whether it may take payments (off in production unless set to true). */
  PAYMENTS_TEST_SECRET: z.string().min(8).default('trap-test-gateway-secret'),
  PAYMENTS_TEST_GATEWAY: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Days of a free trial of a paid tier (once per member, from Range Pass); 0 turns trials off. */
  MEMBERSHIP_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
};

/** The worker's health port defaults to the API's + 100 (4201), as the local stack expects. */
const WORKER_PORT_OFFSET = 100;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env, opts: { worker?: boolean } = {}) {
  const port = SERVICES.auth.port + (opts.worker ? WORKER_PORT_OFFSET : 0);
  return loadConfig({ SERVICE_NAME: 'auth', PORT: port, MONGO_DB: 'trap_auth' }, authEnv, env);
}
export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export function readPrivateKey(cfg: Pick<AuthConfig, 'JWT_PRIVATE_KEY' | 'JWT_PRIVATE_KEY_FILE'>): string {
  if (cfg.JWT_PRIVATE_KEY) return cfg.JWT_PRIVATE_KEY;
  if (cfg.JWT_PRIVATE_KEY_FILE) return readFileSync(cfg.JWT_PRIVATE_KEY_FILE, 'utf8');
  throw new Error('JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set (the RS256 key auth signs sessions with)');
}
