import type { ServiceContext, ServiceParts } from '@trap/kit';
import { readPrivateKey, type AuthConfig } from './config.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { usersModule } from './modules/users/users.module.ts';
import { securitySettingsModel } from './modules/security-settings/security-settings.model.ts';
import { SecuritySettingsRepository } from './modules/security-settings/security-settings.repository.ts';
import { SecuritySettingsService } from './modules/security-settings/security-settings.service.ts';
import { securitySettingsModule } from './modules/security-settings/security-settings.module.ts';
import { createTokenSigner, assertKeyPair } from './modules/session/session.tokens.ts';
import { LoginRateLimiter, registrationBudget } from './modules/session/session.rate-limit.ts';
import { argon2Hasher, prepareDummyHash } from './modules/session/session.passwords.ts';
import { SessionService } from './modules/session/session.service.ts';
import { sessionModule } from './modules/session/session.module.ts';
import { MembershipService } from './modules/membership/membership.service.ts';
import { membershipModule } from './modules/membership/membership.module.ts';
import { AccountService } from './modules/account/account.service.ts';
import { accountModule } from './modules/account/account.module.ts';
import { demoModule } from './modules/demo/demo.module.ts';
import { SessionRegistry } from './modules/sessions-list/session-registry.ts';
import { SessionsListService } from './modules/sessions-list/sessions-list.service.ts';
import { sessionsListModule } from './modules/sessions-list/sessions-list.module.ts';
import { accountLimits } from './modules/account-security/account-limits.ts';
import { AccountLinks } from './modules/account-security/account-links.ts';
import { AccountSecurityRepository } from './modules/account-security/account-security.repository.ts';
import { EmailVerificationService } from './modules/account-security/email-verification.service.ts';
import { PasswordService } from './modules/account-security/password.service.ts';
import { accountSecurityModule } from './modules/account-security/account-security.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { UsersAdminService } from './modules/users-admin/users-admin.service.ts';
import { usersAdminModule } from './modules/users-admin/users-admin.module.ts';
import { usersDirectory } from './modules/users-admin/users-directory.ts';

/** Wires auth's modules onto the kit's context; tests use the returned pieces directly. */
export async function createAuth(ctx: ServiceContext<AuthConfig>) {
  const { config, logger, conn } = ctx;
  const repo = new UsersRepository(ctx);
  const User = repo.model;
  await User.init(); // unique username index exists before the first insert
  const directory = usersDirectory(ctx, repo);
  const users = new UsersService(repo, logger);
  const settings = new SecuritySettingsService(new SecuritySettingsRepository(securitySettingsModel(conn)));
  // a new account speaks the site's default language until the member chooses
  users.defaultLanguage = () => settings.defaultLanguage();

  const signer = createTokenSigner({ privateKeyPem: readPrivateKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE });
  await assertKeyPair(signer, ctx.verify);
  await prepareDummyHash();
  const limiter = new LoginRateLimiter(ctx.redis, config.REDIS_PREFIX, {
    perUserIp: config.LOGIN_MAX_FAILS_PER_USER_IP,
    perIp: config.LOGIN_MAX_FAILS_PER_IP,
  });
  const registrations = registrationBudget(ctx.redis, config.REDIS_PREFIX, config.REGISTER_MAX_PER_IP);
  const passwords = argon2Hasher();
  // account basics: the sessions list, e-mailed links, password changes
  const registry = new SessionRegistry(ctx.redis, ctx.sessions, config.REDIS_PREFIX);
  const limits = accountLimits(ctx.redis, config.REDIS_PREFIX, config.ACCOUNT_MAX_PER_IP);
  const links = new AccountLinks(readPrivateKey(config));
  const accountRepo = new AccountSecurityRepository(repo);
  const emails = new EmailVerificationService({ repo: accountRepo, links, limits, siteOrigin: config.SITE_ORIGIN, logger });
  const passwordAccount = new PasswordService({
    repo: accountRepo,
    links,
    limits,
    passwords,
    settings,
    registry,
    siteOrigin: config.SITE_ORIGIN,
    logger,
  });
  const sessionsList = new SessionsListService(registry, limits.sessionsPerMember);
  users.onEmailChanged = (user) => emails.sendQuietly(user, 'change');
  const sessions = new SessionService({
    ...{ users, repo, signer, sessions: ctx.sessions, settings, limiter, registrations, passwords, logger, registry },
    afterRegister: (user) => emails.sendQuietly(user, 'registration'),
  });
  const membership = new MembershipService(repo, logger);
  const account = new AccountService(repo, { graceDays: config.ACCOUNT_DELETION_GRACE_DAYS, logger, sessions: ctx.sessions });

  const paymentsPart = await paymentsModule(ctx, repo);
  const { payments } = paymentsPart;
  const usersAdmin = new UsersAdminService({
    ...{ users: repo, accounts: accountRepo, links, sessions: ctx.sessions, redis: ctx.redis, redisPrefix: config.REDIS_PREFIX },
    ...{ siteOrigin: config.SITE_ORIGIN, graceDays: config.ACCOUNT_DELETION_GRACE_DAYS, logger, directory: directory.model },
  });

  // In this order: routes are bound so (as before the modules). No two modules consume one subject,
  // and auth keeps no member-data part (the account itself is what goes).
  const parts: ServiceParts = {
    modules: [
      sessionModule(ctx, sessions, settings),
      usersModule(users),
      membershipModule(membership, repo, ctx.sessions),
      accountModule(account),
      accountSecurityModule(passwordAccount, emails),
      sessionsListModule(sessionsList),
      paymentsPart,
      usersAdminModule(usersAdmin, directory),
      securitySettingsModule(settings),
      demoModule(users, config.DEMO_PASSWORD, logger),
    ],
  };
  // the modules for the kit, and beside them the pieces tests use directly
  return { parts, User, repo, directory: directory.model, users, settings, sessions, membership, account, signer, passwords, registry, passwordAccount, emails, payments, usersAdmin };
}
export type Auth = Awaited<ReturnType<typeof createAuth>>;

export const buildAuthService = async (ctx: ServiceContext<AuthConfig>): Promise<ServiceParts> => (await createAuth(ctx)).parts;
