import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '@trap/kit';
import { BFF_PORT, SERVICE_NAMES, SERVICES, type ServiceName } from '@trap/contracts';
import { parseReplicaUrls } from './proxy/replicas.ts';

/** `<repo>/frontends`, where each app's production build lands in `<app>/dist`. */
const DEFAULT_FRONTENDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontends');

export const REMOTE_APPS = ['member', 'admin', 'moderator'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** A service's URL, or its replicas' URLs separated by commas (`http://127.0.0.1:4102,http://127.0.0.1:4112`). */
const replicaUrls = z
  .string()
  .refine((v) => parseReplicaUrls(v).length > 0 && parseReplicaUrls(v).every((u) => z.url().safeParse(u).success), {
    message: 'a URL, or URLs separated by commas',
  });
const serviceUrlShape = Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, replicaUrls.optional()])) as Record<
  `${Uppercase<ServiceName>}_URL`,
  z.ZodOptional<typeof replicaUrls>
>;

const bffShape = {
  ...serviceUrlShape,
  FRONTENDS_DIR: z.string().default(DEFAULT_FRONTENDS_DIR),
  /** Manifest URLs the shell loads the remotes from (configuration, not build input). */
  REMOTE_MEMBER_URL: z.string().default('/remotes/member/mf-manifest.json'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/mf-manifest.json'),
  REMOTE_MODERATOR_URL: z.string().default('/remotes/moderator/mf-manifest.json'),
  /** The fixed public origin: canonical URLs, sitemap and robots use it. */
  SITE_ORIGIN: z
    .url()
    .default(`http://localhost:${BFF_PORT}`)
    .transform((v) => v.replace(/\/+$/, '')),
  DEMO_PASSWORD: z.string().default('TrapDemo#2026'),
  /**
   * Load the server's page renderer (frontends/shell/dist-ssr, a few MB) when the bff starts listening
   * rather than on the first visitor's request; the bff's own tests turn it off.
   */
  SERVER_RENDER_WARM: z.enum(['true', 'false']).default('true'),
  /** Time a service has to start answering a proxied request. */
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** How long a request waits while every replica of its service refuses connections (a restart), before a 503. */
  PROXY_RETRY_MS: z.coerce.number().int().min(0).default(5_000),
  SESSION_REFRESH_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  READINESS_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  /** Largest request body the bff lets through to a service. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** Sockets per service in the keep-alive pool. */
  PROXY_MAX_SOCKETS: z.coerce.number().int().positive().default(256),
  /**
   * Express "trust proxy": which hops may set X-Forwarded-* (decides req.secure and the client IP
   * services rate-limit on). Off by default: the bff is the edge; behind a TLS proxy set e.g. `1`.
   */
  TRUST_PROXY: z.string().default('false'),
  /**
   * Port of a second listener that answers only GET /metrics (Prometheus), kept off the public port:
   * bind it to an internal interface (METRICS_HOST, default HOST). Unset: no metrics listener. 0 picks a free port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().optional(),
};

export type BffConfig = ReturnType<typeof loadBffConfig>;

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig({ SERVICE_NAME: 'bff', PORT: BFF_PORT, MONGO_DB: 'trap_bff' }, bffShape, env);
  // each service's replica URLs (one unless the variable lists several)
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      parseReplicaUrls(config[`${name.toUpperCase() as Uppercase<ServiceName>}_URL`] ?? `http://127.0.0.1:${SERVICES[name].port}`),
    ]),
  ) as Record<ServiceName, string[]>;
  const remotes: Record<RemoteApp, string> = {
    member: config.REMOTE_MEMBER_URL,
    admin: config.REMOTE_ADMIN_URL,
    moderator: config.REMOTE_MODERATOR_URL,
  };
  return { ...config, serviceUrls, remotes };
}
