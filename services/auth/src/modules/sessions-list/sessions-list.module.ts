import type { ServiceModule } from '@trap/kit';
import type { SessionsListService } from './sessions-list.service.ts';
import { sessionsListRoutes } from './sessions-list.routes.ts';

/** The member's signed-in sessions, each of which they may end. */
export function sessionsListModule(sessionsList: SessionsListService): ServiceModule {
  return { name: 'sessions-list', routes: (api) => sessionsListRoutes(api, sessionsList) };
}
