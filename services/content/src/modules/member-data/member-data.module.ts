import { exportingMemberDataModule, type MemberDataPart, type ServiceContext, type ServiceModule } from '@trap/kit';

/**
 * A member's content data as a whole: the download (GET /api/content/export) and the removal when their
 * account goes (auth.user.deleted), as kit's exportingMemberDataModule does it for each service (an
 * answered AMA question stays with no author: its module's part says so).
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, parts: readonly MemberDataPart[]): ServiceModule {
  return exportingMemberDataModule(ctx, parts, 'content');
}
