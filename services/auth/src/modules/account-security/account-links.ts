import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Types } from 'mongoose';
import { recordEvent } from '@trap/kit';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequested } from '@trap/contracts';
import { languageOf } from '../users/users.mapper.ts';
import type { UserRecord } from '../users/users.model.ts';

/** What an e-mailed link's token says: which account, for what, until when (and for which address). */
export interface LinkClaims {
  purpose: 'reset' | 'verify';
  userId: string;
  /** the address a verification link was sent to */
  email?: string;
  expiresAt: number;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/**
 * Signed, expiring tokens for the e-mailed account links (docs/decisions.md "Account
 * basics"). Nothing is stored: a reset token is also bound to the password hash it was issued
 * against, so it stops working the moment the password changes (single use, and every older link
 * dies with it); a verification token names the address and only verifies it while the account
 * still uses it. The key is derived from auth's signing key, so no extra secret is configured.
 */
export class AccountLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`trap-account-links\n${secret}`).digest();
  }

  /** `binding`: what else must still hold (the current password hash for a reset). */
  sign(claims: LinkClaims, binding = ''): string {
    const body = b64(JSON.stringify({ p: claims.purpose, u: claims.userId, e: claims.email, x: claims.expiresAt }));
    return `${body}.${this.mac(body, binding)}`;
  }

  /** The claims of a well-formed, unexpired token of `purpose` (the signature is checked by `verify`). */
  read(token: string, purpose: LinkClaims['purpose'], now = Date.now()): LinkClaims | null {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return null;
    try {
      const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; u?: unknown; e?: unknown; x?: unknown };
      if (c.p !== purpose || typeof c.u !== 'string' || typeof c.x !== 'number' || c.x <= now) return null;
      if (c.e !== undefined && typeof c.e !== 'string') return null;
      return { purpose, userId: c.u, email: c.e as string | undefined, expiresAt: c.x };
    } catch {
      return null;
    }
  }

  /** Whether the token was signed here with this binding (constant time). */
  verify(token: string, binding = ''): boolean {
    const [body, mac] = token.split('.');
    if (!body || !mac) return false;
    const expected = Buffer.from(this.mac(body, binding));
    const got = Buffer.from(mac);
    return got.length === expected.length && timingSafeEqual(got, expected);
  }

  private mac(body: string, binding: string): string {
    return createHmac('sha256', this.key).update(`${body}\n${binding}`).digest('base64url');
  }
}

/**
 * The event that mails an account its password-reset link (the notifications service sends it, in
 * the account's language): a token bound to the password hash it was issued against, valid for
 * PASSWORD_RESET_TTL_MINUTES. The member's own request and a super-admin's "Send password-reset
 * link" both send this.
 */
export function resetLinkEvent(
  links: AccountLinks,
  siteOrigin: string,
  user: Pick<UserRecord, 'email' | 'username' | 'displayName' | 'language'> & { _id: Types.ObjectId },
  passwordHash: string,
) {
  const expiresAt = Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000;
  const token = links.sign({ purpose: 'reset', userId: user._id.toString(), expiresAt }, passwordHash);
  return recordEvent(passwordResetRequested, {
    userId: user._id.toString(),
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    link: `${siteOrigin}/reset-password?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(expiresAt).toISOString(),
    language: languageOf(user),
  });
}
