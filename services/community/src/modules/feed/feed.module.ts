import type { ServiceContext, ServiceModule, Subscription } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { FollowRepository } from '../relationships/follow.repository.ts';
import { RelationshipRepository } from '../relationships/relationship.repository.ts';
import { FeedRepository } from './feed.repository.ts';
import { FeedService } from './feed.service.ts';
import { feedRoutes } from './feed.routes.ts';
import { feedSubscriptions } from './feed.handlers.ts';
import { seedFeedDemo } from './feed.demo.ts';
import { feedMemberData } from './feed.member-data.ts';

/** The activity feed: its routes and the practice and forum events it is fed by. */
export function feedModule(ctx: ServiceContext, profiles: MemberProfileRepository): ServiceModule {
  const repo = new FeedRepository(ctx);
  const feed = new FeedService(repo, new RelationshipRepository(ctx), profiles, new FollowRepository(ctx.conn), (id) =>
    ctx.sessions.tierOf(id),
  );
  return {
    name: 'feed',
    memberData: feedMemberData(ctx.conn),
    routes: (api) => feedRoutes(api, feed),
    seedDemo: () => seedFeedDemo(repo, ctx.sessions),
    subscriptions: feedSubscriptions(repo) as Subscription[],
  };
}
