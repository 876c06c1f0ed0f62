import { createPrivateKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { MembershipTerms, Role } from '@trap/contracts';
import type { TokenVerifier } from '@trap/kit';

export interface IssuedToken {
  token: string;
  sessionId: string;
  /** unix seconds */
  expiresAt: number;
  ttlSeconds: number;
}

export interface TokenSigner {
  sign(claims: { userId: string; role: Role; isCoach: boolean; ttlSeconds: number; membership?: MembershipTerms }): Promise<IssuedToken>;
}

/** RS256 session tokens (team brief: sub, role, coach, jti, iss, aud, exp). */
export function createTokenSigner(opts: { privateKeyPem: string; issuer: string; audience: string }): TokenSigner {
  // createPrivateKey reads PKCS#8 and PKCS#1 PEMs alike.
  const key: KeyObject = createPrivateKey(opts.privateKeyPem);
  return {
    async sign({ userId, role, isCoach, ttlSeconds, membership }) {
      const sessionId = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ttlSeconds;
      // the membership at signing (tier, status, end in unix seconds): the kit's tier check falls back
      // to it when Redis has no live copy
      const end = membership?.membershipEndDate == null ? null : Math.floor(new Date(membership.membershipEndDate).getTime() / 1000);
      const terms = membership
        ? { tier: membership.membershipTier, mst: membership.membershipStatus, ...(Number.isFinite(end) ? { mend: end } : {}) }
        : {};
      const token = await new SignJWT({ role, coach: isCoach, ...terms })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, sessionId, expiresAt, ttlSeconds };
    },
  };
}

/** Fails start-up when the private key does not match the public key every service verifies with. */
export async function assertKeyPair(signer: TokenSigner, verify: TokenVerifier): Promise<void> {
  const probe = await signer.sign({ userId: '000000000000000000000000', role: 'member', isCoach: false, ttlSeconds: 60 });
  try {
    await verify(probe.token);
  } catch (err) {
    throw new Error(`JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY (or issuer/audience differ): ${(err as Error).message}`);
  }
}
