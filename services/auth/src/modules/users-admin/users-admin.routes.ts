import type { ApiRouter } from '@trap/kit';
import { authUsersAdminApi as api } from '@trap/contracts/api/index';
import type { UsersAdminService } from './users-admin.service.ts';

/** The Users page's calls, each checked by its declaration's capability. */
export function usersAdminRoutes(router: ApiRouter, svc: UsersAdminService): void {
  const noStore = (res: { set(k: string, v: string): unknown }) => res.set('Cache-Control', 'no-store');
  router.handle(api.listUsers, ({ query, res }) => (noStore(res), svc.list(query)));
  router.handle(api.userStats, ({ res }) => (noStore(res), svc.stats()));
  router.handle(api.getUser, ({ params, res }) => (noStore(res), svc.get(params.id)));
  router.handle(api.changeRole, ({ params, body, auth }) => svc.changeRole(auth, params.id, body));
  router.handle(api.changeStatus, ({ params, body, auth }) => svc.changeStatus(auth, params.id, body));
  router.handle(api.sendPasswordReset, ({ params, auth }) => svc.sendPasswordReset(auth, params.id));
  router.handle(api.setMembership, ({ params, body, auth }) => svc.setMembership(auth, params.id, body));
}
