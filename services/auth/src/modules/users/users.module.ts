import type { ServiceModule } from '@trap/kit';
import type { UsersService } from './users.service.ts';
import { usersRoutes } from './users.routes.ts';

/** The member's own account and the public user reads. */
export function usersModule(users: UsersService): ServiceModule {
  return { name: 'users', routes: (api) => usersRoutes(api, users) };
}
