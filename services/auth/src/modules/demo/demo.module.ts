import type { Logger, ServiceModule } from '@trap/kit';
import type { UsersService } from '../users/users.service.ts';
import { seedDemoAccounts } from './demo.service.ts';

/** DEMO_MODE: the demo accounts (the kit seeds them before the service consumes events or listens). */
export function demoModule(users: UsersService, password: string, logger: Logger): ServiceModule {
  return {
    name: 'demo',
    seedDemo: async () => {
      await seedDemoAccounts(users, password, logger);
    },
  };
}
