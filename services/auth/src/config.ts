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
  /** Login rate limits: failures per username+IP in 15 minutes, and per IP in an hour. */
  LOGIN_MAX_FAILS_PER_USER_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(50),
  /** When the membership expiry job runs (cron, in EXPIRY_TZ). */
  MEMBERSHIP_EXPIRY_CRON: z.string().default('15 0 * * *'),
  EXPIRY_TZ: z.string().default('Asia/Kolkata'),
};

/** The worker's health port defaults to the API's + 100 (4201), as the local stack expects. */
export const WORKER_PORT_OFFSET = 100;

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
