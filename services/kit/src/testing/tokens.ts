import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { MembershipStatus, Role, Tier } from '@trap/contracts';

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

export interface TestTokenClaims {
  userId: string;
  role?: Role;
  sessionId?: string;
  isCoach?: boolean;
  /**
   * the membership the token carries; tests get Elite Trigger (everything) unless they test the
   * tier gates, so a test of a tool is not about the gate in front of it
   */
  tier?: Tier;
  membershipStatus?: MembershipStatus;
  /** lifetime from now; a negative value gives an already expired token */
  ttlSeconds?: number;
  /** override to get a token the verifier must refuse */
  issuer?: string;
  audience?: string;
  /** sign with another key (a token not from our auth service) */
  privateKeyPem?: string;
}

/** A token as the auth service would sign it (its session must also exist in Redis when checked; see loginAs). */
export async function signTestToken(claims: TestTokenClaims): Promise<string> {
  const key = await importPKCS8(claims.privateKeyPem ?? testKeys().privateKeyPem, 'RS256');
  return new SignJWT({
    role: claims.role ?? 'member',
    coach: claims.isCoach ?? false,
    tier: claims.tier ?? 'elite_trigger',
    mst: claims.membershipStatus ?? 'active',
  })
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId ?? randomUUID())
    .setIssuer(claims.issuer ?? TEST_ISSUER)
    .setAudience(claims.audience ?? TEST_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (claims.ttlSeconds ?? 3600))
    .sign(key);
}
