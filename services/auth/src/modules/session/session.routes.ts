import type { Express, Response } from 'express';
import { authenticate, parseOrThrow, type ServiceContext } from '@trap/kit';
import { SESSION_HEADERS, SESSION_REFRESH_PATH, loginRequestSchema } from '@trap/contracts';
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

export function sessionRoutes(app: Express, ctx: ServiceContext, svc: SessionService, settings: SecuritySettingsService): void {
  const requireSession = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  const optionalSession = authenticate({ verify: ctx.verify, sessions: ctx.sessions });
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  app.post('/api/register', async (req, res) => {
    const security = await settings.current();
    if (!security.allowRegistration) throw registrationClosed();
    const input = parseRegistration(req.body, security);
    const { user, session } = await svc.register(input, security);
    noStore(res);
    sendSession(res, session);
    res.status(201).json(user);
  });

  app.post('/api/login', async (req, res) => {
    const input = parseOrThrow(loginRequestSchema, req.body ?? {});
    const { user, session } = await svc.login(input, req.ip ?? 'unknown');
    noStore(res);
    sendSession(res, session);
    res.json(user);
  });

  app.post('/api/logout', optionalSession, async (req, res) => {
    await svc.logout(req.auth);
    noStore(res);
    res.set(SESSION_HEADERS.clear, '1');
    res.json({ success: true });
  });

  app.get('/api/user', requireSession, async (req, res) => {
    const user = await svc.current(req.auth!);
    noStore(res);
    res.json(toCurrentUser(user));
  });

  // Internal: the bff slides the session; never proxied from the browser.
  app.post(SESSION_REFRESH_PATH, requireSession, async (req, res) => {
    const { user, session } = await svc.refresh(req.auth!);
    noStore(res);
    sendSession(res, session);
    res.json(user);
  });
}
