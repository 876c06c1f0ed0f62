import type { Express, Request, RequestHandler, Response } from 'express';
import { authenticate, clientKey, type ApiRouter, type ServiceContext } from '@trap/kit';
import { SESSION_HEADERS, SESSION_REFRESH_PATH } from '@trap/contracts';
import { authApi } from '@trap/contracts/api/index';
import { toCurrentUser } from '../users/users.mapper.ts';
import type { SecuritySettingsService } from '../security-settings/security-settings.service.ts';
import { registrationClosed, type SessionService } from './session.service.ts';
import type { IssuedToken } from './session.tokens.ts';
import { parseRegistration } from './session.validation.ts';

/** The bff turns these headers into the httpOnly session cookie and strips them (team brief). */
function sendSession(res: Response, s: IssuedToken): void {
  res.set(SESSION_HEADERS.token, s.token);
  res.set(SESSION_HEADERS.expires, String(s.expiresAt));
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
/** What the member's sessions list shows of a login: the browser and the client address. */
const clientOf = (req: Request) => ({ userAgent: req.get('user-agent') ?? null, ip: clientKey(req.ip) });

export function sessionRoutes(
  app: Express,
  api: ApiRouter,
  ctx: ServiceContext,
  svc: SessionService,
  settings: SecuritySettingsService,
): void {
  /**
   * Before the declared body is parsed: a closed registration is a 403 whatever was sent, and the
   * contract's messages and the password policy of the security settings come in one 400.
   */
  const registrationPolicy: RequestHandler = async (req, _res, next) => {
    const security = await settings.current();
    if (!security.allowRegistration) throw registrationClosed();
    parseRegistration(req.body, security);
    next();
  };

  api.handle(
    authApi.register,
    async ({ body, req, res }) => {
      const { user, session } = await svc.register(body, await settings.current(), clientKey(req.ip), clientOf(req));
      noStore(res);
      sendSession(res, session);
      return user;
    },
    { before: [registrationPolicy] },
  );

  api.handle(authApi.login, async ({ body, req, res }) => {
    const { user, session } = await svc.login(body, clientKey(req.ip), clientOf(req));
    noStore(res);
    sendSession(res, session);
    return user;
  });

  api.handle(authApi.logout, async ({ auth, res }) => {
    await svc.logout(auth);
    noStore(res);
    res.set(SESSION_HEADERS.clear, '1');
    return { success: true } as const;
  });

  api.handle(authApi.getCurrentUser, async ({ auth, res }) => {
    const user = await svc.current(auth);
    noStore(res);
    return toCurrentUser(user);
  });

  // Internal: the bff slides the session; never proxied from the browser, so no /api declaration.
  const requireSession = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  app.post(SESSION_REFRESH_PATH, requireSession, async (req, res) => {
    const { user, session } = await svc.refresh(req.auth!);
    noStore(res);
    sendSession(res, session);
    res.json(user);
  });
}
