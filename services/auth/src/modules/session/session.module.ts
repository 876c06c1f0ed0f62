import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { SecuritySettingsService } from '../security-settings/security-settings.service.ts';
import type { SessionService } from './session.service.ts';
import { sessionRoutes } from './session.routes.ts';

/** Registration, login, logout and the session's refresh (the registration policy from the security settings). */
export function sessionModule(ctx: ServiceContext, sessions: SessionService, settings: SecuritySettingsService): ServiceModule {
  return { name: 'session', routes: (api, app) => sessionRoutes(app, api, ctx, sessions, settings) };
}
