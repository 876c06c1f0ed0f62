import type { ApiRouter } from '@trap/kit';
import { SESSION_HEADERS } from '@trap/contracts';
import { authProfileApi } from '@trap/contracts/api/index';
import type { AccountService } from './account.service.ts';

export function accountRoutes(api: ApiRouter, svc: AccountService): void {
  api.handle(authProfileApi.getOwnProfile, ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return svc.profile(auth.userId);
  });

  api.handle(authProfileApi.exportAccount, ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    res.set('Content-Disposition', 'attachment; filename="trap-india-account.json"');
    return svc.export(auth.userId);
  });

  // The member's sessions end with the request: the answer clears the cookie too.
  api.handle(authProfileApi.requestAccountDeletion, async ({ auth, res }) => {
    const marked = await svc.requestDeletion(auth.userId);
    res.set('Cache-Control', 'no-store');
    res.set(SESSION_HEADERS.clear, '1');
    return marked;
  });
}
