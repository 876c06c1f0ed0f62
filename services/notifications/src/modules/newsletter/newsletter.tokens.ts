import { createHmac, timingSafeEqual } from 'node:crypto';

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

/**
 * Signed newsletter links, HMAC-SHA256 with one secret and a purpose per kind, so one kind never
 * passes for the other:
 * - preferences / unsubscribe: `<base64url(email)>.<sig(newsletter:email)>`. They do not expire on
 *   purpose: an unsubscribe link in an old e-mail must keep working (RFC 8058).
 * - confirmation (double opt-in): `<base64url(email)>.<issued ms, base36>.<sig(newsletter-confirm:email:issued)>`,
 *   valid for `confirmTtlMs` after it was issued.
 */
export class NewsletterTokens {
  private readonly secret: string;
  private readonly confirmTtlMs: number;
  constructor(secret: string, confirmTtlMs = 48 * 3600_000) {
    this.secret = secret;
    this.confirmTtlMs = confirmTtlMs;
  }

  private sign(purpose: string, payload: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${payload}`).digest('base64url');
  }

  private matches(purpose: string, payload: string, sig: string): boolean {
    const expected = Buffer.from(this.sign(purpose, payload));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  issue(email: string): string {
    const e = email.toLowerCase();
    return `${b64(e)}.${this.sign('newsletter', e)}`;
  }

  /** The e-mail a preferences token was issued for, or null when it is not ours. */
  verify(token: string): string | null {
    const parts = token.split('.');
    if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
    const email = unb64(parts[0]);
    return this.matches('newsletter', email, parts[1]) ? email : null;
  }

  issueConfirmation(email: string, issuedAt = new Date()): string {
    const e = email.toLowerCase();
    const issued = issuedAt.getTime().toString(36);
    return `${b64(e)}.${issued}.${this.sign('newsletter-confirm', `${e}:${issued}`)}`;
  }

  /** The e-mail and issue time of a confirmation token that is ours and not expired; null otherwise. */
  verifyConfirmation(token: string, now = Date.now()): { email: string; issuedAt: Date } | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts[0] || !parts[1] || !parts[2]) return null;
    const email = unb64(parts[0]);
    if (!this.matches('newsletter-confirm', `${email}:${parts[1]}`, parts[2])) return null;
    const issued = parseInt(parts[1], 36);
    if (!Number.isFinite(issued) || now - issued > this.confirmTtlMs || issued > now + 60_000) return null;
    return { email, issuedAt: new Date(issued) };
  }
}
