import type { ServiceContext, ServiceParts } from '@trap/kit';
import { communitySubscriptions } from './events/subscriptions.ts';
import { MemberProfileRepository } from './read-models/member-profiles/member-profile.repository.ts';
import { MembersService } from './modules/members/members.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';

/** Composition of the community service. So far: the public member directory, fed by auth's events. */
export function buildCommunityService(ctx: ServiceContext): ServiceParts {
  const profiles = new MemberProfileRepository(ctx.conn);
  const members = new MembersService(profiles);
  return {
    routes: (app) => membersRoutes(app, members),
    subscriptions: communitySubscriptions({ profiles, logger: ctx.logger }),
  };
}
