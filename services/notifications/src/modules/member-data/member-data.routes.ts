import type { ApiRouter } from '@trap/kit';
import { notificationsExportApi } from '@trap/contracts/api/index';
import type { NotificationsMemberDataRepository } from './member-data.repository.ts';

/** GET /api/notifications/export: the caller's own notifications data, part of "download my data". */
export function memberDataRoutes(api: ApiRouter, repo: NotificationsMemberDataRepository): void {
  api.handle(notificationsExportApi.exportNotificationsData, async ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return { exportedAt: new Date().toISOString(), service: 'notifications' as const, records: await repo.export(auth.userId) };
  });
}
