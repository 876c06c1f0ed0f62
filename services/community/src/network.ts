import type { UserSnapshot } from '@trap/contracts';
import { memberDataParts, type ApiRouter, type ServiceContext } from '@trap/kit';
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
 * what one needs of another is handed over here.
 */
export async function networkModule(ctx: ServiceContext, profiles: MemberProfileRepository) {
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
  await demo?.seedPeople();

  return {
    relationships,
    /** the member's part of the network (download and account removal): relationships, which tell others when they end, and their coach profile, follows and blocks */
    memberData: {
      relationships: relationshipsMemberData(ctx.conn, (userId) => relationships.endAllOf(userId)),
      coaching: memberDataParts(coachesMemberData(ctx.conn), followsAndBlocksMemberData(ctx.conn)),
    },
    routes(api: ApiRouter): void {
      membersRoutes(api, members);
      relationshipRoutes(api, relationships);
      networkRoutes(api, network);
      coachesRoutes(api, coaches);
    },
    /** DEMO_MODE: a demo account's friends, requests and follows (auth.user.registered) */
    onRegistered: async (user: Pick<UserSnapshot, 'userId' | 'username'>): Promise<void> => {
      await demo?.onRegistered(user);
    },
  };
}
