import { exportingMemberDataModule, type MemberDataPart, type ServiceContext, type ServiceModule } from '@trap/kit';

/**
 * A member's notifications data as a whole: the download (GET /api/notifications/export, part of
 * "download my data") and, when an account is removed after its grace period, the member's
 * notifications, address and newsletter link (auth.user.deleted), as kit's exportingMemberDataModule
 * does it for each service.
 */
export function memberDataModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>, parts: readonly MemberDataPart[]): ServiceModule {
  return exportingMemberDataModule(ctx, parts, 'notifications');
}
