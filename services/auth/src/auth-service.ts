import type { ServiceContext, ServiceParts } from '@trap/kit';
import { readPrivateKey, type AuthConfig } from './config.ts';
import { userModel } from './modules/users/users.model.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { securitySettingsModel } from './modules/security-settings/security-settings.model.ts';
import { SecuritySettingsRepository } from './modules/security-settings/security-settings.repository.ts';
import { SecuritySettingsService } from './modules/security-settings/security-settings.service.ts';
import { createTokenSigner, assertKeyPair } from './modules/session/session.tokens.ts';
import { LoginRateLimiter } from './modules/session/session.rate-limit.ts';
import { prepareDummyHash } from './modules/session/session.passwords.ts';
import { SessionService } from './modules/session/session.service.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { MembershipService } from './modules/membership/membership.service.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { seedDemoAccounts } from './modules/demo/demo.service.ts';
import { subscriptions } from './events/subscriptions.ts';

/** Wires auth's modules onto the kit's context; tests use the returned pieces directly. */
export async function createAuth(ctx: ServiceContext<AuthConfig>) {
  const { config, logger, conn } = ctx;
  const User = userModel(conn);
  await User.init(); // unique username index exists before the first insert
  const repo = new UsersRepository(User);
  const users = new UsersService(repo, ctx.publishSoon, logger);
  const settings = new SecuritySettingsService(new SecuritySettingsRepository(securitySettingsModel(conn)));

  const signer = createTokenSigner({ privateKeyPem: readPrivateKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE });
  await assertKeyPair(signer, ctx.verify);
  await prepareDummyHash();
  const limiter = new LoginRateLimiter(ctx.redis, config.REDIS_PREFIX, {
    perUserIp: config.LOGIN_MAX_FAILS_PER_USER_IP,
    perIp: config.LOGIN_MAX_FAILS_PER_IP,
  });
  const sessions = new SessionService({ users, repo, signer, sessions: ctx.sessions, settings, limiter, logger });
  const membership = new MembershipService(repo, ctx.publishSoon, logger);

  if (config.DEMO_MODE) await seedDemoAccounts(users, config.DEMO_PASSWORD, logger);

  const parts: ServiceParts = {
    routes: (app) => {
      sessionRoutes(app, ctx, sessions, settings);
      usersRoutes(app, ctx, users);
      membershipRoutes(app, ctx, membership);
    },
    outboxModels: [User],
    subscriptions: subscriptions({ settings }),
  };
  return { parts, User, repo, users, settings, sessions, membership, signer };
}
export type Auth = Awaited<ReturnType<typeof createAuth>>;

export const buildAuthService = async (ctx: ServiceContext<AuthConfig>): Promise<ServiceParts> => (await createAuth(ctx)).parts;
