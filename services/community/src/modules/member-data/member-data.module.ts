import { userDeleted, type CommunityExport } from '@trap/contracts';
import { communityExportApi } from '@trap/contracts/api/index';
import {
  declareMemberData,
  memberDataParts,
  on,
  type Logger,
  type MemberDataPart,
  type MemberRecords,
  type ServiceContext,
  type ServiceModule,
  type Subscription,
} from '@trap/kit';

/**
 * A member's community data as a whole: the download (GET /api/community/export) and the removal
 * when their account goes (auth.user.deleted, beside the profile tombstone of the read model). It
 * imports no other module: each module that keeps a member's records declares its part (what the
 * download reads, what goes, what stays and why) and the service hands the parts over. Forum topics
 * and replies stay for the threads' sake and show as by 'Deleted member' with no avatar, from the
 * tombstone (docs/decisions.md, "auth.user.deleted consumers").
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, parts: readonly MemberDataPart[]): ServiceModule {
  const logger: Logger = ctx.logger;
  declareMemberData(ctx.conn, parts);
  // the parts asked in order, as one
  const all = memberDataParts(...parts);

  const exportFor = async (userId: string, now = new Date()): Promise<CommunityExport> => {
    const records: MemberRecords = await all.export(userId);
    return { exportedAt: now.toISOString(), service: 'community', records };
  };

  /** The parts in order (relationships, squads and events, which tell others, before the member's own records); each finds nothing left on a replay. */
  const removeMember = async (userId: string): Promise<void> => {
    const removed = await all.erase!(userId);
    logger.info({ userId, removed }, 'community data of a deleted account removed');
  };

  return {
    name: 'member-data',
    routes(api): void {
      api.handle(communityExportApi.exportCommunityData, async ({ auth, res }) => {
        res.set('Cache-Control', 'no-store');
        return exportFor(auth.userId);
      });
    },
    subscriptions: [on(userDeleted, (e) => removeMember(e.userId))] as Subscription[],
  };
}
