import { randomBytes } from 'node:crypto';
import { testKeys } from './tokens.ts';

/**
 * Test helpers. Tests run against the real stores named by MONGO_URL, NATS_URL and REDIS_URL
 * (the test runner points them at its own FerretDB); every run gets its own database names,
 * event namespace and Redis prefix so runs never disturb each other or a dev stack.
 */
export const uniqueSuffix = () => randomBytes(4).toString('hex');

/**
 * Environment for one service under test: unique database (`t_<service>_<run>`), event namespace
 * and Redis prefix, PORT 0 (ephemeral), and the test key pair. Pass it to the service's config loader.
 */
export function testEnv(service: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const run = uniqueSuffix();
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018',
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    MONGO_DB: `t_${service}_${run}`,
    EVENT_NAMESPACE: `t${run}`,
    REDIS_PREFIX: `t${run}:`,
    PORT: '0',
    JWT_PUBLIC_KEY: testKeys().publicKeyPem,
    // read only by the auth service, which signs the tokens the others verify
    JWT_PRIVATE_KEY: testKeys().privateKeyPem,
    ...extra,
  };
}
