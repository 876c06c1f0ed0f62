import type { ServiceContext, ServiceParts } from '@trap/kit';
import { communitySubscriptions } from './events/subscriptions.ts';
import { MemberProfileRepository } from './read-models/member-profiles/member-profile.repository.ts';
import { MembersService } from './modules/members/members.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { RelationshipRepository } from './modules/relationships/relationship.repository.ts';
import { RelationshipService } from './modules/relationships/relationship.service.ts';
import { relationshipRoutes } from './modules/relationships/relationship.routes.ts';

/** Composition of the community service. So far: the public member directory (fed by auth's events), friends and coaches. */
export function buildCommunityService(ctx: ServiceContext): ServiceParts {
  const profiles = new MemberProfileRepository(ctx.conn);
  const members = new MembersService(profiles);
  const relationships = new RelationshipRepository(ctx.conn);
  return {
    routes: (app) => {
      membersRoutes(app, members);
      relationshipRoutes(app, ctx, new RelationshipService(relationships, profiles, ctx));
    },
    outboxModels: [relationships.model],
    subscriptions: communitySubscriptions({ profiles, logger: ctx.logger }),
  };
}
