import type { ServiceModule } from '@trap/kit';
import type { UsersAdminService } from './users-admin.service.ts';
import { usersAdminRoutes } from './users-admin.routes.ts';
import type { usersDirectory } from './users-directory.ts';

/** The admin's members list and actions on an account; the directory it searches is rebuilt before the process serves. */
export function usersAdminModule(usersAdmin: UsersAdminService, directory: ReturnType<typeof usersDirectory>): ServiceModule {
  return {
    name: 'users-admin',
    routes: (api) => usersAdminRoutes(api, usersAdmin),
    warmUp: directory.warmUp,
    stop: directory.stop,
  };
}
