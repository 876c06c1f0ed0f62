import type { ServiceModule } from '@trap/kit';
import type { AccountService } from './account.service.ts';
import { accountRoutes } from './account.routes.ts';

/** The account's deletion (with its grace period) and its cancellation. */
export function accountModule(account: AccountService): ServiceModule {
  return { name: 'account', routes: (api) => accountRoutes(api, account) };
}
