import { userDeleted } from '@trap/contracts';
import { communityExportApi, contentExportApi, notificationsExportApi } from '@trap/contracts/api/index';
import { on } from './events/subscription.ts';
import { declareMemberData, memberDataParts, type MemberDataPart } from './member-data.ts';
import type { ServiceModule } from './module.ts';
import type { ServiceContext } from './service.ts';

/** The services whose member data is their modules' parts alone, each with its download's route. */
const EXPORT_ROUTES = {
  community: communityExportApi.exportCommunityData,
  content: contentExportApi.exportContentData,
  notifications: notificationsExportApi.exportNotificationsData,
} as const;

/**
 * A service's member data as a whole: the download (GET /api/<service>/export) and the removal when
 * the account goes (auth.user.deleted). It imports no other module: each module that keeps a member's
 * records declares its part (what the download reads, what goes, what stays and why) and the service
 * hands the parts over, in the download's order. Each part finds nothing left on a replay, so a
 * redelivery after a failure halfway finishes the job.
 */
export function exportingMemberDataModule(
  ctx: Pick<ServiceContext, 'conn' | 'logger'>,
  parts: readonly MemberDataPart[],
  service: keyof typeof EXPORT_ROUTES,
): ServiceModule {
  declareMemberData(ctx.conn, parts);
  // the parts asked in order, as one
  const all = memberDataParts(...parts);
  const removeMember = async (userId: string): Promise<void> => {
    const removed = await all.erase!(userId);
    ctx.logger.info({ userId, removed }, `${service} data of a deleted account removed`);
  };
  return {
    name: 'member-data',
    routes(api): void {
      api.handle(EXPORT_ROUTES[service], async ({ auth, res }) => {
        res.set('Cache-Control', 'no-store');
        return { exportedAt: new Date().toISOString(), service, records: await all.export(auth.userId) };
      });
    },
    subscriptions: [on(userDeleted, (e) => removeMember(e.userId))],
  };
}
