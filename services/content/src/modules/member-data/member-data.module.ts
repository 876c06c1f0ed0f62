import { userDeleted, type ContentExport } from '@trap/contracts';
import { contentExportApi } from '@trap/contracts/api/index';
import {
  declareMemberData,
  memberDataParts,
  on,
  type MemberDataPart,
  type MemberRecords,
  type ServiceContext,
  type ServiceModule,
  type Subscription,
} from '@trap/kit';

/**
 * A member's content data as a whole: the download (GET /api/content/export) and the removal when their
 * account goes (auth.user.deleted). It imports no other module: each module that keeps a member's
 * records declares its part (what the download reads, what goes, what stays and why: an answered AMA
 * question stays with no author) and the service hands the parts over, in the download's order.
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, parts: readonly MemberDataPart[]): ServiceModule {
  declareMemberData(ctx.conn, parts);
  // the parts asked in order, as one
  const all = memberDataParts(...parts);

  /** Each part finds nothing left on a replay, so a redelivery after a failure halfway finishes the job. */
  const removeMember = async (userId: string): Promise<void> => {
    const removed = await all.erase!(userId);
    ctx.logger.info({ userId, removed }, 'content data of a deleted account removed');
  };

  const exportFor = async (userId: string, now = new Date()): Promise<ContentExport> => {
    const records: MemberRecords = await all.export(userId);
    return { exportedAt: now.toISOString(), service: 'content', records };
  };

  return {
    name: 'member-data',
    routes(api): void {
      api.handle(contentExportApi.exportContentData, async ({ auth, res }) => {
        res.set('Cache-Control', 'no-store');
        return exportFor(auth.userId);
      });
    },
    subscriptions: [on(userDeleted, (e) => removeMember(e.userId))] as Subscription[],
  };
}
