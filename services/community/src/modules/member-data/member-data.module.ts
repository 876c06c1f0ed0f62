import { userDeleted, type CommunityExport } from '@trap/contracts';
import { communityExportApi } from '@trap/contracts/api/index';
import { on, type ApiRouter, type Logger, type ServiceContext, type Subscription } from '@trap/kit';
import { CommunityMemberDataRepository } from './member-data.repository.ts';

/** What the other modules do for a deleted member: each is the only writer of its records. */
export interface MemberLeavers {
  /** relationships end with their events (practice stops sharing) */
  endRelationships(userId: string): Promise<unknown>;
  /** squads left (an owned one handed over or deleted), session answers withdrawn */
  leaveSquads(userId: string): Promise<unknown>;
  /** event registrations dropped, places freed */
  leaveEvents(userId: string): Promise<unknown>;
  /** after the member's own records went: the reports they made are among them (the kept report counts) */
  removedOwn?(userId: string): Promise<unknown>;
}

/**
 * A member's community data as a whole: the download (GET /api/community/export) and the removal
 * when their account goes (auth.user.deleted, beside the profile tombstone of the read model). Forum
 * topics and replies stay for the threads' sake and show as by 'Deleted member' with no avatar, from
 * the tombstone (docs/decisions.md, "auth.user.deleted consumers").
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, leavers: MemberLeavers) {
  const repo = new CommunityMemberDataRepository(ctx.conn);
  const logger: Logger = ctx.logger;

  const exportFor = async (userId: string, now = new Date()): Promise<CommunityExport> => ({
    exportedAt: now.toISOString(),
    service: 'community',
    records: await repo.export(userId),
  });

  /** Each step finds nothing left on a replay, so a redelivery after a failure halfway finishes the job. */
  const removeMember = async (userId: string): Promise<void> => {
    await leavers.endRelationships(userId);
    await leavers.leaveSquads(userId);
    await leavers.leaveEvents(userId);
    const removed = await repo.removeOwn(userId);
    await leavers.removedOwn?.(userId);
    logger.info({ userId, removed }, 'community data of a deleted account removed');
  };

  return {
    routes(api: ApiRouter): void {
      api.handle(communityExportApi.exportCommunityData, async ({ auth, res }) => {
        res.set('Cache-Control', 'no-store');
        return exportFor(auth.userId);
      });
    },
    subscriptions: [on(userDeleted, (e) => removeMember(e.userId))] as Subscription[],
  };
}
