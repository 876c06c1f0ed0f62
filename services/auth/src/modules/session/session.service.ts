import { AppError, forbidden, unauthenticated, type AuthContext, type Logger, type RateLimit, type SessionStore } from '@trap/kit';
import {
  ERROR_CODES,
  INVALID_CREDENTIALS_MESSAGE,
  SESSION_REFRESH_GRACE_SECONDS,
  type AccountStatus,
  type CurrentUser,
  type MembershipTerms,
  type LoginRequest,
  type SecuritySettings,
} from '@trap/contracts';
import type { z } from 'zod';
import type { registerRequestSchema } from '@trap/contracts';
import { usernameKey } from '../users/users.model.ts';
import { toCurrentUser, type UserView } from '../users/users.mapper.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SecuritySettingsService } from '../security-settings/security-settings.service.ts';
import type { IssuedToken, TokenSigner } from './session.tokens.ts';
import type { PasswordHasher } from './session.passwords.ts';
import type { LoginRateLimiter } from './session.rate-limit.ts';
import type { ClientInfo, SessionRegistry } from '../sessions-list/session-registry.ts';

export interface SessionResult {
  user: CurrentUser;
  session: IssuedToken;
}

/** Why a login on a non-active account is refused. SPEC 8.2: the client looks for 'marked for deletion'. */
const REFUSED: Record<Exclude<AccountStatus, 'active'>, string> = {
  marked_for_deletion: 'This account is marked for deletion. Contact support to restore it.',
  suspended: 'This account is suspended. Contact support for help.',
  deleted: 'This account has been deleted.',
};

export const registrationClosed = () => forbidden('Registration is currently closed. Please try again later.');

export interface SessionServiceDeps {
  users: UsersService;
  repo: UsersRepository;
  signer: TokenSigner;
  sessions: SessionStore;
  settings: SecuritySettingsService;
  limiter: LoginRateLimiter;
  /** registrations per client address */
  registrations: RateLimit;
  passwords: PasswordHasher;
  logger: Logger;
  /** what the member's sessions list shows of each login */
  registry?: SessionRegistry;
  /** after an account was created (the verification mail) */
  afterRegister?: (user: UserView) => Promise<void>;
}

/** Register, log in, log out, who-am-I and sliding refresh. */
export class SessionService {
  private readonly d: SessionServiceDeps;
  constructor(d: SessionServiceDeps) {
    this.d = d;
  }

  /**
   * Input already passed the contract and the password policy (session.validation.ts), so bad input
   * costs no budget. The budget is taken before the hash: a refused request does no slow work.
   */
  async register(
    input: z.output<typeof registerRequestSchema>,
    security: SecuritySettings,
    client: string,
    device: ClientInfo = {},
  ): Promise<SessionResult> {
    await this.d.registrations.take(client);
    const user = await this.d.users.createAccount({
      username: input.username,
      passwordHash: await this.d.passwords.hash(input.password),
      email: input.email,
      displayName: input.displayName,
      bio: input.bio,
      avatarUrl: input.avatarUrl,
      membershipTier: input.membershipTier,
      language: input.language,
    });
    await this.d.limiter.remember(user.usernameKey, client);
    await this.d.afterRegister?.(user);
    return { user: toCurrentUser(user), session: await this.open(user, security, { client: device }) };
  }

  async login(input: LoginRequest, ip: string, device: ClientInfo = {}): Promise<SessionResult> {
    const key = usernameKey(input.username);
    await this.d.limiter.admit(key, ip);
    const found = await this.d.repo.findCredentials(key);
    const ok = await this.d.passwords.verify(found?.password, input.password);
    if (!found || !ok) {
      await this.d.limiter.recordFailure(key, ip);
      this.d.logger.info({ ip, known: !!found }, 'login failed');
      throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
    }
    // Status is revealed only to someone who knows the password.
    if (found.accountStatus !== 'active') throw new AppError(403, ERROR_CODES.forbidden, REFUSED[found.accountStatus]);
    await this.d.limiter.recordSuccess(key, ip);
    const { password: _p, ...user } = found;
    const now = new Date();
    await this.d.repo.touchLastLogin(user._id, now);
    const session = await this.open(user, await this.d.settings.current(), { client: device });
    return { user: toCurrentUser({ ...user, lastLogin: now }), session };
  }

  /** Revokes the caller's session at once; without a valid session there is nothing to revoke. */
  async logout(auth: AuthContext | undefined): Promise<void> {
    if (auth) await this.d.sessions.revoke(auth.sessionId);
  }

  /** The user behind a verified session; an account that is no longer active loses its session. */
  async current(auth: AuthContext): Promise<UserView> {
    const user = await this.d.repo.findById(auth.userId);
    if (!user || user.accountStatus !== 'active') {
      await this.d.sessions.revoke(auth.sessionId);
      throw unauthenticated();
    }
    return user;
  }

  /** Sliding session: a fresh token and session; the old one lives on briefly for requests in flight. */
  async refresh(auth: AuthContext): Promise<SessionResult> {
    const user = await this.current(auth);
    const session = await this.open(user, await this.d.settings.current(), { previous: auth.sessionId });
    await this.d.sessions.expireSoon(auth.sessionId, SESSION_REFRESH_GRACE_SECONDS);
    return { user: toCurrentUser(user), session };
  }

  private async open(
    user: UserView,
    security: SecuritySettings,
    from: { client?: ClientInfo; previous?: string } = {},
  ): Promise<IssuedToken> {
    const issued = await this.d.signer.sign({
      userId: user._id.toString(),
      role: user.role,
      isCoach: user.isCoach,
      ttlSeconds: security.sessionTimeout * 60,
      membership: membershipTermsOf(user),
    });
    await this.d.sessions.create(issued.sessionId, user._id.toString(), issued.ttlSeconds);
    await this.d.sessions.setMembership(user._id.toString(), membershipTermsOf(user), user.updatedAt);
    if (from.previous) await this.d.registry?.refreshed(from.previous, issued.sessionId, user._id.toString(), issued.ttlSeconds);
    else await this.d.registry?.opened(issued.sessionId, user._id.toString(), issued.ttlSeconds, from.client);
    return issued;
  }
}

/** The fields the tier check reads (the kit's SessionStore keeps them live in Redis). */
function membershipTermsOf(user: UserView): MembershipTerms {
  return {
    membershipTier: user.membershipTier,
    membershipStatus: user.membershipStatus,
    membershipEndDate: user.membershipEndDate ?? null,
  };
}
