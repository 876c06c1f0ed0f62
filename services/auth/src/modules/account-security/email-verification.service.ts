import { badRequest, recordEvent, unauthenticated, type AuthContext, type Logger } from '@trap/kit';
import {
  ACCOUNT_MESSAGES,
  EMAIL_VERIFICATION_TTL_HOURS,
  emailVerificationRequested,
  verifiedEmailChanged,
  type AccountActionResponse,
} from '@trap/contracts';
import type { AccountLinks } from './account-links.ts';
import type { AccountLimits } from './account-limits.ts';
import { isVerified, type AccountSecurityRepository } from './account-security.repository.ts';
import type { UserRecord } from '../users/users.model.ts';
import { languageOf, toVerifiedEmail } from '../users/users.mapper.ts';

type Addressee = Pick<UserRecord, '_id' | 'username' | 'displayName' | 'email' | 'language'>;
const invalidLink = () => badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid, { token: ACCOUNT_MESSAGES.verifyLinkInvalid });

/**
 * E-mail verification: a link after registration and after every change of address;
 * the account works meanwhile, `emailVerified` on the current user says where it stands.
 */
export class EmailVerificationService {
  private readonly d: { repo: AccountSecurityRepository; links: AccountLinks; limits: AccountLimits; siteOrigin: string; logger: Logger };
  constructor(d: { repo: AccountSecurityRepository; links: AccountLinks; limits: AccountLimits; siteOrigin: string; logger: Logger }) {
    this.d = d;
  }

  /** Mails a link for the account's current address. */
  async send(user: Addressee, reason: 'registration' | 'change' | 'resend'): Promise<void> {
    const expiresAt = Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 3600_000;
    const token = this.d.links.sign({ purpose: 'verify', userId: user._id.toString(), email: user.email.toLowerCase(), expiresAt });
    await this.d.repo.record(user._id, [
      recordEvent(emailVerificationRequested, {
        userId: user._id.toString(),
        email: user.email,
        username: user.username,
        displayName: user.displayName,
        reason,
        link: `${this.d.siteOrigin}/verify-email?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(expiresAt).toISOString(),
        language: languageOf(user),
      }),
    ]);
  }

  /** After a registration or an address change; a failure is logged, the member can ask again. */
  async sendQuietly(user: Addressee, reason: 'registration' | 'change'): Promise<void> {
    try {
      await this.send(user, reason);
    } catch (err) {
      this.d.logger.error({ err, userId: user._id.toString() }, 'verification mail not recorded');
    }
  }

  async resend(auth: AuthContext): Promise<AccountActionResponse> {
    await this.d.limits.resendPerMember.take(auth.userId);
    const user = await this.d.repo.findWithPassword(auth.userId);
    if (!user || user.accountStatus !== 'active') throw unauthenticated();
    if (isVerified(user)) return { success: true, message: ACCOUNT_MESSAGES.alreadyVerified };
    await this.send(user, 'resend');
    return { success: true, message: ACCOUNT_MESSAGES.verificationSent };
  }

  /** Valid while unexpired and while the account still uses the address it was sent to; using it again is harmless. */
  async verify(token: string, client: string): Promise<AccountActionResponse> {
    await this.d.limits.perClient.take(client);
    const claims = this.d.links.read(token, 'verify');
    if (!claims || !this.d.links.verify(token)) throw invalidLink();
    const user = await this.d.repo.findWithPassword(claims.userId);
    if (!user || user.accountStatus !== 'active' || user.email.toLowerCase() !== claims.email) throw invalidLink();
    if (isVerified(user)) return { success: true, message: ACCOUNT_MESSAGES.emailVerified };
    // notifications links the member's newsletter subscription by this address from now on
    const event = recordEvent(verifiedEmailChanged, toVerifiedEmail({ ...user, verifiedEmail: user.email }));
    if (!(await this.d.repo.markVerified(user._id, user.email, [event]))) throw invalidLink();
    return { success: true, message: ACCOUNT_MESSAGES.emailVerified };
  }
}
