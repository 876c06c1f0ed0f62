import { z } from 'zod';
import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

const practiceEnv = {
  /** When the gear reminders run (cron, IST): maintenance due and licence expiry, each sent once. */
  GEAR_REMINDERS_CRON: z.string().default('15 7 * * *'),
  /**
   * The arms-licence vault's key: 32 random bytes in base64 (`openssl rand -base64 32`), AES-256-GCM
   * of the licence numbers at rest. Required in production; elsewhere a fixed development key stands in
   * (modules/licence/licence-cipher.ts). The API and the worker need the same one.
   */
  LICENCE_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'LICENCE_KEY must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** After a rotation: the earlier keys (base64, comma-separated), so numbers stored under them still open until re-saved. */
  LICENCE_PREVIOUS_KEYS: z
    .string()
    .refine(
      (v) => v.split(',').every((k) => !k.trim() || Buffer.from(k.trim(), 'base64').length === 32),
      'LICENCE_PREVIOUS_KEYS must be 32-byte keys in base64, separated by commas',
    )
    .optional(),
};

/** The worker's health port defaults to the API's + 100 (4204), as the local stack expects. */
const WORKER_PORT_OFFSET = 100;

export const loadPracticeConfig = (env: NodeJS.ProcessEnv = process.env, opts: { worker?: boolean } = {}) =>
  loadConfig({ SERVICE_NAME: 'practice', PORT: SERVICES.practice.port + (opts.worker ? WORKER_PORT_OFFSET : 0) }, practiceEnv, env);
export type PracticeConfig = ReturnType<typeof loadPracticeConfig>;
