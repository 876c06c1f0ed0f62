import { randomUUID } from 'node:crypto';
import type { SessionStore } from '../auth.ts';
import { signTestToken, type TestTokenClaims } from './tokens.ts';

export type SessionTarget = SessionStore | { sessions: SessionStore } | { ctx: { sessions: SessionStore } };

const storeOf = (target: SessionTarget): SessionStore =>
  'ctx' in target ? target.ctx.sessions : 'sessions' in target ? target.sessions : target;

/**
 * Logs a user in the way the auth service does: a session in Redis (under the service's prefix)
 * and a signed RS256 token whose jti names it. Returns the token for `Authorization: Bearer`.
 */
export async function loginAs(
  target: SessionTarget,
  user: Omit<TestTokenClaims, 'issuer' | 'audience' | 'privateKeyPem'>,
): Promise<string> {
  const sessionId = user.sessionId ?? randomUUID();
  await storeOf(target).create(sessionId, user.userId, Math.max(1, user.ttlSeconds ?? 3600));
  return signTestToken({ ...user, sessionId });
}
