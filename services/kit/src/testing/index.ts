import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { Role } from '@trap/contracts';

/**
 * Test helpers. Tests run against the real stores named by MONGO_URL, NATS_URL and REDIS_URL
 * (the test runner points them at its own FerretDB); every run gets its own database names,
 * event namespace and Redis prefix so runs never disturb each other or a dev stack.
 */
export const TEST_ISSUER = 'trap-auth';
export const TEST_AUDIENCE = 'trap-platform';

let keys: { publicKeyPem: string; privateKeyPem: string } | undefined;
/** One RSA key pair per test process. */
export function testKeys(): { publicKeyPem: string; privateKeyPem: string } {
  keys ??= (() => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  })();
  return keys;
}

export const uniqueSuffix = () => randomBytes(4).toString('hex');

/** Environment for one service under test: unique database, namespace and prefix. */
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
    ...extra,
  };
}

/** A token as the auth service would sign it (its session must also exist in Redis when checked). */
export async function signTestToken(claims: { userId: string; role?: Role; sessionId?: string; isCoach?: boolean; ttlSeconds?: number }): Promise<string> {
  const key = await importPKCS8(testKeys().privateKeyPem, 'RS256');
  return new SignJWT({ role: claims.role ?? 'member', coach: claims.isCoach ?? false })
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId ?? randomUUID())
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (claims.ttlSeconds ?? 3600))
    .sign(key);
}

/** Polls until fn returns a truthy value or the timeout passes (for event-driven effects). */
export async function eventually<T>(fn: () => Promise<T> | T, { timeoutMs = 10_000, intervalMs = 100 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`eventually: timed out${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
