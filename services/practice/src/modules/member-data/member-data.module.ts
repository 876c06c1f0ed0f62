import { userDeleted } from '@trap/contracts';
import { on, type MemberDataPart, type ServiceContext, type ServiceModule } from '@trap/kit';
import { onUserDeleted } from '../../events/handlers/user-deleted.handler.ts';
import { MemberDataService } from './member-data.service.ts';
import { memberDataRoutes } from './member-data.routes.ts';

/** The member's practice data as a whole: the download, and the removal when their account goes (auth.user.deleted). */
export function memberDataModule(
  ctx: Pick<ServiceContext, 'conn' | 'logger'>,
  parts: readonly MemberDataPart[],
  forgetCachedStats: (userId: string) => Promise<void>,
): ServiceModule {
  const memberData = new MemberDataService(ctx.conn, parts, { forgetCachedStats, logger: ctx.logger });
  return {
    name: 'member-data',
    routes: (api) => memberDataRoutes(api, memberData),
    subscriptions: [on(userDeleted, onUserDeleted({ removeMember: (userId) => memberData.removeMember(userId) }))],
  };
}
