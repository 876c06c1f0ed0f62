import { createHash } from 'node:crypto';
import { badRequest, recordEvent, takeAll, unauthenticated, type AuthContext, type Logger } from '@trap/kit';
import {
  ACCOUNT_MESSAGES,
  passwordChanged,
  passwordPolicyError,
  type AccountActionResponse,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@trap/contracts';
import type { SecuritySettingsService } from '../security-settings/security-settings.service.ts';
import type { PasswordHasher } from '../session/session.passwords.ts';
import type { SessionRegistry } from '../sessions-list/session-registry.ts';
import { resetLinkEvent, type AccountLinks } from './account-links.ts';
import type { AccountLimits } from './account-limits.ts';
import type { AccountSecurityRepository, AccountUser } from './account-security.repository.ts';
import { languageOf } from '../users/users.mapper.ts';

export interface PasswordServiceDeps {
  repo: AccountSecurityRepository;
  links: AccountLinks;
  limits: AccountLimits;
  passwords: PasswordHasher;
  settings: SecuritySettingsService;
  registry: SessionRegistry;
  siteOrigin: string;
  logger: Logger;
}

const invalidLink = () => badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, { token: ACCOUNT_MESSAGES.resetLinkInvalid });
const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
/** Budgets count an address by its digest: Redis holds no readable list of who asked. */
const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** Forgotten and changed passwords. */
export class PasswordService {
  private readonly pending = new Set<Promise<void>>();

  private readonly d: PasswordServiceDeps;
  constructor(d: PasswordServiceDeps) {
    this.d = d;
  }

  /**
   * The same answer, at the same speed, for any address: the budgets are checked (the same for
   * known and unknown addresses), then the lookup and the mail happen after the answer.
   */
  async forgot(email: string, client: string): Promise<AccountActionResponse> {
    await takeAll([this.d.limits.perClient, client], [this.d.limits.forgotPerAddress, addressKey(email)]);
    const job = this.mailResetLinks(email)
      .catch((err: unknown) => this.d.logger.error({ err }, 'password reset mail failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
    return { success: true, message: ACCOUNT_MESSAGES.resetRequested };
  }

  /** Waits for the mails of the answered requests (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async mailResetLinks(email: string): Promise<void> {
    const accounts = await this.d.repo.findByEmail(email);
    for (const user of accounts) await this.d.repo.record(user._id, [resetLinkEvent(this.d.links, this.d.siteOrigin, user, user.password)]);
    this.d.logger.info({ accounts: accounts.length }, 'password reset requested');
  }

  /** A valid, unused, unexpired link sets the password and signs out every session of the account. */
  async reset(input: ResetPasswordRequest, client: string): Promise<AccountActionResponse> {
    await this.d.limits.perClient.take(client);
    const claims = this.d.links.read(input.token, 'reset');
    const user = claims ? await this.d.repo.findWithPassword(claims.userId) : null;
    if (!user || user.accountStatus !== 'active' || !this.d.links.verify(input.token, user.password)) throw invalidLink();
    await this.checkPolicy('password', input.password);
    if (!(await this.replace(user, input.password, 'reset'))) throw invalidLink();
    await this.d.registry.revokeAllBut(user._id.toString(), null);
    return { success: true, message: ACCOUNT_MESSAGES.passwordReset };
  }

  /** The current password proves the member (a session alone does not); the other sessions end. */
  async change(auth: AuthContext, input: ChangePasswordRequest): Promise<AccountActionResponse> {
    await this.d.limits.changePerMember.take(auth.userId);
    const user = await this.d.repo.findWithPassword(auth.userId);
    if (!user || user.accountStatus !== 'active') throw unauthenticated();
    if (!(await this.d.passwords.verify(user.password, input.currentPassword)))
      throw fieldError('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong);
    await this.checkPolicy('newPassword', input.newPassword);
    if (input.newPassword === input.currentPassword) throw fieldError('newPassword', ACCOUNT_MESSAGES.newPasswordSame);
    if (!(await this.replace(user, input.newPassword, 'changed')))
      throw fieldError('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong);
    const current = await this.d.registry.info(auth.sessionId);
    await this.d.registry.revokeAllBut(auth.userId, current?.family ?? '');
    return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
  }

  private async checkPolicy(field: string, password: string): Promise<void> {
    const problem = passwordPolicyError(password, await this.d.settings.current());
    if (problem) throw fieldError(field, problem);
  }

  private async replace(user: AccountUser, password: string, how: 'changed' | 'reset'): Promise<boolean> {
    const hash = await this.d.passwords.hash(password);
    const at = new Date().toISOString();
    return this.d.repo.setPassword(user._id, user.password, hash, [
      recordEvent(passwordChanged, {
        userId: user._id.toString(),
        email: user.email,
        displayName: user.displayName,
        how,
        at,
        language: languageOf(user),
      }),
    ]);
  }
}
