import { networkApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { NetworkService } from './network.service.ts';

/** Blocks and follows of the logged-in member. */
export function networkRoutes(api: ApiRouter, network: NetworkService): void {
  api.handle(networkApi.lookupMember, ({ query, auth, res }) => {
    // the answer depends on the caller (blocks) and may be a private member: never cached
    res.set('Cache-Control', 'private, no-store');
    return network.lookup(auth.userId, query.username);
  });
  api.handle(networkApi.listBlocks, ({ auth }) => network.blocked(auth.userId));
  api.handle(networkApi.blockMember, ({ body, auth }) => network.block(auth.userId, body.userId));
  api.handle(networkApi.unblockMember, ({ params, auth }) => network.unblock(auth.userId, params.userId));
  api.handle(networkApi.listFollowing, ({ auth }) => network.following(auth.userId));
  api.handle(networkApi.followCoach, ({ params, auth }) => network.follow(auth.userId, params.id));
  api.handle(networkApi.unfollowCoach, ({ params, auth }) => network.unfollow(auth.userId, params.id));
  api.handle(networkApi.listFollowers, ({ params, auth }) => network.followers(auth.userId, params.id));
}
