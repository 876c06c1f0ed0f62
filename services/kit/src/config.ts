import { z } from 'zod';

/** Settings every service reads from its environment. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICE_NAME: z.string().min(1),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  /** The build this process runs (the image sets it, infra/deploy/version.sh); /healthz reports it. */
  APP_VERSION: z.string().default('dev'),
  /**
   * Seconds to wait for PORT while another process holds it: a redeploy on one machine starts the
   * new version before stopping the old, and the new one listens the moment the old one lets go.
   * 0 (default): a taken port fails the start at once.
   */
  PORT_WAIT_SECONDS: z.coerce.number().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** mongodb://host:port (a database name in it is ignored; MONGO_DB names the service's own). */
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  MONGO_DB: z.string().min(1),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix on every subject and stream, so test runs never meet a running stack's events. */
  EVENT_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default(''),
  /** Prefix on every Redis key, for the same reason. */
  REDIS_PREFIX: z.string().default('trap:'),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_ISSUER: z.string().default('trap-auth'),
  JWT_AUDIENCE: z.string().default('trap-platform'),
  /**
   * Days a processed_events marker (a consumer's "done" for one event) is kept. Longer than the
   * streams' max age (STREAM_MAX_AGE_DAYS, 30) and so far longer than JetStream's 2-minute duplicate
   * window: a durable consumer that is reset or recreated replays whatever its stream still holds, and
   * only a marker still stored keeps that replay from running a handler a second time.
   */
  PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().positive().default(35),
  /** Days a dead letter is kept for someone to look at and replay. */
  DEAD_LETTERS_RETENTION_DAYS: z.coerce.number().positive().default(90),
  /** How often the cleanup of both runs, in minutes (one replica per interval; events/retention.ts). */
  EVENT_RETENTION_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Parses the environment once at start-up; a bad or missing value stops the process with a
 * readable list instead of failing later at first use.
 */
export function loadConfig<E extends z.ZodRawShape = {}>(
  defaults: { SERVICE_NAME: string; PORT: number; MONGO_DB?: string },
  extra?: E,
  env: NodeJS.ProcessEnv = process.env,
): BaseConfig & z.infer<z.ZodObject<E>> {
  const schema = baseConfigSchema.extend(extra ?? ({} as E));
  const input = {
    SERVICE_NAME: defaults.SERVICE_NAME,
    PORT: defaults.PORT,
    MONGO_DB: defaults.MONGO_DB ?? `trap_${defaults.SERVICE_NAME}`,
    ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  };
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration for ${defaults.SERVICE_NAME}:\n${lines}`);
  }
  return parsed.data as BaseConfig & z.infer<z.ZodObject<E>>;
}
