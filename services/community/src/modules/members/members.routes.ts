import { communityApi, networkApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { MembersService } from './members.service.ts';

/**
 * Public reads. `no-cache` (with Express's ETag) so a profile its owner just made private is never
 * served from a cache.
 */
export function membersRoutes(api: ApiRouter, members: MembersService): void {
  api.handle(communityApi.listMembers, ({ query, res }) => {
    res.set('Cache-Control', 'no-cache');
    return members.list(query);
  });
  api.handle(communityApi.getMember, ({ params, res }) => {
    res.set('Cache-Control', 'no-cache');
    return members.get(params.id);
  });
  api.handle(networkApi.getMemberProfile, ({ params, auth, res }) => {
    res.set('Cache-Control', 'private, no-cache');
    return members.profilePage(auth?.userId, params.id);
  });
}
