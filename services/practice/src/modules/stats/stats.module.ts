import type { ServiceModule } from '@trap/kit';
import type { StatsService } from './stats.service.ts';
import { statsRoutes } from './stats.routes.ts';

/** The member's practice statistics (read from the sessions' statistics rows). */
export function statsModule(stats: StatsService): ServiceModule {
  return { name: 'stats', routes: (api) => statsRoutes(api, stats) };
}
