import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { loadConfig, type BaseConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { startService, type RunningService, type ServiceContext, type ServiceParts } from '../service.ts';
import { testEnv } from './env.ts';
import { loginAs } from './session.ts';
import type { TestTokenClaims } from './tokens.ts';

export interface TestServiceOptions<C extends BaseConfig> {
  /** service name: names the test database (`t_<service>_<run>`) and the durable consumers */
  service: string;
  build: (ctx: ServiceContext<C>) => Promise<ServiceParts> | ServiceParts;
  /** added on top of testEnv(service); pass another run's EVENT_NAMESPACE/REDIS_PREFIX to share them */
  env?: Record<string, string>;
  /** the service's own config loader; default: loadConfig({ SERVICE_NAME: service, PORT: 0 }, {}, env) */
  config?: (env: NodeJS.ProcessEnv) => C;
  /**
   * What stop() removes afterwards: 'all' (default: database, the namespace's streams, Redis keys
   * under the prefix), 'database' (when other services in the test share the namespace and prefix;
   * clean those with cleanupTestEnv at the end), or 'none'.
   */
  cleanup?: 'all' | 'database' | 'none';
  logger?: Logger;
}

export interface TestService<C extends BaseConfig = BaseConfig> extends RunningService<C> {
  /** the environment the service was started with */
  env: NodeJS.ProcessEnv;
  /** a session in this service's Redis prefix plus a signed token for it */
  loginAs(user: Omit<TestTokenClaims, 'issuer' | 'audience' | 'privateKeyPem'>): Promise<string>;
}

/**
 * Starts a whole service in-process as production does (startService: Mongo, NATS, Redis, relay,
 * consumers, HTTP) on an ephemeral port with its own test database and namespace. stop() shuts it
 * down and removes what the run created.
 */
export async function startTestService<C extends BaseConfig = BaseConfig>(opts: TestServiceOptions<C>): Promise<TestService<C>> {
  const env = testEnv(opts.service, opts.env);
  const config = opts.config ? opts.config(env) : (loadConfig({ SERVICE_NAME: opts.service, PORT: 0 }, {}, env) as C);
  const running = await startService(config, opts.build, { logger: opts.logger });
  const cleanup = opts.cleanup ?? 'all';
  let stopping: Promise<void> | undefined;
  return {
    ...running,
    env,
    loginAs: (user) => loginAs(running.ctx.sessions, user),
    stop: () =>
      (stopping ??= (async () => {
        await running.stop();
        if (cleanup !== 'none') await cleanupTestEnv(env, { databaseOnly: cleanup === 'database' });
      })()),
  };
}

/**
 * Removes what a test run left behind: its database (only names starting with `t_`), the JetStream
 * streams of its event namespace, and the Redis keys under its prefix (only test prefixes `t...:`),
 * so a dev stack's data can never be hit by mistake.
 */
export async function cleanupTestEnv(env: NodeJS.ProcessEnv, opts: { databaseOnly?: boolean } = {}): Promise<void> {
  const jobs: Promise<unknown>[] = [];
  if (env.MONGO_DB?.startsWith('t_')) {
    jobs.push(
      (async () => {
        const conn = await mongoose
          .createConnection(env.MONGO_URL ?? 'mongodb://127.0.0.1:27018', { dbName: env.MONGO_DB, serverSelectionTimeoutMS: 5000 })
          .asPromise();
        try {
          await conn.dropDatabase();
        } finally {
          await conn.close();
        }
      })(),
    );
  }
  const ns = env.EVENT_NAMESPACE;
  if (!opts.databaseOnly && ns && ns.startsWith('t')) {
    jobs.push(
      (async () => {
        const nc = await connect({ servers: (env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
        try {
          const jsm = await jetstreamManager(nc);
          const prefix = `${ns.toUpperCase()}_`;
          const names: string[] = [];
          for await (const name of jsm.streams.names()) if (name.startsWith(prefix)) names.push(name);
          await Promise.all(names.map((name) => jsm.streams.delete(name).catch(() => false)));
        } finally {
          await nc.close();
        }
      })(),
    );
  }
  const prefix = env.REDIS_PREFIX;
  if (!opts.databaseOnly && prefix && /^t[0-9a-z]+:$/.test(prefix)) {
    jobs.push(
      (async () => {
        const redis = new Redis(env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
        try {
          for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
            if (keys.length) await redis.del(...keys);
          }
        } finally {
          redis.disconnect();
        }
      })(),
    );
  }
  const results = await Promise.allSettled(jobs);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
