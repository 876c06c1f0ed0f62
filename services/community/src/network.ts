import { userRegistered } from '@trap/contracts';
import { memberDataParts, on, type ServiceContext, type ServiceModule } from '@trap/kit';
import type { MemberProfileRepository } from './read-models/member-profiles/member-profile.repository.ts';
import { MembersService } from './modules/members/members.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { ProfileAccess } from './modules/members/profile-access.ts';
import { RelationshipRepository } from './modules/relationships/relationship.repository.ts';
import { RelationshipService } from './modules/relationships/relationship.service.ts';
import { relationshipRoutes } from './modules/relationships/relationship.routes.ts';
import { BlockRepository } from './modules/relationships/block.repository.ts';
import { FollowRepository } from './modules/relationships/follow.repository.ts';
import { NetworkService } from './modules/relationships/network.service.ts';
import { networkRoutes } from './modules/relationships/network.routes.ts';
import { CoachProfileRepository } from './modules/coaches/coach-profile.repository.ts';
import { CoachesService } from './modules/coaches/coaches.service.ts';
import { coachesRoutes } from './modules/coaches/coaches.routes.ts';
import { NetworkDemo } from './demo/network-demo.ts';
import { followsAndBlocksMemberData, relationshipsMemberData } from './modules/relationships/relationships.member-data.ts';
import { coachesMemberData } from './modules/coaches/coaches.member-data.ts';

/**
 * The member network, composed: the directory and profile pages (members), friends, coaching, blocks
 * and follows (relationships), the coach finder (coaches). The modules do not import each other;
 * what one needs of another is handed over here. It is listed as two modules: the people and their
 * relationships (with the demo network), and the coach finder with the member's follows and blocks,
 * whose part of a member's data comes later in the download and the removal.
 */
export function networkModules(
  ctx: ServiceContext,
  profiles: MemberProfileRepository,
): { relationships: ServiceModule & { relationships: RelationshipService }; coaches: ServiceModule } {
  const blocks = new BlockRepository(ctx.conn);
  const follows = new FollowRepository(ctx.conn);
  const coachProfiles = new CoachProfileRepository(ctx.conn);
  const coaches = new CoachesService(profiles, coachProfiles, { followersCounts: (ids) => follows.countsFor(ids) });
  const relationships = new RelationshipService(new RelationshipRepository(ctx), profiles, blocks, (id) => coaches.accepting(id));
  // one rule of who sees whose profile, for the profile page and every list of people
  const access = new ProfileAccess({
    blockedBy: (member, viewer) => blocks.has(member, viewer),
    connected: (a, b) => relationships.connected(a, b),
    listedCoach: (member) => coaches.listed(member),
  });
  const network = new NetworkService(profiles, blocks, follows, relationships, access);
  const members = new MembersService(profiles, { network, coaches, access });

  const demo = ctx.config.DEMO_MODE ? new NetworkDemo({ profiles, coachProfiles, follows, relationships, logger: ctx.logger }) : null;

  return {
    relationships: {
      name: 'relationships',
      relationships,
      routes(api): void {
        membersRoutes(api, members);
        relationshipRoutes(api, relationships);
        networkRoutes(api, network);
      },
      // DEMO_MODE: the fictional people, then a demo account's friends, requests and follows (auth.user.registered)
      seedDemo: () => demo?.seedPeople() ?? Promise.resolve(),
      subscriptions: demo ? [on(userRegistered, (user) => demo.onRegistered(user))] : [],
      /** relationships, which tell others when they end */
      memberData: relationshipsMemberData(ctx.conn, (userId) => relationships.endAllOf(userId)),
    },
    coaches: {
      name: 'coaches',
      routes: (api) => coachesRoutes(api, coaches),
      /** the member's coach profile, follows and blocks */
      memberData: memberDataParts(coachesMemberData(ctx.conn), followsAndBlocksMemberData(ctx.conn)),
    },
  };
}
