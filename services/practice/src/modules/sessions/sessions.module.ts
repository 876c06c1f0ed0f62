import { on, type ServiceContext, type ServiceModule } from '@trap/kit';
import { practiceSessionDeleted, practiceSessionLogged, practiceSessionUpdated } from '@trap/contracts';
import type { SessionRepository } from './session.repository.ts';
import type { SessionService } from './session.service.ts';
import { sessionRoutes } from './session.routes.ts';
import { sessionsMemberData } from './sessions.member-data.ts';

/** Practice sessions and their scoring, and the statistics rows kept beside them. */
export function sessionsModule(ctx: ServiceContext, repo: SessionRepository, sessions: SessionService): ServiceModule {
  return {
    name: 'sessions',
    routes: (api) => sessionRoutes(api, sessions),
    // a session's own events write its statistics row again (the row a crash after the session's write missed)
    subscriptions: [
      on(practiceSessionLogged, (e) => repo.resyncRow(e.userId, e.sessionId)),
      on(practiceSessionUpdated, (e) => repo.resyncRow(e.userId, e.sessionId)),
      on(practiceSessionDeleted, (e) => repo.resyncRow(e.userId, e.sessionId)),
    ],
    memberData: sessionsMemberData(ctx.conn),
    // statistics rows lost as a whole come back from the sessions before the process serves
    warmUp: async () => {
      const rebuilt = await repo.rebuildRowsIfMissing();
      if (rebuilt) ctx.logger.warn({ rows: rebuilt }, 'practice statistics rows were missing: rebuilt from the stored sessions');
    },
  };
}
