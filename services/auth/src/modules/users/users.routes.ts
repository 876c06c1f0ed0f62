import type { ApiRouter } from '@trap/kit';
import { authApi } from '@trap/contracts/api/index';
import type { UsersService } from './users.service.ts';

export function usersRoutes(api: ApiRouter, svc: UsersService): void {
  // SPEC 7: authors for lookup (id, displayName, avatarUrl, role withheld as null), public profiles only; paged, default 50, at most 200.
  api.handle(authApi.listAuthors, ({ query }) => svc.listAuthors(query));

  // SPEC 7 / 6: public members only (isPublicProfile true).
  api.handle(authApi.listPublicMembers, ({ query }) => svc.listPublicMembers(query));

  // The member edits their own profile.
  api.handle(authApi.updateProfile, ({ body, auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return svc.updateProfile(auth.userId, body);
  });
}
