import { userRegistered } from '@trap/contracts';
import { squadProposalsApi } from '@trap/contracts/api/index';
import { GuessBudgets, on, type ServiceContext, type ServiceModule } from '@trap/kit';
import type { CommunityConfig } from '../../config.ts';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { ShootRepository } from './shoot.repository.ts';
import { ShootsService, type EventLookup } from './shoots.service.ts';
import { shootsRoutes } from './shoots.routes.ts';
import { ShootLive } from './shoot-live.ts';
import { FinishedBoards } from './finished-boards.ts';
import { SquadsFromProposal, type CheckedInLookup } from './squads-from-proposal.ts';
import { seedDemoShoots, seedFinishedDemoShoot } from './shoots.demo.ts';

/** Match day: shoots of club events, their scorers and cards, and the live leaderboard frames. */
export function shootsModule(
  ctx: Pick<ServiceContext<CommunityConfig>, 'conn' | 'outboxStore' | 'logger' | 'config' | 'bus' | 'redis'>,
  profiles: MemberProfileRepository,
  findEvent: EventLookup,
  /** the event-entries module's checked-in entrants, for accepting a squad proposal */
  checkedIn: CheckedInLookup,
): ServiceModule {
  const repo = new ShootRepository(ctx);
  const shoots = new ShootsService(repo, findEvent);
  shoots.keepFinishedBoards(new FinishedBoards(ctx.redis, ctx.config.REDIS_PREFIX, ctx.logger));
  const live = new ShootLive(ctx.bus, (id) => shoots.liveLeaderboard(id), ctx.logger);
  shoots.onChanged((id) => live.changed(id));
  // a join code is what opens a shoot to its scorers: wrong codes, by lookup or by claim, are budgeted
  const guesses = new GuessBudgets(ctx.redis, ctx.config.REDIS_PREFIX, {
    name: 'shoot-code',
    refusal: 'Too many wrong join codes.',
    perMember: ctx.config.SHOOT_CODE_MISSES_PER_MEMBER,
    perAddress: ctx.config.SHOOT_CODE_MISSES_PER_ADDRESS,
    windowSeconds: ctx.config.SHOOT_CODE_WINDOW_SECONDS,
  });
  const nameOf = async (userId: string) => (await profiles.findMany([userId])).get(userId)?.displayName ?? 'Scorer';
  return {
    name: 'shoots',
    routes: (api) => {
      shootsRoutes(api, shoots, nameOf, guesses);
      const proposals = new SquadsFromProposal(repo, shoots, checkedIn);
      api.handle(squadProposalsApi.acceptEventSquads, ({ params, body, auth }) =>
        proposals.accept({ userId: auth.userId, role: auth.role }, params.id, body),
      );
    },
    seedDemo: () => seedDemoShoots(repo, ctx.logger),
    // DEMO_MODE: when the demo member's registration arrives, the finished demo shoot they shot in (once)
    subscriptions: ctx.config.DEMO_MODE
      ? [
          on(userRegistered, async (user) => {
            if (user.username === 'member') await seedFinishedDemoShoot(repo, shoots, user.userId, ctx.logger);
          }),
        ]
      : [],
  };
}
