import type { ApiRouter } from '@trap/kit';
import { authAccountApi } from '@trap/contracts/api/index';
import type { SessionsListService } from './sessions-list.service.ts';

export function sessionsListRoutes(api: ApiRouter, svc: SessionsListService): void {
  api.handle(authAccountApi.listSessions, ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return svc.list(auth);
  });
  api.handle(authAccountApi.signOutSession, ({ auth, params }) => svc.signOut(auth, params.id));
  api.handle(authAccountApi.signOutOtherSessions, ({ auth }) => svc.signOutOthers(auth));
}
