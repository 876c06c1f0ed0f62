import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed newsletter links: `<base64url(email)>.<HMAC-SHA256(secret, purpose:email)>`. They do not
 * expire on purpose: an unsubscribe link in an old e-mail must keep working (RFC 8058).
 */
export class NewsletterTokens {
  constructor(private readonly secret: string) {}

  private sign(email: string): string {
    return createHmac('sha256', this.secret).update(`newsletter:${email.toLowerCase()}`).digest('base64url');
  }

  issue(email: string): string {
    return `${Buffer.from(email.toLowerCase()).toString('base64url')}.${this.sign(email)}`;
  }

  /** The e-mail the token was issued for, or null when it is not ours. */
  verify(token: string): string | null {
    const [encoded, sig] = token.split('.');
    if (!encoded || !sig) return null;
    const email = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(this.sign(email));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
  }
}
