import { userDeleted } from '@trap/contracts';
import { notificationsExportApi } from '@trap/contracts/api/index';
import { declareMemberData, memberDataParts, on, type MemberDataPart, type ServiceContext, type ServiceModule } from '@trap/kit';

/**
 * A member's notifications data as a whole: the download (GET /api/notifications/export, part of
 * "download my data") and the removal when their account goes (auth.user.deleted). It imports no
 * other module: each module that keeps a member's records declares its part (what the download reads,
 * what goes, what stays and why) and the service hands the parts over, in the download's order.
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, parts: readonly MemberDataPart[]): ServiceModule {
  declareMemberData(ctx.conn, parts);
  // the parts asked in order, as one
  const all = memberDataParts(...parts);
  /** auth.user.deleted: each part in order; each step is idempotent, so a redelivery (or a retry after a failure halfway) changes nothing more. */
  const removeMember = async (userId: string): Promise<void> => {
    await all.erase!(userId);
    ctx.logger.info({ userId }, 'notifications data of a deleted account removed');
  };
  return {
    name: 'member-data',
    routes(api): void {
      api.handle(notificationsExportApi.exportNotificationsData, async ({ auth, res }) => {
        res.set('Cache-Control', 'no-store');
        const records = await all.export(auth.userId);
        return { exportedAt: new Date().toISOString(), service: 'notifications' as const, records };
      });
    },
    // an account removed after its grace period: the member's notifications, address and newsletter link go
    subscriptions: [on(userDeleted, (d) => removeMember(d.userId))],
  };
}
