import type { ServiceContext, ServiceParts } from '@trap/kit';
import { readPrivateKey, type AuthConfig } from './config.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { securitySettingsModel } from './modules/security-settings/security-settings.model.ts';
import { SecuritySettingsRepository } from './modules/security-settings/security-settings.repository.ts';
import { SecuritySettingsService } from './modules/security-settings/security-settings.service.ts';
import { createTokenSigner, assertKeyPair } from './modules/session/session.tokens.ts';
import { LoginRateLimiter, registrationBudget } from './modules/session/session.rate-limit.ts';
import { argon2Hasher, prepareDummyHash } from './modules/session/session.passwords.ts';
import { SessionService } from './modules/session/session.service.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { MembershipService } from './modules/membership/membership.service.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { AccountService } from './modules/account/account.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { seedDemoAccounts } from './modules/demo/demo.service.ts';
import { SessionRegistry } from './modules/sessions-list/session-registry.ts';
import { SessionsListService } from './modules/sessions-list/sessions-list.service.ts';
import { sessionsListRoutes } from './modules/sessions-list/sessions-list.routes.ts';
import { accountLimits } from './modules/account-security/account-limits.ts';
import { AccountLinks } from './modules/account-security/account-links.ts';
import { AccountSecurityRepository } from './modules/account-security/account-security.repository.ts';
import { EmailVerificationService } from './modules/account-security/email-verification.service.ts';
import { PasswordService } from './modules/account-security/password.service.ts';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes.ts';
import { subscriptions } from './events/subscriptions.ts';
import { paymentsModule, paymentsSubscriptions } from './modules/payments/payments.module.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { promoGuesses } from './modules/promo-codes/promo-guess-limit.ts';
import { UsersAdminService } from './modules/users-admin/users-admin.service.ts';
import { usersAdminRoutes } from './modules/users-admin/users-admin.routes.ts';
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

  const payments = await paymentsModule(ctx, repo);
  const usersAdmin = new UsersAdminService({
    ...{ users: repo, accounts: accountRepo, links, sessions: ctx.sessions, redis: ctx.redis, redisPrefix: config.REDIS_PREFIX },
    ...{ siteOrigin: config.SITE_ORIGIN, graceDays: config.ACCOUNT_DELETION_GRACE_DAYS, logger, directory: directory.model },
  });

  if (config.DEMO_MODE) await seedDemoAccounts(users, config.DEMO_PASSWORD, logger);

  const parts: ServiceParts = {
    routes: (app, api) => {
      sessionRoutes(app, api, ctx, sessions, settings);
      usersRoutes(api, users);
      membershipRoutes(api, membership);
      accountRoutes(api, account);
      accountSecurityRoutes(api, passwordAccount, emails);
      sessionsListRoutes(api, sessionsList);
      paymentsRoutes(api, payments, promoGuesses(ctx.redis, config.REDIS_PREFIX, config.PROMO_CHECK_MAX_PER_IP));
      usersAdminRoutes(api, usersAdmin);
    },
    subscriptions: [...subscriptions({ settings, repo, sessions: ctx.sessions }), ...paymentsSubscriptions(payments)],
    warmUp: directory.warmUp,
    onStop: directory.stop,
  };
  return { parts, User, repo, directory: directory.model, users, settings, sessions, membership, account, signer, passwords, registry, passwordAccount, emails, payments, usersAdmin };
}
export type Auth = Awaited<ReturnType<typeof createAuth>>;

export const buildAuthService = async (ctx: ServiceContext<AuthConfig>): Promise<ServiceParts> => (await createAuth(ctx)).parts;
