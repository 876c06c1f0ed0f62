import { userRegistered } from '@trap/contracts';
import { on, type ApiRouter, type ServiceContext } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { SquadRepository } from './squad.repository.ts';
import { GroupSessionRepository } from './group-session.repository.ts';
import { SquadsService } from './squads.service.ts';
import { GroupSessionsService } from './group-sessions.service.ts';
import { squadsRoutes } from './squads.routes.ts';
import { SquadsDemo } from './squads.demo.ts';
import { squadsMemberData } from './squads.member-data.ts';

/** Squads and group sessions, built once for the service (routes, demo data) or the worker (reminders). */
export function squadsModule(ctx: Pick<ServiceContext, 'conn' | 'outboxStore' | 'logger' | 'config'>, profiles: MemberProfileRepository) {
  const squadRepo = new SquadRepository(ctx);
  const sessionRepo = new GroupSessionRepository(ctx);
  const sessions = new GroupSessionsService(sessionRepo, squadRepo, profiles, ctx.logger);
  const squads = new SquadsService(squadRepo, sessions, profiles);
  const demo = ctx.config.DEMO_MODE ? new SquadsDemo({ squads: squadRepo, sessions: sessionRepo, profiles, logger: ctx.logger }) : null;
  return {
    name: 'squads',
    squads,
    sessions,
    repos: { squads: squadRepo, sessions: sessionRepo },
    memberData: squadsMemberData(ctx.conn, (userId) => squads.forgetMember(userId)),
    routes: (api: ApiRouter) => squadsRoutes(api, squads, sessions),
    // DEMO_MODE: the demo member's squads and sessions (auth.user.registered of the demo account)
    subscriptions: demo ? [on(userRegistered, (user) => demo.onRegistered(user))] : [],
  };
}
