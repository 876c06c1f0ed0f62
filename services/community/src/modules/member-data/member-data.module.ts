import { exportingMemberDataModule, type MemberDataPart, type ServiceContext, type ServiceModule } from '@trap/kit';

/**
 * A member's community data as a whole: the download (GET /api/community/export) and the removal
 * when their account goes (auth.user.deleted, beside the profile tombstone of the read model), as
 * kit's exportingMemberDataModule does it for each service. The parts come in order: relationships,
 * squads and events, which tell others, before the member's own records. Forum topics and replies
 * stay for the threads' sake and show as by 'Deleted member' with no avatar, from the tombstone
 * (docs/decisions.md, "auth.user.deleted consumers").
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, parts: readonly MemberDataPart[]): ServiceModule {
  return exportingMemberDataModule(ctx, parts, 'community');
}
